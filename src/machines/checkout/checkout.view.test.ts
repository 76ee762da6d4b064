// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { checkoutMachine } from './checkout.machine';
import { checkoutView } from './checkout.view';

// Built loosely on purpose: the view reads the state, not the input.
const input = {
  purpose: 'course_purchase',
  courseId: 7,
  classifyFailure: () => ({ kind: 'server' }),
  newIdempotencyKey: () => 'key',
};
const context = createActor(checkoutMachine, { input: input as never }).getSnapshot().context;

describe('checkout view', () => {
  it('gives every state of the checkout machine a screen', () => {
    expect(
      screenOfEveryState(checkoutMachine, context, checkoutView, (view) =>
        view.screen === 'form'
          ? `form${view.paying ? ' (paying)' : ''}${view.problem ? ` + ${view.problem}` : ''}${
              view.progress ? ` + ${view.progress.kind}` : ''
            }`
          : view.screen,
      ),
    ).toEqual({
      loading: 'loading',
      loadFailed: 'loadFailed',
      owned: 'owned',
      checkingPendingPayment: 'pendingCheck',
      cancellingPendingPayment: 'cancellingPending',
      'choosing.ready': 'form',
      'choosing.invalid': 'form',
      paying: 'form (paying)',
      verifying: 'form (paying) + verifying',
      // Nothing to follow until the verification child runs: the form waits, Pay locked.
      confirmingPayment: 'form (paying)',
      priceChanged: 'form + priceChanged',
      declined: 'form + declined',
      failed: 'form + failed',
      redirectingToBank: 'redirectingToBank',
      succeeded: 'succeeded',
      alreadyOwned: 'owned',
      cancelled: 'cancelled',
    });
  });
});
