import type { SnapshotFrom } from 'xstate';
import type { verificationCodeMachine } from './verification-code.machine';

type Snapshot = SnapshotFrom<typeof verificationCodeMachine>;

/**
 * What the verify page shows, by state: the one place that reads the machine's states for a view.
 * Its two regions run side by side: the code being entered, and the resending of a new one.
 */
export interface VerificationCodeView {
  code: 'entering' | 'verifying' | 'verified';
  /** How the resend's message is said: none yet, sending, sent, cooling down, or failed. */
  resend: 'idle' | 'sending' | 'sent' | 'coolingDown' | 'failed';
}

function codeView(snapshot: Snapshot): VerificationCodeView['code'] {
  if (snapshot.matches({ code: 'editing' })) return 'entering';
  if (snapshot.matches({ code: 'verifying' })) return 'verifying';
  if (snapshot.matches({ code: 'verified' }) || snapshot.matches({ code: 'redirected' }))
    return 'verified';
  throw new Error(`verification code: no view for ${JSON.stringify(snapshot.value)}`);
}

function resendView(snapshot: Snapshot): VerificationCodeView['resend'] {
  if (snapshot.matches({ resend: 'idle' })) return 'idle';
  if (snapshot.matches({ resend: 'sending' })) return 'sending';
  if (snapshot.matches({ resend: 'sent' })) return 'sent';
  if (snapshot.matches({ resend: 'coolingDown' })) return 'coolingDown';
  if (snapshot.matches({ resend: 'failed' })) return 'failed';
  throw new Error(`verification code: no view for ${JSON.stringify(snapshot.value)}`);
}

export const verificationCodeView = (snapshot: Snapshot): VerificationCodeView => ({
  code: codeView(snapshot),
  resend: resendView(snapshot),
});
