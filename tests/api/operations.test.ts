// @vitest-environment node
// The spec holds exactly the operations of docs/api-conventions.md, with their security,
// error answers and message keys; it lints clean and the committed bundle is current.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extensionKeys } from '../../scripts/extract-message-keys';
import knownKeys from './fixtures/server-message-keys.json';
import {
  collectMessageKeys,
  deref,
  fieldErrorPrefix,
  isProtected,
  listOperations,
  mediaExamples,
  messageKeysOfAnswer,
  openapi,
  type Json,
} from './spec';

type JsonObject = { [key: string]: Json };

const root = resolve(__dirname, '../..');
const operations = listOperations();
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

/** Rows of the operations table: | tag | operationId | METHOD /path?query (note) | */
function conventionRows(): { tag: string; operationId: string; method: string; path: string }[] {
  const doc = readFileSync(join(root, 'docs/api-conventions.md'), 'utf8');
  return doc
    .split('\n')
    .map((line) =>
      /^\|\s*([a-z-]+)\s*\|\s*([A-Za-z]+)\s*\|\s*(GET|POST|PUT|PATCH|DELETE)\s+(\S+)/.exec(line),
    )
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, tag, operationId, method, path]) => ({
      tag: tag!,
      operationId: operationId!,
      method: method!,
      path: path!.split('?')[0]!,
    }));
}

describe('operations match docs/api-conventions.md', () => {
  const rows = conventionRows();

  it('lists the 44 calls of the spec documents, broadcasting auth, the 12 calls of part 3 §1–2, its 2 learning extensions, the 5 quiz calls of §3, the 4 of §4, the bootcamps of §6, the categories of §5 and their catalogue filters (extension), and the add-funds limits (extension)', () => {
    expect(rows).toHaveLength(72);
  });

  it.each(rows.map((row) => [row.operationId, row] as const))('%s', (_id, row) => {
    const operation = byId.get(row.operationId);
    expect(operation, `${row.operationId} is missing from the spec`).toBeDefined();
    expect({ method: operation!.method, path: operation!.path, tags: operation!.tags }).toEqual({
      method: row.method,
      path: row.path,
      tags: [row.tag],
    });
  });

  it('has no operation the conventions do not name', () => {
    const named = new Set(rows.map((row) => row.operationId));
    expect(operations.map((o) => o.operationId).filter((id) => !named.has(id))).toEqual([]);
    expect(operations).toHaveLength(rows.length);
  });

  it('declares every tag it uses, with a description', () => {
    const tags = new Map(
      ((openapi.tags as JsonObject[]) ?? []).map((tag) => [tag.name, tag.description]),
    );
    for (const operation of operations) {
      for (const tag of operation.tags) expect(tags.get(tag), tag).toBeTruthy();
    }
  });
});

describe('security and error answers', () => {
  it('uses a real bearer scheme', () => {
    const schemes = (openapi.components as JsonObject).securitySchemes as JsonObject;
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s',
    (_id, { op, parameters, operationId }) => {
      const responses = op.responses as JsonObject;
      expect(op.summary, 'summary').toBeTruthy();
      expect(op.description, 'description').toBeTruthy();
      expect(op.security, 'every operation states its security, [] when public').toBeDefined();
      if (isProtected(op)) {
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(responses['401'], '401').toBeDefined();
        const unauthenticated = mediaExamples(
          (deref<JsonObject>(responses['401']).content as JsonObject)[
            'application/json'
          ] as JsonObject,
        );
        expect(unauthenticated.map(([, value]) => value)).toContainEqual({
          message_key: 'auth.unauthenticated',
        });
        const roles = op['x-roles'] as string[] | undefined;
        expect(roles, 'x-roles').toBeDefined();
        expect(roles!.length).toBeGreaterThan(0);
        for (const role of roles!) expect(['learner', 'instructor']).toContain(role);
        // The description says it in words too.
        expect(op.description as string).toMatch(/Needs a signed-in (user|learner|instructor)/);
        if (roles!.length === 1) expect(responses['403'], '403 for the wrong role').toBeDefined();
      } else {
        // Public; an optional token (`{}` beside the scheme) may add to the answer (decision 17).
        const security = op.security as Json[];
        if (security.length > 0) expect(security).toEqual([{}, { bearerAuth: [] }]);
        expect(op['x-roles']).toBeUndefined();
        expect(op.description as string).toMatch(/^Public/);
      }
      if (parameters.some((param) => param.in === 'path')) {
        expect(responses['404'], `${operationId} has a path id, so 404`).toBeDefined();
      }
      if (op.requestBody)
        expect(responses['422'] ?? responses['403'], 'a request body can be refused').toBeDefined();
    },
  );

  it('answers 201 for the three public forms', () => {
    for (const id of ['bookCall', 'subscribeNewsletter', 'sendContactMessage']) {
      expect(
        Object.keys(byId.get(id)!.op.responses as JsonObject).filter((s) => s.startsWith('2')),
      ).toEqual(['201']);
    }
  });

  it('answers registration and the phone, password and photo settings with the flat map, every other 422 with message_key and errors (decision 11)', () => {
    const flat = ['register', 'updatePhoneNumber', 'changePassword', 'updateProfileImage'];
    for (const { operationId, op } of operations) {
      const response = (op.responses as JsonObject)['422'];
      if (!response) continue;
      const schema = (
        (deref<JsonObject>(response).content as JsonObject)['application/json'] as JsonObject
      ).schema as JsonObject;
      const expected = flat.includes(operationId) ? 'FlatValidationError' : 'ValidationError';
      expect(schema.$ref, operationId).toBe(`#/components/schemas/${expected}`);
    }
  });

  it('marks the course form’s field errors as relative to auth.add_course. (decision 14)', () => {
    expect(fieldErrorPrefix('createCourse', 422)).toBe('auth.add_course.');
    expect(fieldErrorPrefix('updateCourse', 422)).toBe('auth.add_course.');
    expect(fieldErrorPrefix('register', 422)).toBeNull();
    expect(
      collectMessageKeys(
        {
          message_key: 'auth.add_course.validation.video.mimes',
          errors: { video: ['validation.video.mimes'], title_en: ['auth.courses.title_required'] },
        },
        false,
        'auth.add_course.',
      ),
    ).toEqual([
      'auth.add_course.validation.video.mimes',
      'auth.add_course.validation.video.mimes',
      'auth.courses.title_required',
    ]);
  });

  it('reads the optional `error` of a failure as a message key (decision 12)', () => {
    expect(
      collectMessageKeys({
        message_key: 'auth.something_went_wrong',
        error: 'auth.phone_number_update_failed',
      }),
    ).toEqual(['auth.something_went_wrong', 'auth.phone_number_update_failed']);
  });
});

describe('message keys', () => {
  // The shared list plus this API's own additions (api-spec/extension-message-keys.md).
  const known = new Set<string>([...knownKeys, ...extensionKeys()]);

  it('keeps the fixture in step with ../shared/spec/server-message-keys.md when it is present', () => {
    const shared = resolve(root, '../shared/spec/server-message-keys.md');
    if (!existsSync(shared)) return;
    expect(readFileSync(join(__dirname, 'fixtures/server-message-keys.md'), 'utf8')).toBe(
      readFileSync(shared, 'utf8'),
    );
  });

  it('uses only known keys in every response example', () => {
    const unknown: string[] = [];
    let scanned = 0;
    for (const { operationId, op } of operations) {
      for (const [status, response] of Object.entries(op.responses as JsonObject)) {
        const content = (deref<JsonObject>(response).content as JsonObject | undefined) ?? {};
        for (const [name, value] of mediaExamples(
          content['application/json'] as JsonObject | undefined,
        )) {
          for (const key of messageKeysOfAnswer(operationId, Number(status), value)) {
            scanned += 1;
            if (!known.has(key)) unknown.push(`${operationId} ${status} ${name}: ${key}`);
          }
        }
      }
    }
    for (const [name, schema] of Object.entries(
      (openapi.components as JsonObject).schemas as JsonObject,
    )) {
      for (const example of ((schema as JsonObject).examples as Json[] | undefined) ?? []) {
        for (const key of collectMessageKeys(
          example,
          name === 'FlatValidationError' || name === 'FieldErrors',
        )) {
          if (!known.has(key)) unknown.push(`schema ${name}: ${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(scanned).toBeGreaterThan(100);
  });
});

describe('tooling', () => {
  it('lints clean with redocly (recommended rules, no warnings)', () => {
    const output = execFileSync(
      join(root, 'node_modules/.bin/redocly'),
      ['lint', '--format', 'summary'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(output).not.toMatch(/error|warning/i);
  }, 60_000);

  it('has a current bundle in src/generated/openapi.json (run npm run generate)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'academy-spec-')), 'openapi.json');
    execFileSync(
      join(root, 'node_modules/.bin/redocly'),
      ['bundle', 'api-spec/openapi.yaml', '-o', out],
      {
        cwd: root,
        stdio: 'ignore',
      },
    );
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(
      JSON.parse(readFileSync(join(root, 'src/generated/openapi.json'), 'utf8')),
    );
  }, 60_000);
});
