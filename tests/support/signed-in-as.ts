// The one way a jsdom test signs in: a ready account of the mock's seed signs in on
// the mock backend and its token is stored where the app reads it, so the app (the live session
// or a page's calls) starts signed in, as after a real sign-in.
import type { READY_ACCOUNTS } from '../../mocks/db/seed';
import { signIn } from '../../mocks/testing/api-helpers';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http/http-client';

/** Signs in `role`'s ready account, stores its token as the app does, and answers the token. */
export async function signedInAs(role: keyof typeof READY_ACCOUNTS): Promise<string> {
  const token = await signIn(role);
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return token;
}
