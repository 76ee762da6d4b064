// Checks the mock's own answers against the spec (the generated zod schema of the operation and
// status): a mismatch is a bug in the mock. Tests and the standalone server run it; browser builds
// swap this file for answer-check.browser.ts (vite.config.ts), which keeps the answer schemas and
// openapi.json out of the browser's mock (its size budget).
import { MockDriftError, responseSchema, responseStatuses } from './schemas';

/** What the check reads of an answer (`Reply` in route.ts). */
export interface CheckedAnswer {
  status: number;
  body: unknown;
  /** Raw bytes (the video, its ranges): not JSON, only the status is checked. */
  raw?: unknown;
  /** A redirect: no body, but the spec must list its status. */
  location?: string;
}

/** Throws `MockDriftError` when the answer is not one the spec allows for the operation. */
export function checkAnswer(operationId: string, answer: CheckedAnswer): void {
  // Raw bytes and redirects have no JSON to check, but the spec must list their status.
  if (answer.raw || answer.location !== undefined) {
    if (!responseStatuses(operationId).includes(answer.status))
      throw new MockDriftError(`${operationId} has no ${answer.status} answer in the spec`);
    return;
  }
  const schema = responseSchema(operationId, answer.status);
  if (!schema)
    throw new MockDriftError(`${operationId} has no ${answer.status} answer in the spec`);
  const result = schema.safeParse(answer.body);
  if (!result.success) {
    throw new MockDriftError(
      `${operationId} ${answer.status} does not match the spec: ${JSON.stringify(result.error.issues.slice(0, 5))}`,
    );
  }
}
