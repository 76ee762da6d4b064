// The spec's answers by operationId: its statuses, and the generated zod schema of each
// (`<op><status>Response`), against which answer-check.ts checks the mock's answers. Node only
// (tests, the standalone server, the contract harness); requests are in request-schemas.ts.
import type { ZodType } from 'zod';
import openapi from '../../src/generated/openapi.json';
import { generatedZodSchemas as registry } from './api-schemas';

type SpecOperation = { operationId?: string; responses?: Record<string, unknown> };

/** Documented statuses by operationId (answers without a body, a 302, have no zod schema). */
const statusesById = new Map(
  Object.values(openapi.paths as Record<string, Record<string, SpecOperation>>).flatMap((item) =>
    Object.values(item)
      .filter((op) => typeof op === 'object' && op !== null && op.operationId)
      .map((op) => [op.operationId!, Object.keys(op.responses ?? {}).map(Number)] as const),
  ),
);

export const responseStatuses = (operationId: string): number[] =>
  statusesById.get(operationId) ?? [];

export function responseSchema(operationId: string, status: number): ZodType | undefined {
  return registry.get(`${operationId}${status}Response`);
}

/** Thrown when the mock answers something the spec does not allow: a bug in the mock. */
export class MockDriftError extends Error {
  override name = 'MockDriftError';
}
