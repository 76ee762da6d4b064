// The spec's own keywords, enforced on every answer from the bundled OpenAPI document
// (src/generated/openapi.json), beside the generated zod schemas. A generator may drop a keyword
// (orval's zod output once let 4.5 through where the spec says `integer`); the harness does not
// trust it alone. Covered: $ref, type (with 'null' and type lists), enum, const, anyOf/oneOf/allOf,
// required, properties, additionalProperties, items, minItems/maxItems, minimum/maximum and their
// exclusive forms, multipleOf, minLength/maxLength, pattern, and the formats date-time, date,
// email, uri, uuid. Custom formats (`decimal`, `phone`, …) carry their rule in `pattern`.
import { deref, operation, type Json, type JsonObject } from './spec';
import { formatIssuePath } from './schemas';

type Path = (string | number)[];

export interface SpecProblem {
  path: Path;
  message: string;
}

const RFC3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : `number ${value}`;
  if (typeof value === 'string')
    return `string "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value;
};

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

const formatProblem = (format: string, value: string): string | null => {
  switch (format) {
    case 'date-time':
      return RFC3339.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'not an RFC 3339 date-time';
    case 'date':
      return DATE.test(value) ? null : 'not a date (YYYY-MM-DD)';
    case 'email':
      return EMAIL.test(value) ? null : 'not an e-mail address';
    case 'uuid':
      return UUID.test(value) ? null : 'not a UUID';
    case 'uri':
      try {
        new URL(value);
        return null;
      } catch {
        return 'not an absolute URI';
      }
    default:
      return null;
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One allowed shape in a few words: `integer ≥ 1`, `string matching ^\\d+$`, `null`. */
export function shapeOf(raw: unknown): string {
  const schema = deref<JsonObject>(raw);
  if (!schema || typeof schema !== 'object') return 'anything';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((entry) => JSON.stringify(entry)).join(', ')}`;
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : schema.type
      ? [schema.type as string]
      : [];
  const parts = [types.length > 0 ? types.join(' or ') : 'any value'];
  if (typeof schema.minimum === 'number') parts.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === 'number') parts.push(`≤ ${schema.maximum}`);
  if (typeof schema.format === 'string') parts.push(`(${schema.format})`);
  if (typeof schema.pattern === 'string') parts.push(`matching ${schema.pattern}`);
  if (types.includes('object') && Array.isArray(schema.required) && schema.required.length > 0)
    parts.push(`with ${(schema.required as string[]).join(', ')}`);
  return parts.join(' ');
}

/** Every way `value` breaks `schema`, with the path to it. */
export function validateAgainstSpec(
  rawSchema: unknown,
  value: unknown,
  path: Path = [],
): SpecProblem[] {
  const schema = deref<JsonObject>(rawSchema);
  if (!schema || typeof schema !== 'object') return [];
  const problems: SpecProblem[] = [];
  const fail = (message: string, at: Path = path) => problems.push({ path: at, message });

  for (const part of (schema.allOf as Json[] | undefined) ?? [])
    problems.push(...validateAgainstSpec(part, value, path));

  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (branches) {
    const results = branches.map((branch) => validateAgainstSpec(branch, value, path));
    if (!results.some((result) => result.length === 0)) {
      // Report the branch whose type fits the value (the non-null one for a value), if any.
      const fitting = branches.findIndex((branch) => {
        const type = deref<JsonObject>(branch).type;
        const types = Array.isArray(type) ? (type as string[]) : type ? [type as string] : [];
        return types.length === 0 || types.some((t) => typeMatches(t, value));
      });
      if (fitting >= 0) problems.push(...results[fitting]!);
      else
        fail(
          `none of the allowed shapes fits (${branches.map((branch) => shapeOf(branch)).join('; or ')}), received ${describe(value)}`,
        );
    }
  }

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((type) => typeMatches(type, value))) {
      fail(`expected ${types.join(' or ')}, received ${describe(value)}`);
      return problems;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => same(allowed, value)))
    fail(
      `expected one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}, received ${describe(value)}`,
    );
  if ('const' in schema && !same(schema.const, value))
    fail(`expected ${JSON.stringify(schema.const)}, received ${describe(value)}`);

  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      fail(`${value} is below the minimum ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      fail(`${value} is above the maximum ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      fail(`${value} is not above ${schema.exclusiveMinimum}`);
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
      fail(`${value} is not below ${schema.exclusiveMaximum}`);
    if (typeof schema.multipleOf === 'number' && !Number.isInteger(value / schema.multipleOf))
      fail(`${value} is not a multiple of ${schema.multipleOf}`);
  }

  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength)
      fail(`${length} characters, the minimum is ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && length > schema.maxLength)
      fail(`${length} characters, the maximum is ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      fail(`${describe(value)} does not match the pattern ${schema.pattern}`);
    if (typeof schema.format === 'string') {
      const problem = formatProblem(schema.format, value);
      if (problem) fail(`${describe(value)} is ${problem}`);
    }
  }

  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      fail(`${value.length} items, the minimum is ${schema.minItems}`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      fail(`${value.length} items, the maximum is ${schema.maxItems}`);
    if (schema.items)
      value.forEach((item, index) =>
        problems.push(...validateAgainstSpec(schema.items, item, [...path, index])),
      );
  }

  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties as JsonObject | undefined) ?? {};
    for (const name of (schema.required as string[] | undefined) ?? [])
      if (!(name in record)) fail('required, missing', [...path, name]);
    for (const [name, child] of Object.entries(record)) {
      if (name in properties)
        problems.push(...validateAgainstSpec(properties[name], child, [...path, name]));
      else if (schema.additionalProperties === false)
        fail('not allowed by the spec', [...path, name]);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        problems.push(...validateAgainstSpec(schema.additionalProperties, child, [...path, name]));
    }
  }
  return problems;
}

/** The JSON schema the spec documents for one answer, or null. */
export function responseJsonSchema(operationId: string, status: number): JsonObject | null {
  const response = (operation(operationId).op.responses as JsonObject)[String(status)];
  if (!response) return null;
  const content = (deref<JsonObject>(response).content as JsonObject | undefined) ?? {};
  const media = content['application/json'] as JsonObject | undefined;
  return media?.schema ? deref<JsonObject>(media.schema) : null;
}

/** `path: message` lines for an answer, as `schemaProblems` writes zod's. */
export function specSchemaProblems(operationId: string, status: number, body: unknown): string[] {
  const schema = responseJsonSchema(operationId, status);
  if (!schema) return [];
  return validateAgainstSpec(schema, body).map(
    (problem) => `${formatIssuePath(problem.path)}: ${problem.message}`,
  );
}
