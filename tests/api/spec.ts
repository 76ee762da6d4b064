// Helpers for the API tests: the bundled spec (src/generated/openapi.json) and the generated
// zod schemas and faker mocks, looked up by the names orval gives them.
import spec from '../../src/generated/openapi.json';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const openapi = spec as unknown as JsonObject;

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

export interface Operation {
  operationId: string;
  method: string;
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

/** Example values of a media type (`examples` map or single `example`), named. */
export function mediaExamples(media: JsonObject | undefined): [string, Json][] {
  if (!media) return [];
  const named = Object.entries((media.examples as JsonObject | undefined) ?? {}).map(
    ([name, example]): [string, Json] => [name, deref<JsonObject>(example).value as Json],
  );
  if ('example' in media) named.push(['example', media.example as Json]);
  return named;
}

export const isProtected = (op: JsonObject): boolean => {
  const security = (op.security as Json[] | undefined) ?? (openapi.security as Json[]);
  return security.some((requirement) => Object.keys(requirement as JsonObject).length > 0);
};

type ZodLike = { safeParse: (value: unknown) => { success: boolean; error?: unknown } };

const zodModules = import.meta.glob<Record<string, unknown>>(
  '../../src/generated/zod/**/*.zod.ts',
  {
    eager: true,
  },
);
export const zodSchemas: Record<string, ZodLike> = Object.assign({}, ...Object.values(zodModules));

const mockModules = import.meta.glob<Record<string, unknown>>(
  '../../src/generated/client/**/*.msw.ts',
  {
    eager: true,
  },
);
export const mockExports: Record<string, unknown> = Object.assign(
  {},
  ...Object.values(mockModules),
);

export const upperFirst = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** Every string a 4xx/2xx example uses as a message key: `message_key` and the `errors` lists. */
export function collectMessageKeys(value: Json, isFlatErrorMap = false): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const keys: string[] = [];
  if (typeof value.message_key === 'string') keys.push(value.message_key);
  const errorMaps = isFlatErrorMap ? [value] : [value.errors];
  for (const map of errorMaps) {
    if (map && typeof map === 'object' && !Array.isArray(map)) {
      for (const list of Object.values(map)) {
        if (Array.isArray(list))
          keys.push(...list.filter((item): item is string => typeof item === 'string'));
      }
    }
  }
  return keys;
}
