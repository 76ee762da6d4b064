// The generated zod schemas (src/generated/zod), found by the names orval gives them:
// `<operationId><status>Response`, `<operationId>Body`, `<operationId>Params`,
// `<operationId>QueryParams`. The harness validates every answer with these and nothing else.
import type { ZodType } from 'zod';
import { generatedZodSchemas } from '../mocks/lib/api-schemas';

/** Every exported zod schema of src/generated/zod, by export name. */
export const zodSchemas = generatedZodSchemas;

export const responseSchema = (operationId: string, status: number): ZodType | undefined =>
  zodSchemas.get(`${operationId}${status}Response`);

export const bodySchema = (operationId: string): ZodType | undefined =>
  zodSchemas.get(`${operationId}Body`);

/** `a.b[0].c` from a zod issue path; `(body)` for the root. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** Parses `value` with `schema`; one line per problem, `path: message`. */
export function schemaProblems(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${formatIssuePath(issue.path)}: ${issue.message.replace(/^Invalid input: /, '')}`,
  );
}
