import type { LoginResponse, User } from '@/generated/model';
import { loginCarriesProfile } from '@/lib/capabilities/discovery';
import { normalizeUser } from './normalize-user';

/**
 * The profile a sign-in answer carries, or null when the client must load it: only the later
 * version's answer, which puts `role` beside `user` (decision 33), is the whole profile. The
 * earlier one's `user` is not taken for it (that client always loaded the profile next). Its own
 * module: only the sign-in page (a lazy route) needs it, not the entry.
 */
export function profileFromLogin(answer: LoginResponse): User | null {
  if (!loginCarriesProfile(answer)) return null;
  return normalizeUser(answer.user, answer.role);
}
