// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { withdrawalMachine } from './withdrawal.machine';
import { withdrawalView } from './withdrawal.view';

// Built loosely on purpose: the view reads the state, not the input.
const input = {
  balance: { amount: '100.00', currency: 'AMD' },
  classifyFailure: () => ({ kind: 'server' }),
  newIdempotencyKey: () => 'key',
};
const context = createActor(withdrawalMachine, { input: input as never }).getSnapshot().context;

describe('withdrawal view', () => {
  it('gives every state of the withdrawal machine a screen', () => {
    expect(
      screenOfEveryState(withdrawalMachine, context, withdrawalView, (view) =>
        view.screen === 'form'
          ? `form${view.refused ? ' (refused)' : ''}`
          : view.screen === 'review'
            ? `review${view.busy ? ' (busy)' : ''}`
            : view.screen,
      ),
    ).toEqual({
      'editing.ready': 'form',
      'editing.invalid': 'form (refused)',
      confirming: 'review',
      submitting: 'review (busy)',
      checking: 'review (busy)',
      failed: 'review',
      submitted: 'submitted',
    });
  });
});
