// @vitest-environment node
// The harness reads the same contract as the app: every generated zod schema is in its
// registry, every documented JSON answer has one, requests map back to operations through the
// spec's paths, and each invalid body it builds breaks the generated request schema at exactly
// the field it claims to.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleBody, invalidBodies } from '../../contract/request-data';
import { bodySchema, responseSchema, zodSchemas } from '../../contract/schemas';
import {
  buildPath,
  listOperations,
  matchOperation,
  requestMedia,
  responseMediaTypes,
  documentedStatuses,
} from '../../contract/spec';
import { languagesMissing, serverKeysByLanguage } from '../../contract/translations';

const generated = import.meta.glob<Record<string, unknown>>('../../src/generated/zod/**/*.zod.ts', {
  eager: true,
});

describe('the harness shares the generated contract', () => {
  it('has every generated zod schema in its registry', () => {
    const names = Object.values(generated).flatMap((module) =>
      Object.entries(module)
        .filter(([, value]) => value && typeof value === 'object' && 'safeParse' in value)
        .map(([name]) => name),
    );
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !zodSchemas.has(name))).toEqual([]);
  });

  it('has a response schema for every documented JSON answer', () => {
    const missing = listOperations().flatMap(({ operationId }) =>
      documentedStatuses(operationId)
        .filter((status) => responseMediaTypes(operationId, status).includes('application/json'))
        .filter((status) => !responseSchema(operationId, status))
        .map((status) => `${operationId} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('maps every operation path back to its operation', () => {
    for (const { operationId, method, parameters } of listOperations()) {
      const path = buildPath(
        operationId,
        Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name as string, p.example]),
        ),
      );
      expect(matchOperation(method, path)?.operationId, `${method} ${path}`).toBe(operationId);
    }
    expect(matchOperation('GET', '/api/not-in-the-spec')).toBeNull();
  });

  it('reads the translations of every language', () => {
    // Bundled into its package one import a language: each folder of src/locales has its line.
    const folders = readdirSync(new URL('../../src/locales/', import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...serverKeysByLanguage.keys()].sort()).toEqual(folders.sort());
    expect(folders).toEqual(['arm', 'en', 'ru']);
    expect(languagesMissing('auth.unauthenticated')).toEqual([]);
    expect(languagesMissing('auth.not_a_real_key')).toEqual(['arm', 'en', 'ru']);
  });
});

describe('invalid bodies built from the spec', () => {
  const withBodies = listOperations().filter(
    ({ operationId }) => requestMedia(operationId) && documentedStatuses(operationId).includes(422),
  );

  it.each(withBodies.map(({ operationId }) => [operationId] as const))(
    '%s: the example is valid, each variant breaks its own field',
    (operationId) => {
      const schema = bodySchema(operationId);
      expect(schema, `${operationId}Body`).toBeDefined();
      expect(schema!.safeParse(exampleBody(operationId)).success).toBe(true);
      const variants = invalidBodies(operationId);
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) {
        // File types and sizes, and confirmations, are rules zod cannot see.
        if (/file type|too large|does not match/.test(variant.rule)) continue;
        const body = exampleBody(operationId);
        variant.apply(body);
        const result = schema!.safeParse(body);
        expect(result.success, `${operationId} ${variant.field}: ${variant.rule}`).toBe(false);
        const paths = result.error!.issues.map((issue) => issue.path.join('.'));
        expect(
          paths.every((path) => variant.reportedUnder.some((field) => path.startsWith(field))),
          `${operationId} ${variant.field} (${variant.rule}) broke ${paths.join(', ')}`,
        ).toBe(true);
      }
    },
  );
});

describe('examples of a day that must not be past (x-not-before: today)', () => {
  it('sends an example day gone by as a day ahead, so the example stays valid', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const operationId of ['bookCall', 'sendContactMessage']) {
      const body = exampleBody(operationId, 'withPreferredTime');
      if (!('preferred_date' in body)) continue;
      expect(String(body.preferred_date) >= today, operationId).toBe(true);
    }
    // The spec's own example day is fixed (and past by now): the harness moved it.
    expect(String(exampleBody('bookCall', 'withPreferredTime').preferred_date) > '2026-12-01').toBe(
      true,
    );
  });
});
