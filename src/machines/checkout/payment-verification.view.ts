import type { SnapshotFrom } from 'xstate';
import type { PaymentDetails } from './payment-types';
import type { paymentVerificationMachine } from './payment-verification.machine';

type Snapshot = SnapshotFrom<typeof paymentVerificationMachine>;

/**
 * What a payment's check shows, by state: the one place that reads the machine's states for a
 * view. `checking` and `waiting` are the two spinners (asking, and waiting to ask again).
 */
export type PaymentVerificationView =
  | { screen: 'checking' }
  | { screen: 'waiting' }
  | { screen: 'stillProcessing' }
  | { screen: 'checkFailed' }
  | { screen: 'succeeded'; payment: PaymentDetails | null }
  | { screen: 'declined'; payment: PaymentDetails | null; reason: string | null }
  | { screen: 'canceled'; payment: PaymentDetails | null; reason: string | null }
  | { screen: 'refunded'; payment: PaymentDetails | null }
  | { screen: 'unknown'; payment: PaymentDetails | null };

export function paymentVerificationView(snapshot: Snapshot): PaymentVerificationView {
  const { payment, reason } = snapshot.context;
  if (snapshot.matches('checking')) return { screen: 'checking' };
  if (snapshot.matches('waiting')) return { screen: 'waiting' };
  // A quiet re-check keeps "still processing" on screen.
  if (snapshot.matches('stillProcessing')) return { screen: 'stillProcessing' };
  if (snapshot.matches('checkFailed')) return { screen: 'checkFailed' };
  if (snapshot.matches('succeeded')) return { screen: 'succeeded', payment };
  if (snapshot.matches('declined')) return { screen: 'declined', payment, reason };
  if (snapshot.matches('canceled')) return { screen: 'canceled', payment, reason };
  if (snapshot.matches('refunded')) return { screen: 'refunded', payment };
  if (snapshot.matches('unknown')) return { screen: 'unknown', payment };
  throw new Error(`payment verification: no view for ${JSON.stringify(snapshot.value)}`);
}
