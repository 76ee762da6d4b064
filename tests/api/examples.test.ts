// @vitest-environment node
// Every example in the spec (request bodies, parameters, responses per status) parses with the
// generated zod schema of that operation and status. A missing schema fails.
import { describe, expect, it } from 'vitest';
import { deref, listOperations, mediaExamples, zodSchemas, type Json } from './spec';

type JsonObject = { [key: string]: Json };

const operations = listOperations();

function parse(schemaName: string, value: unknown): void {
  const schema = zodSchemas[schemaName];
  expect(schema, `generated zod schema ${schemaName} is missing`).toBeDefined();
  const result = schema!.safeParse(value);
  expect(result.success, `${schemaName}: ${JSON.stringify(result.error, null, 2)}`).toBe(true);
}

/** Multipart examples name the file; the zod schema wants a File. */
function withFiles(schema: JsonObject, value: Json): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const properties = (deref<JsonObject>(schema).properties as JsonObject | undefined) ?? {};
  const copy: Record<string, unknown> = { ...value };
  for (const [name, property] of Object.entries(properties)) {
    if (deref<JsonObject>(property).format === 'binary' && typeof copy[name] === 'string') {
      copy[name] = new File(['example bytes'], copy[name] as string);
    }
  }
  return copy;
}

describe('spec examples parse with the generated zod schemas', () => {
  const requestCases = operations.flatMap(({ operationId, op }) => {
    const body = op.requestBody ? deref<JsonObject>(op.requestBody) : undefined;
    const content = (body?.content as JsonObject | undefined) ?? {};
    return Object.entries(content).flatMap(([mediaType, media]) =>
      mediaExamples(media as JsonObject).map(([name, value]) => ({
        operationId,
        mediaType,
        name,
        value,
        schema: (media as JsonObject).schema as JsonObject,
      })),
    );
  });

  it('has a request example for every request body', () => {
    const withBody = operations.filter(({ op }) => op.requestBody).map((o) => o.operationId);
    expect(new Set(requestCases.map((c) => c.operationId))).toEqual(new Set(withBody));
  });

  it.each(requestCases.map((c) => [`${c.operationId} ${c.mediaType} ${c.name}`, c] as const))(
    'request %s',
    (_label, { operationId, value, schema }) => {
      parse(`${operationId}Body`, withFiles(schema, value));
    },
  );

  const responseCases = operations.flatMap(({ operationId, op }) =>
    Object.entries(op.responses as JsonObject).flatMap(([status, rawResponse]) => {
      const content = (deref<JsonObject>(rawResponse).content as JsonObject | undefined) ?? {};
      const json = content['application/json'] as JsonObject | undefined;
      if (!json) return [];
      const examples = mediaExamples(json);
      return [{ operationId, status, examples }];
    }),
  );

  it('has at least one example for every JSON response', () => {
    const missing = responseCases.filter((c) => c.examples.length === 0);
    expect(missing.map((c) => `${c.operationId} ${c.status}`)).toEqual([]);
  });

  it.each(
    responseCases.flatMap(({ operationId, status, examples }) =>
      examples.map(
        ([name, value]) =>
          [`${operationId} ${status} ${name}`, { operationId, status, value }] as const,
      ),
    ),
  )('response %s', (_label, { operationId, status, value }) => {
    parse(`${operationId}${status}Response`, value);
  });

  it.each(
    operations
      .filter(({ parameters }) => parameters.length > 0)
      .map((operation) => [operation.operationId, operation] as const),
  )('parameters of %s', (_label, { operationId, parameters }) => {
    for (const location of ['path', 'query'] as const) {
      const params = parameters.filter((p) => p.in === location);
      if (params.length === 0) continue;
      for (const param of params)
        expect(param.example, `${operationId} ${param.name as string}`).toBeDefined();
      const name = location === 'path' ? `${operationId}Params` : `${operationId}QueryParams`;
      // As written in the spec, and as strings the way a URL carries them.
      parse(name, Object.fromEntries(params.map((p) => [p.name as string, p.example])));
      parse(name, Object.fromEntries(params.map((p) => [p.name as string, String(p.example)])));
    }
  });
});
