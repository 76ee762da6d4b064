// Helpers for the API tests: the bundled spec (src/generated/openapi.json), read through the
// contract harness's module so the tests and the harness share one reading of it, and the
// generated zod schemas and faker mocks, looked up by the names orval gives them.
export {
  collectMessageKeys,
  deref,
  fieldErrorPrefix,
  HTTP_METHODS,
  isProtected,
  listOperations,
  mediaExamples,
  messageKeysOfAnswer,
  openapi,
  type Json,
  type Operation,
} from '../../contract/spec';

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
