// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { paymentVerificationMachine } from './payment-verification.machine';
import { paymentVerificationView } from './payment-verification.view';

// Built loosely on purpose: the view reads the state, not the input.
const input = { paymentId: 'pay-1', classifyFailure: () => ({ kind: 'server' }) };
const context = createActor(paymentVerificationMachine, { input: input as never }).getSnapshot()
  .context;

describe('payment verification view', () => {
  it('gives every state of the payment verification machine a screen', () => {
    expect(
      screenOfEveryState(paymentVerificationMachine, context, paymentVerificationView),
    ).toEqual({
      checking: 'checking',
      waiting: 'waiting',
      'stillProcessing.idle': 'stillProcessing',
      // A quiet re-check keeps the page as it is.
      'stillProcessing.rechecking': 'stillProcessing',
      checkFailed: 'checkFailed',
      succeeded: 'succeeded',
      declined: 'declined',
      canceled: 'canceled',
      refunded: 'refunded',
      unknown: 'unknown',
    });
  });
});
