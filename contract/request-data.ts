// Request data built from the spec: the examples of each request body (with real files for
// binary fields), and for every validation rule the schema states (required, maxLength,
// minLength, pattern, format, enum, minimum/maximum, accepted file types and sizes) a body that
// breaks exactly that rule and nothing else.
import { readFileSync } from 'node:fs';
import { deref, operation, requestMedia, type Json, type JsonObject } from './spec';

// The harness's own small real files (contract/fixtures/, beside the bundle in its package), so
// that servers that sniff contents (Laravel's `mimes`/`image` rules) accept them.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export const sampleImage = (name = 'contract-photo.png'): File =>
  new File([fixture('photo.png')], name, { type: 'image/png' });

export const sampleVideo = (name = 'contract-video.webm'): File =>
  new File([fixture('video.webm')], name, { type: 'video/webm' });

const textFile = (): File =>
  new File(['This is plain text, not the file the field asks for.'], 'contract-not-media.txt', {
    type: 'text/plain',
  });

/** A file of the accepted kind padded past the size limit. */
function oversizedFile(property: JsonObject, limit: number): File {
  const media = String(property.contentMediaType ?? '');
  const base = media.startsWith('video/') ? sampleVideo() : sampleImage();
  return new File([base, new Uint8Array(limit + 1 - base.size)], base.name, { type: base.type });
}

const isBinary = (schema: JsonObject) => schema.type === 'string' && schema.format === 'binary';

/** A file that satisfies a binary field of the spec (by its `contentMediaType`). */
function fileFor(property: JsonObject, exampleName: unknown): File {
  const media = String(property.contentMediaType ?? '');
  if (media.startsWith('video/')) return sampleVideo();
  if (media.startsWith('image/')) return sampleImage();
  return new File(['contract harness file'], String(exampleName ?? 'contract-file.bin'));
}

const clone = <T>(value: T): T => structuredClone(value);

/** The first example of the operation's request body, with binary fields as real files. */
export function exampleBody(operationId: string, exampleName?: string): Record<string, unknown> {
  const media = requestMedia(operationId);
  if (!media) throw new Error(`${operationId} has no request body`);
  const found =
    media.examples.find(([name]) => name === exampleName) ?? media.examples[0] ?? undefined;
  if (!found) throw new Error(`${operationId} has no request example in the spec`);
  const body = clone(found[1]) as Record<string, unknown>;
  for (const [name, rawProperty] of Object.entries(
    (media.schema.properties as JsonObject | undefined) ?? {},
  )) {
    const property = deref<JsonObject>(rawProperty);
    if (isBinary(property) && name in body) body[name] = fileFor(property, body[name]);
    if (property['x-not-before'] === 'today' && typeof body[name] === 'string')
      body[name] = notInThePast(body[name]);
  }
  return body;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A day the server wants today or later (`x-not-before: today`): an example's fixed day ages
 * into the past, so a day gone by is sent as a week from now (ahead of every time zone's today).
 */
function notInThePast(day: string, now = Date.now()): string {
  const yesterday = new Date(now - DAY_MS).toISOString().slice(0, 10);
  return day > yesterday ? day : new Date(now + 7 * DAY_MS).toISOString().slice(0, 10);
}

/** Non-null branch of `anyOf: [x, {type: null}]` and `type: [x, 'null']`, resolved. */
function concrete(schema: Json): JsonObject {
  const resolved = deref<JsonObject>(schema);
  const anyOf = resolved.anyOf as Json[] | undefined;
  if (anyOf) {
    const branch = anyOf.map((item) => deref<JsonObject>(item)).find((s) => s.type !== 'null');
    return branch ? { ...resolved, ...branch, anyOf: null } : resolved;
  }
  if (Array.isArray(resolved.type)) {
    return { ...resolved, type: (resolved.type as string[]).find((t) => t !== 'null') ?? null };
  }
  return resolved;
}

export interface InvalidVariant {
  /** The field as Laravel names it in `errors`: `title_en`, `faqs.0.question_en`. */
  field: string;
  /** Which rule it breaks, for the report: "missing required field", "too long (max 255)". */
  rule: string;
  /** The `errors` keys any of which may report it (the field, its list, or the confirmed field). */
  reportedUnder: string[];
  /** Apply to a copy of a valid body. */
  apply(body: Record<string, unknown>): void;
}

const NOT_MATCHING = ['not valid!', '<>', '99:99:99', '-', 'x'];

function tooLongString(property: JsonObject, length: number): string {
  if (property.format === 'email') {
    const domain = '@example.test';
    return `${'a'.repeat(Math.max(1, length - domain.length))}${domain}`;
  }
  return 'a'.repeat(length);
}

/** The rules of one property, as values that break them. */
function brokenValues(property: JsonObject): { rule: string; value: unknown }[] {
  const broken: { rule: string; value: unknown }[] = [];
  const type = property.type;
  if (type === 'string' && isBinary(property)) {
    const extensions = property['x-accepted-extensions'] as string[] | undefined;
    if (extensions)
      broken.push({
        rule: `wrong file type (accepts ${extensions.join(', ')})`,
        value: textFile(),
      });
    const limit = property['x-max-size-bytes'] as number | undefined;
    // Uploading more than a few megabytes per check is left out (the 50 MB video limit).
    if (limit !== undefined && limit <= 5 * 1024 * 1024)
      broken.push({
        rule: `too large (max ${limit} bytes)`,
        value: oversizedFile(property, limit),
      });
    return broken;
  }
  if (type === 'string') {
    if (typeof property.maxLength === 'number')
      broken.push({
        rule: `too long (max ${property.maxLength})`,
        value: tooLongString(property, property.maxLength + 1),
      });
    if (typeof property.minLength === 'number' && property.minLength > 1)
      broken.push({
        rule: `too short (min ${property.minLength})`,
        value: 'a'.repeat(property.minLength - 1),
      });
    if (typeof property.pattern === 'string') {
      const pattern = new RegExp(property.pattern, 'u');
      const value = NOT_MATCHING.find((candidate) => !pattern.test(candidate));
      if (value !== undefined) broken.push({ rule: 'wrong format (pattern)', value });
      // Numbers written as strings (prices): their range lives in the pattern.
      if (pattern.test('1'))
        for (const outside of ['-1', '1000000000'])
          if (!pattern.test(outside))
            broken.push({ rule: `out of range (${outside})`, value: outside });
    } else if (property.format === 'email') {
      broken.push({ rule: 'wrong format (email)', value: 'not-an-email' });
    }
    if (Array.isArray(property.enum))
      broken.push({ rule: 'outside the enum', value: 'not-in-the-list' });
  }
  if (type === 'integer' || type === 'number') {
    if (Array.isArray(property.enum)) {
      const values = property.enum as number[];
      broken.push({ rule: 'outside the enum', value: Math.max(...values) + 1 });
    }
    if (typeof property.minimum === 'number')
      broken.push({
        rule: `out of range (min ${property.minimum})`,
        value: property.minimum - 1,
      });
    if (typeof property.maximum === 'number')
      broken.push({
        rule: `out of range (max ${property.maximum})`,
        value: property.maximum + 1,
      });
  }
  return broken;
}

/** Laravel reports `confirmed` on the confirmed field: `password` for `password_confirmation`. */
const reportedUnder = (field: string, list?: string): string[] => {
  const keys = [field];
  const confirmed = /^(.*)_confirmation$/.exec(field.split('.').pop()!);
  if (confirmed) keys.push(field.replace(/_confirmation$/, ''));
  if (list) keys.push(list);
  return keys;
};

function objectVariants(
  schema: JsonObject,
  locate: (body: Record<string, unknown>) => Record<string, unknown> | undefined,
  prefix: string,
  list: string | undefined,
  example: Record<string, unknown>,
): InvalidVariant[] {
  const variants: InvalidVariant[] = [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, rawProperty] of Object.entries(
    (schema.properties as JsonObject | undefined) ?? {},
  )) {
    const field = `${prefix}${name}`;
    const property = concrete(rawProperty);
    if (required.has(name)) {
      variants.push({
        field,
        rule: 'missing required field',
        reportedUnder: reportedUnder(field, list),
        apply: (body) => {
          delete locate(body)?.[name];
        },
      });
    }
    const confirmed = /^(.*)_confirmation$/.exec(name)?.[1];
    if (confirmed)
      variants.push({
        field,
        rule: `does not match ${confirmed}`,
        reportedUnder: reportedUnder(field, list),
        apply: (body) => {
          const target = locate(body);
          if (target) target[name] = `${String(target[confirmed] ?? '')}-does-not-match`;
        },
      });
    for (const { rule, value } of brokenValues(property)) {
      variants.push({
        field,
        rule,
        reportedUnder: reportedUnder(field, list),
        apply: (body) => {
          const target = locate(body);
          if (target) target[name] = value;
        },
      });
    }
    // Lists of objects: the rules of their items, on the first item (Laravel's `list.0.field`).
    const items = property.type === 'array' ? concrete(property.items ?? {}) : null;
    const first = (example[name] as unknown[] | undefined)?.[0];
    if (items?.type === 'object' && first && typeof first === 'object') {
      variants.push(
        ...objectVariants(
          items,
          (body) =>
            ((locate(body)?.[name] as unknown[] | undefined)?.[0] ?? undefined) as
              Record<string, unknown> | undefined,
          `${field}.0.`,
          field,
          first as Record<string, unknown>,
        ),
      );
    }
  }
  return variants;
}

/** One body per validation rule of the operation's request schema. */
export function invalidBodies(operationId: string): InvalidVariant[] {
  const media = requestMedia(operationId);
  if (!media) return [];
  return objectVariants(media.schema, (body) => body, '', undefined, exampleBody(operationId));
}

export interface InvalidQuery {
  field: string;
  rule: string;
  query: Record<string, string | number>;
}

/** One query per rule of the operation's query parameters (`page=0`, a too long `search`). */
export function invalidQueries(operationId: string): InvalidQuery[] {
  return operation(operationId)
    .parameters.filter((parameter) => parameter.in === 'query')
    .flatMap((parameter) =>
      brokenValues(concrete(parameter.schema ?? {})).map(({ rule, value }) => ({
        field: parameter.name as string,
        rule,
        query: { [parameter.name as string]: value as string | number },
      })),
    );
}
