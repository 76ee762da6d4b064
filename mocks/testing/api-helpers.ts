// Helpers for tests that call the mock through the generated client.
import { isAxiosError } from 'axios';
import { getResponse } from 'msw';
import { login } from '../../src/generated/client/auth/auth';
import type { Db } from '../db/db';
import { READY_ACCOUNTS } from '../db/seed';
import { apiHandlers } from '../handlers';

export interface Failure {
  status: number;
  body: unknown;
}

/** The status and body of a rejected call (fails when the call succeeded). */
export async function failure(call: Promise<unknown>): Promise<Failure> {
  try {
    await call;
  } catch (error) {
    if (isAxiosError(error) && error.response)
      return { status: error.response.status, body: error.response.data };
    throw error;
  }
  throw new Error('The call succeeded but a failure was expected');
}

/** Signs in one of the ready accounts and returns its token. */
export async function signIn(who: keyof typeof READY_ACCOUNTS): Promise<string> {
  const answer = await login(READY_ACCOUNTS[who]);
  return answer.token;
}

/** A small in-memory file (video, image) for multipart calls. */
export const fakeFile = (name: string, type: string, size = 16): File =>
  new File([new Uint8Array(size)], name, { type });

/**
 * The mock's own answer to `request` (its handlers, run as if the override were not there): for an
 * msw override that changes what a server sends, e.g. a real backend without the contract's
 * extensions. The mock itself keeps sending them.
 */
export async function mockAnswer(request: Request): Promise<{ status: number; body: unknown }> {
  const response = await getResponse(apiHandlers, request);
  if (!response) throw new Error(`the mock does not answer ${request.method} ${request.url}`);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * Makes `courseId` the user's as a completed purchase would (no payment behind it): for tests of
 * what only buyers may do (watch, review, report progress).
 */
export function grantPurchase(db: Db, userId: number, courseId: number): void {
  if (db.state.purchases.some((entry) => entry.user_id === userId && entry.course_id === courseId))
    return;
  db.state.purchases.push({
    id: db.nextId('purchases'),
    user_id: userId,
    course_id: courseId,
    payment_id: 0,
    created_at: db.nowIso(),
  });
}
