// Sign-in's and the code entry's answers (the original app's error keys), read with
// the one failure mapper, and where a signed-in user returns to.
import {
  failureMessage,
  failureOutcome,
  type CallFailureOptions,
} from '@/entities/forms/form-outcome';
import { rememberedFrom } from '@/lib/route-guards';
import { href, paths } from '@/lib/routes';
import type { SubmitOutcome } from '@/machines/form-submission/form-submission.machine';
import type {
  ResendOutcome,
  VerifyOutcome,
} from '@/machines/verification-code/verification-code.machine';

/** Sign-in answers that carry only a message key, and the fields that key is about. */
const signInKeyFields: Record<string, readonly string[]> = {
  'auth.invalid_credentials': ['email', 'password'],
  'auth.email_required': ['email'],
  'auth.email_invalid': ['email'],
  'auth.email_max': ['email'],
  'auth.email_not_found': ['email'],
  'auth.password_required': ['password'],
};

/** Sign-in refusals: an unverified e-mail goes to /verify; the rest file under their fields. */
export function loginFailure(error: unknown, email: string): SubmitOutcome {
  const outcome = failureOutcome(error, { keyFields: signInKeyFields });
  if (outcome.kind === 'failure' && outcome.messageKey === 'auth.email_not_verified')
    return { kind: 'redirect', to: href('verify', {}, { email, message: outcome.messageKey }) };
  return outcome;
}

/** A refused code: the code's (or the address's) own message, else the answer's. */
export function verifyFailure(error: unknown): VerifyOutcome {
  return { ok: false, messageKey: failureMessage(failureOutcome(error), ['code', 'email']) };
}

/** A refused resend: asked to wait (a 429, or its key) is a notice, anything else a failure. */
const RESEND_FAILURES: CallFailureOptions<'cooldown' | 'failed'> = {
  kinds: [
    { kind: 'cooldown', status: 429 },
    { kind: 'cooldown', messageKey: 'auth.wait_before_resend' },
  ],
  otherwise: 'failed',
};

export function resendFailure(error: unknown): ResendOutcome {
  const failure = failureOutcome(error, RESEND_FAILURES);
  return { kind: failure.kind, messageKey: failureMessage(failure, ['email']) };
}

/** The part of the app a user returns to after signing in (decision 6), or home. */
export function returnPath(state: unknown, expiredAt: string | null): string {
  return rememberedFrom(state) ?? expiredAt ?? paths.home;
}
