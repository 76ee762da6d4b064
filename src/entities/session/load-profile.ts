// The session machine's profile call over the generated client: it answers the profile or how
// loading it failed, named by the one failure mapper, so the machine reads no HTTP error.
import { getProfile } from '@/generated/client/user/user';
import type { ProfileAnswer, ProfileFailure } from '@/machines/auth-session/auth-session.machine';
import { failureOutcome, type CallFailureOptions } from '@/entities/forms/form-outcome';
import { normalizeUser } from './normalize-user';

/**
 * Only a refused token (401) ends the session; a cancelled call is asked again; no answer is the
 * visitor's connection; anything else is the server's own failure. Not logged here: the session
 * reports it as a warning, a condition the app handles rather than a defect.
 */
const PROFILE_FAILURES: CallFailureOptions<ProfileFailure['kind']> = {
  logged: false,
  kinds: [
    { kind: 'refused', status: 401 },
    { kind: 'cancelled', cancelled: true },
    { kind: 'offline', noAnswer: true },
  ],
  otherwise: 'server',
};

export async function loadProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  try {
    const answer = await getProfile({ signal });
    return { kind: 'profile', user: normalizeUser(answer.user, answer.role) };
  } catch (error) {
    return failureOutcome(error, PROFILE_FAILURES);
  }
}
