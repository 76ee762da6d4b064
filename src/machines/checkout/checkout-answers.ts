/**
 * How the checkout's states read what a server call answered: every call answers an outcome,
 * a failure among them, and a call that threw instead (a fault of the app) is shown as one too.
 */
import type { PaymentCallFailed, PaymentFailure } from './payment-types';
import type { PaymentVerificationOutput } from './payment-verification.machine';

/** The failure a call answered, when it failed. */
export const failureOf = (
  answer: { outcome: string } | PaymentCallFailed,
): PaymentFailure | null =>
  answer.outcome === 'failed' ? (answer as PaymentCallFailed).failure : null;

/** Whether a call failed in this way. */
export const failedAs = (answer: { outcome: string }, kind: PaymentFailure['kind']) =>
  failureOf(answer)?.kind === kind;

/** What a call that threw instead of answering (a fault of the app) is shown as. */
export const THREW: PaymentFailure = { kind: 'server' };

/** Whether the verification child ended with this outcome. */
export const hasOutcome = (
  output: PaymentVerificationOutput,
  outcome: PaymentVerificationOutput['outcome'],
) => output.outcome === outcome;
