// The bundled OpenAPI document (src/generated/openapi.json, built from api-spec/ by
// `npm run generate`) read as data: operations, paths, documented statuses and media types,
// examples, security and roles. The harness and the API tests both read the spec through here,
// so no path, method or status is written down a second time.
import document from '../src/generated/openapi.json';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Bundled into the harness's package: it checks the contract it was built with. */
export const openapi = document as unknown as JsonObject;

/** Follows local `$ref`s (`#/components/...`) until a non-reference node. */
export function deref<T = JsonObject>(node: unknown): T {
  let current = node as JsonObject;
  for (
    let hops = 0;
    hops < 20 && current && typeof current === 'object' && '$ref' in current;
    hops++
  ) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`Unexpected non-local $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((acc, part) => (acc as JsonObject)[part] as Json, openapi) as JsonObject;
  }
  return current as T;
}

export type Role = 'learner' | 'instructor';

export interface Operation {
  operationId: string;
  /** Upper case: GET, POST, ... */
  method: string;
  /** The path template, `/api/courses/{id}`. */
  path: string;
  tags: string[];
  op: JsonObject;
  parameters: JsonObject[];
}

export function listOperations(): Operation[] {
  const result: Operation[] = [];
  for (const [path, rawItem] of Object.entries(openapi.paths as JsonObject)) {
    const item = deref(rawItem);
    for (const method of HTTP_METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const parameters = [
        ...((item.parameters as Json[] | undefined) ?? []),
        ...((op.parameters as Json[] | undefined) ?? []),
      ].map((param) => deref(param));
      result.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        tags: (op.tags as string[] | undefined) ?? [],
        op,
        parameters,
      });
    }
  }
  return result;
}

const operationsById = new Map(listOperations().map((entry) => [entry.operationId, entry]));

/** The operation with this operationId; throws for an unknown id (a typo in the harness). */
export function operation(operationId: string): Operation {
  const found = operationsById.get(operationId);
  if (!found) throw new Error(`The spec has no operation ${operationId}`);
  return found;
}

/** Example values of a media type (`examples` map or single `example`), named. */
export function mediaExamples(media: JsonObject | undefined): [string, Json][] {
  if (!media) return [];
  const named = Object.entries((media.examples as JsonObject | undefined) ?? {}).map(
    ([name, example]): [string, Json] => [name, deref<JsonObject>(example).value as Json],
  );
  if ('example' in media) named.push(['example', media.example as Json]);
  return named;
}

/**
 * Whether a call needs a token: some requirement names a scheme and none is empty (`{}` makes the
 * token optional, as on the single course page, which answers more to a learner).
 */
export const isProtected = (op: JsonObject): boolean => {
  const security = (op.security as Json[] | undefined) ?? (openapi.security as Json[]);
  const sizes = security.map((requirement) => Object.keys(requirement as JsonObject).length);
  return sizes.some((size) => size > 0) && !sizes.includes(0);
};

/** The roles of `x-roles` (empty for public operations). */
/**
 * An operation the real backend is not known to have (`x-extension: true`, spec README before
 * decision 19): checked when the server has it, reported as not there when it answers 404.
 */
export const isExtension = (operationId: string): boolean =>
  operation(operationId).op['x-extension'] === true;

/**
 * What a call does with money (`x-moves-money`: charge, settle, cancel, refund, withdraw, card),
 * or null. Such calls are never sent unless writes are allowed against a sandbox bank.
 */
export const movesMoney = (operationId: string): string | null => {
  const kind = operation(operationId).op['x-moves-money'];
  return typeof kind === 'string' ? kind : null;
};

/** Answers marked `x-extension: true` of operations that are not extensions themselves. */
export const extensionAnswers = (): { entry: Operation; status: number }[] =>
  listOperations().flatMap((entry) =>
    entry.op['x-extension'] === true
      ? []
      : Object.entries(entry.op.responses as JsonObject)
          .filter(([, response]) => deref<JsonObject>(response)['x-extension'] === true)
          .map(([status]) => ({ entry, status: Number(status) })),
  );

/** Extension operations of the spec (`x-extension: true` on the operation itself). */
export const extensionOperations = (): Operation[] =>
  listOperations().filter((entry) => entry.op['x-extension'] === true);

export const rolesOf = (operationId: string): Role[] =>
  (operation(operationId).op['x-roles'] as Role[] | undefined) ?? [];

/** The statuses the spec documents for an operation, as numbers, in spec order. */
export function documentedStatuses(operationId: string): number[] {
  return Object.keys(operation(operationId).op.responses as JsonObject)
    .filter((status) => /^[1-5][0-9][0-9]$/.test(status))
    .map(Number);
}

/** The media types documented for one answer (`[]` when it has no body). */
export function responseMediaTypes(operationId: string, status: number): string[] {
  const response = (operation(operationId).op.responses as JsonObject)[String(status)];
  if (!response) return [];
  return Object.keys((deref<JsonObject>(response).content as JsonObject | undefined) ?? {});
}

export interface DocumentedHeader {
  /** As the spec writes it (`Content-Range`); HTTP header names are matched case-insensitively. */
  name: string;
  /** `required: true` in the spec: every answer with this status carries it. */
  required: boolean;
  schema: JsonObject;
}

/**
 * The response headers the spec documents for one answer (`headers` of the response object).
 * `Content-Type` is left out, as OpenAPI says: the media types already state it.
 */
export function responseHeaders(operationId: string, status: number): DocumentedHeader[] {
  const response = (operation(operationId).op.responses as JsonObject)[String(status)];
  if (!response) return [];
  const headers = (deref<JsonObject>(response).headers as JsonObject | undefined) ?? {};
  return Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== 'content-type')
    .map(([name, raw]) => {
      const header = deref<JsonObject>(raw);
      return {
        name,
        required: header.required === true,
        schema: deref<JsonObject>(header.schema ?? {}),
      };
    });
}

export interface RequestMedia {
  mediaType: string;
  schema: JsonObject;
  examples: [string, Json][];
}

/** The request body of an operation: its (first) media type, resolved schema and examples. */
export function requestMedia(operationId: string): RequestMedia | null {
  const body = operation(operationId).op.requestBody;
  if (!body) return null;
  const content = (deref<JsonObject>(body).content as JsonObject | undefined) ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !media) return null;
  return {
    mediaType,
    schema: deref<JsonObject>((media as JsonObject).schema),
    examples: mediaExamples(media as JsonObject),
  };
}

/** Fills the `{name}` segments of an operation's path template. */
export function buildPath(operationId: string, pathParams: Record<string, unknown> = {}): string {
  const { path } = operation(operationId);
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (!(name in pathParams)) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(String(pathParams[name]));
  });
}

const templates = listOperations().map((entry) => ({
  entry,
  pattern: new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  // Literal paths win over templated ones (`/api/wishlist/count` before `/api/courses/{id}`).
  literal: !entry.path.includes('{'),
}));

/** Which operation a request is, by method and URL path (for proxies and logs). */
export function matchOperation(method: string, urlPath: string): Operation | null {
  const candidates = templates.filter(
    ({ entry, pattern }) => entry.method === method.toUpperCase() && pattern.test(urlPath),
  );
  return (candidates.find((c) => c.literal) ?? candidates[0])?.entry ?? null;
}

/**
 * Every string an answer uses as a message key: `message_key`, the optional `error` of a failure
 * (decision 12) and the `errors` lists (or the flat map's). Field errors relative to a prefix
 * (the course form's `x-field-error-prefix`, decision 14) come back as full keys.
 */
export function collectMessageKeys(
  value: Json,
  isFlatErrorMap = false,
  fieldErrorPrefix: string | null = null,
): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const keys: string[] = [];
  if (typeof value.message_key === 'string') keys.push(value.message_key);
  if (typeof value.error === 'string') keys.push(value.error);
  const resolve = (key: string) =>
    fieldErrorPrefix && !key.startsWith('auth.') ? `${fieldErrorPrefix}${key}` : key;
  const errorMaps = isFlatErrorMap ? [value] : [value.errors];
  for (const map of errorMaps) {
    if (map && typeof map === 'object' && !Array.isArray(map)) {
      for (const list of Object.values(map)) {
        if (Array.isArray(list))
          keys.push(
            ...list.filter((item): item is string => typeof item === 'string').map(resolve),
          );
      }
    }
  }
  return keys;
}

/** The prefix an answer's field errors are relative to (`x-field-error-prefix`), else null. */
export function fieldErrorPrefix(operationId: string, status: number): string | null {
  const response = (operation(operationId).op.responses as JsonObject)[String(status)];
  if (!response) return null;
  const prefix = deref<JsonObject>(response)['x-field-error-prefix'];
  return typeof prefix === 'string' ? prefix : null;
}

/** The message keys of one answer of an operation, read as its schema and prefix say. */
export const messageKeysOfAnswer = (operationId: string, status: number, body: Json): string[] =>
  collectMessageKeys(
    body,
    hasFlatErrorMap(operationId, status),
    fieldErrorPrefix(operationId, status),
  );

/**
 * Whether an answer's 422 body is the flat `{field: [key]}` map (registration) rather than
 * `{message_key, errors}`: read from the schema it references, not from a list of names.
 */
export function hasFlatErrorMap(operationId: string, status: number): boolean {
  const response = (operation(operationId).op.responses as JsonObject)[String(status)];
  if (!response) return false;
  const content = (deref<JsonObject>(response).content as JsonObject | undefined) ?? {};
  const schema = deref<JsonObject>(
    (content['application/json'] as JsonObject | undefined)?.schema ?? {},
  );
  const properties = (schema.properties as JsonObject | undefined) ?? {};
  return Boolean(schema.additionalProperties) && !('errors' in properties);
}

/**
 * The `message_key` the spec fixes for an answer: the one every example of it carries (a 401's
 * `auth.unauthenticated`, a refusal's key, a success key), or null where the examples differ or
 * have none. 422 answers name the failing rule, so their key is never fixed.
 */
export function fixedMessageKey(operationId: string, status: number): string | null {
  if (status === 422) return null;
  const response = (operation(operationId).op.responses as JsonObject)[String(status)];
  if (!response) return null;
  const content = (deref<JsonObject>(response).content as JsonObject | undefined) ?? {};
  const keys = mediaExamples(content['application/json'] as JsonObject | undefined).map(
    ([, value]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? value.message_key : undefined,
  );
  const first = keys[0];
  return typeof first === 'string' && keys.every((key) => key === first) ? first : null;
}
