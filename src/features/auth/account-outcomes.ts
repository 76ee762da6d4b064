// Sign-in's answers as form outcomes (the error catalogue of part 1, section 8) and where a
// signed-in user returns to. Every other form reads failures with entities/forms/form-outcome.
import { FALLBACK_KEY } from '@/entities/forms/form-outcome';
import { firstFieldErrors, readApiError } from '@/lib/http';
import { rememberedFrom } from '@/lib/route-guards';
import { href, paths } from '@/lib/routes';
import type { SubmitOutcome } from '@/machines/form-submission/form-submission.machine';

/** Sign-in refusals: which field a login message key belongs under. */
export function loginFailure(error: unknown, email: string): SubmitOutcome {
  const answer = readApiError(error);
  const key = answer.message_key;
  if (key === 'auth.email_not_verified')
    return { kind: 'redirect', to: href('verify', {}, { email, message: key }) };
  if (key === 'auth.invalid_credentials')
    return { kind: 'fieldErrors', fieldErrors: { email: key, password: key } };
  const fieldErrors = firstFieldErrors(answer);
  if (key && !fieldErrors.email && !fieldErrors.password) {
    if (key.includes('email')) fieldErrors.email = key;
    else if (key.includes('password')) fieldErrors.password = key;
  }
  if (Object.keys(fieldErrors).length > 0) return { kind: 'fieldErrors', fieldErrors };
  return { kind: 'failure', messageKey: key ?? FALLBACK_KEY };
}

/** The part of the app a user returns to after signing in (decision 6), or home. */
export function returnPath(state: unknown, expiredAt: string | null): string {
  return rememberedFrom(state) ?? expiredAt ?? paths.home;
}
