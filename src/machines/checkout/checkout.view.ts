import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { verificationActorOf, type checkoutMachine } from './checkout.machine';
import type { paymentVerificationMachine } from './payment-verification.machine';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** The problem shown over the form, which replaces its Pay button with its own choices. */
export type CheckoutProblem = 'declined' | 'failed' | 'priceChanged';

/**
 * What checkout (or add funds) shows, by state: the one place that reads the machine's states for
 * a view. `form` is every state where the form stays on screen, with what is over it.
 */
export type CheckoutView =
  | { screen: 'loading' }
  | { screen: 'loadFailed' }
  | { screen: 'owned' }
  /** A payment an abandoned bank page left; its check is the child (absent until it starts). */
  | {
      screen: 'pendingCheck';
      verification: ActorRefFrom<typeof paymentVerificationMachine> | undefined;
    }
  | { screen: 'cancellingPending' }
  | { screen: 'succeeded' }
  | { screen: 'redirectingToBank' }
  | { screen: 'cancelled' }
  | {
      screen: 'form';
      /** A payment is on its way: another press of Pay does nothing. */
      paying: boolean;
      problem: CheckoutProblem | null;
      /** A pending payment followed under the form, or a lost answer being looked up. */
      progress:
        | { kind: 'confirming'; verification: ActorRefFrom<typeof paymentVerificationMachine> }
        | { kind: 'verifying' }
        | null;
    };

export function checkoutView(snapshot: Snapshot): CheckoutView {
  if (snapshot.matches('loading')) return { screen: 'loading' };
  if (snapshot.matches('loadFailed')) return { screen: 'loadFailed' };
  if (snapshot.matches('owned') || snapshot.matches('alreadyOwned')) return { screen: 'owned' };
  if (snapshot.matches('checkingPendingPayment'))
    return { screen: 'pendingCheck', verification: verificationActorOf(snapshot) };
  if (snapshot.matches('cancellingPendingPayment')) return { screen: 'cancellingPending' };
  if (snapshot.matches('succeeded')) return { screen: 'succeeded' };
  if (snapshot.matches('redirectingToBank')) return { screen: 'redirectingToBank' };
  if (snapshot.matches('cancelled')) return { screen: 'cancelled' };
  const form = (
    problem: CheckoutProblem | null,
    progress: Extract<CheckoutView, { screen: 'form' }>['progress'] = null,
  ): CheckoutView => ({ screen: 'form', paying: snapshot.hasTag('busy'), problem, progress });
  if (snapshot.matches('choosing') || snapshot.matches('paying')) return form(null);
  if (snapshot.matches('declined')) return form('declined');
  if (snapshot.matches('failed')) return form('failed');
  if (snapshot.matches('priceChanged')) return form('priceChanged');
  if (snapshot.matches('verifying')) return form(null, { kind: 'verifying' });
  if (snapshot.matches('confirmingPayment')) {
    const verification = verificationActorOf(snapshot);
    return form(null, verification ? { kind: 'confirming', verification } : null);
  }
  throw new Error(`checkout: no view for ${JSON.stringify(snapshot.value)}`);
}
