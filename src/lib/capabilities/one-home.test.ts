// @vitest-environment node
// The capability registry is the one home of what a server may offer: every extension call of
// the spec belongs to a capability, every call and field the registry names exists in the spec,
// and no code outside src/lib/capabilities decides again what a missing one means (a 404 read
// as "not offered", a currency or an extension field taken as absent).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import spec from '../../generated/openapi.json';
import {
  CAPABILITIES,
  VERSION_CAPABILITIES,
  versionOf,
  type Capability,
  type CapabilityId,
} from './registry';
import { capabilityTable, capabilityTableIn, normalizedTable } from './table';
import { appSourceFiles, codeOf, withoutComments } from '../../../tests/support/app-source';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '..', '..', '..');

function deref(node: unknown): Json {
  let current = node as Json;
  while (typeof current?.$ref === 'string') {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce<Json>((at, key) => at[key] as Json, spec as unknown as Json);
  }
  return current;
}

const operations = Object.entries(spec.paths as Record<string, Record<string, Json>>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => typeof op?.operationId === 'string')
      .map(([method, op]) => ({ path, method, op })),
);
const operation = (operationId: string) =>
  operations.find((entry) => entry.op.operationId === operationId);

/** Whether `path` (`a.b[].c`) leads somewhere in `schema` (properties, items, anyOf/oneOf/allOf). */
function hasPath(schema: unknown, path: string[]): boolean {
  const node = deref(schema);
  if (path.length === 0) return true;
  const alternatives = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (node[key] as Json[]) ?? []);
  if (alternatives.some((alternative) => hasPath(alternative, path))) return true;
  const [head = '', ...rest] = path;
  const list = head.endsWith('[]');
  const name = list ? head.slice(0, -2) : head;
  const property = (node.properties as Json | undefined)?.[name];
  if (property === undefined) return false;
  return list ? hasPath(deref(property).items, rest) : hasPath(property, rest);
}

function answerSchemas(operationId: string, statuses: readonly number[] | undefined): unknown[] {
  const responses = (operation(operationId)?.op.responses ?? {}) as Record<string, unknown>;
  return Object.entries(responses)
    .filter(([status]) => (statuses ? statuses.includes(Number(status)) : /^2\d\d$/.test(status)))
    .map(([, response]) => (deref(response).content as Json | undefined)?.['application/json'])
    .filter((content): content is Json => content !== undefined)
    .map((content) => content.schema);
}

describe('the capability registry', () => {
  const capabilities: readonly Capability[] = CAPABILITIES;

  it('names each capability once, with what it offers, how the app finds out and what it does without', () => {
    const ids = capabilities.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of capabilities) {
      expect(entry.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.name.trim().length, entry.id).toBeGreaterThan(3);
      for (const text of [entry.offers, entry.discovery, entry.without])
        expect(text.trim().length, entry.id).toBeGreaterThan(10);
      // Something the mock can take away: a call, a field, or a rule of what it accepts.
      expect(Boolean(entry.calls?.length || entry.fields?.length || entry.rule), entry.id).toBe(
        true,
      );
    }
  });

  it('names calls and answer fields that the spec has', () => {
    for (const entry of capabilities) {
      for (const call of entry.calls ?? [])
        expect(operation(call.operationId), `${entry.id}: ${call.operationId}`).toBeDefined();
      for (const field of entry.fields ?? []) {
        const schemas = answerSchemas(field.operationId, field.statuses);
        expect(schemas.length, `${entry.id}: ${field.operationId} answers`).toBeGreaterThan(0);
        expect(
          schemas.some((schema) => hasPath(schema, field.path.split('.'))),
          `${entry.id}: ${field.operationId} ${field.path}`,
        ).toBe(true);
      }
    }
  });

  it('gives every extension call of the spec a capability', () => {
    const named = new Set(
      capabilities.flatMap((entry) => (entry.calls ?? []).map((call) => call.operationId)),
    );
    // Extension answers of calls every server has: the callback's JSON is a capability (its
    // rule); the video's ranges are the browser's <video> element's business, not the app's.
    const byRule: Record<string, CapabilityId | 'none'> = {
      handlePaymentCallback: 'bank-callback-json',
      streamCourseVideo: 'none',
    };
    const extensionCalls = operations.filter(
      (entry) =>
        entry.op['x-extension'] === true ||
        Object.values((entry.op.responses ?? {}) as Record<string, unknown>).some(
          (response) => deref(response)['x-extension'] === true,
        ),
    );
    expect(extensionCalls.length).toBeGreaterThan(5);
    for (const { op } of extensionCalls) {
      const id = op.operationId as string;
      if (named.has(id)) continue;
      expect(byRule[id], `${id} is an extension without a capability`).toBeDefined();
      if (byRule[id] !== 'none')
        expect(capabilities.find((entry) => entry.id === byRule[id])?.rule).toBeDefined();
    }
  });

  it('makes each version a named set: the later one every capability, the earlier one fewer', () => {
    expect(versionOf(new Set(VERSION_CAPABILITIES.later))).toBe('later');
    expect(versionOf(new Set(VERSION_CAPABILITIES.earlier))).toBe('earlier');
    expect(VERSION_CAPABILITIES.earlier.length).toBeLessThan(VERSION_CAPABILITIES.later.length);
    expect(versionOf(new Set(VERSION_CAPABILITIES.later.slice(1)))).toBeNull();
  });
});

describe('docs/capabilities.md', () => {
  it('holds the registry’s table, with what happens without each capability', () => {
    const page = readFileSync(join(root, 'docs', 'capabilities.md'), 'utf8');
    // A stale page fails here: `npm run capability-table` rewrites it.
    expect(capabilityTableIn(page)).toBe(normalizedTable(capabilityTable()));
    for (const entry of CAPABILITIES as readonly Capability[]) {
      expect(page).toContain(`\`${entry.id}\``);
      expect(page).toContain(entry.without);
    }
  });
});

// --- nobody else decides -------------------------------------------------------------------

/**
 * Where a 404 may still be read outside the registry: each means a record that is not there (a
 * page that cannot be shown), never a call the server does not have. A new one fails this test
 * until it goes through src/lib/capabilities or is listed here with its reason.
 */
const RECORD_NOT_FOUND: Record<string, { count: number; reason: string }> = {
  'src/lib/http/api-error.ts': {
    count: 2,
    reason: 'a read of a missing record: the not-found state',
  },
  'src/lib/http/index.ts': { count: 1, reason: 'exports isNotFound' },
  'src/entities/query/query-factories.ts': {
    count: 2,
    reason: 'a record read by id that is not there (an unknown article or course): not found',
  },
  'src/entities/payments/payment-failure.ts': {
    count: 1,
    reason: 'an unknown payment or course (a lost attempt’s payment the server does not know)',
  },
  'src/features/settings/payment-methods-tab.tsx': {
    count: 1,
    reason: 'a saved card already deleted',
  },
};

/** Reading a missing capability's stand-in, or an extension field, outside the registry. */
const DECIDES_A_CAPABILITY: RegExp[] = [
  /\?\?\s*(WALLET_CURRENCY|'AMD'|"AMD")/,
  /\.(total_spent|next_attempt_at|certificate_code|balance_currency)\b/,
  /\b(answer|body)\.(paymentId|withdrawal|limits)\b/,
];

const NOT_FOUND = [/\b404\b/, /\bisNotFound\b/, /\bhasStatus\([^)]*404/];

// Comments are left out: a comment may say "404"; only code decides.
const appFiles = () => appSourceFiles().filter((path) => !path.startsWith('src/lib/capabilities/'));

describe('no code outside the registry decides what a missing capability means', () => {
  it('reads a 404 only where a record is missing, each place listed with its reason', () => {
    const found: Record<string, number> = {};
    for (const path of appFiles()) {
      const code = codeOf(path);
      const count = code
        .split('\n')
        .filter((line) => NOT_FOUND.some((pattern) => pattern.test(line))).length;
      if (count > 0) found[path] = count;
    }
    const listed = Object.fromEntries(
      Object.entries(RECORD_NOT_FOUND).map(([path, entry]) => [path, entry.count]),
    );
    expect(found).toEqual(listed);
  });

  it('reads no extension field and no stand-in currency of its own', () => {
    const offenders = appFiles().flatMap((path) =>
      codeOf(path)
        .split('\n')
        .filter((line) => DECIDES_A_CAPABILITY.some((pattern) => pattern.test(line)))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a 404 read as "not offered" in a new place', () => {
    const code = withoutComments(
      'try { await listBootcamps(); } catch (error) { if (readApiError(error).status === 404) return []; } // 404',
    );
    expect(NOT_FOUND.some((pattern) => pattern.test(code))).toBe(true);
    expect(withoutComments('// a 404 in a comment')).not.toMatch(NOT_FOUND[0]!);
  });
});
