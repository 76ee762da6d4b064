// Helpers for tests that call the mock through the generated client.
import { isAxiosError } from 'axios';
import { login } from '../../src/generated/client/auth/auth';
import { READY_ACCOUNTS } from '../db/seed';

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
