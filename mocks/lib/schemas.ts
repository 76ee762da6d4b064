// Every generated zod schema, found by operationId: `<op>Body` for the request and
// `<op><status>Response` for each answer. The mock checks both, so it cannot drift from the spec.
import type { ZodType } from 'zod';
import { generatedZodSchemas as registry } from './api-schemas';

export function responseSchema(operationId: string, status: number): ZodType | undefined {
  return registry.get(`${operationId}${status}Response`);
}

export function bodySchema(operationId: string): ZodType | undefined {
  return registry.get(`${operationId}Body`);
}

export function queryParamsSchema(operationId: string): ZodType | undefined {
  return registry.get(`${operationId}QueryParams`);
}

/** Thrown when the mock answers something the spec does not allow: a bug in the mock. */
export class MockDriftError extends Error {
  override name = 'MockDriftError';
}
