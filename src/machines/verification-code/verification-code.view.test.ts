// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { verificationCodeMachine } from './verification-code.machine';
import { verificationCodeView } from './verification-code.view';

const context = createActor(verificationCodeMachine, {
  input: { email: 'a@example.com' } as never,
}).getSnapshot().context;

// The two regions run side by side: every code state with every resend state.
const code = {
  'editing.idle': 'entering',
  'editing.incomplete': 'entering',
  'editing.rejected': 'entering',
  verifying: 'verifying',
  verified: 'verified',
  redirected: 'verified',
} as const;
const resend = {
  idle: 'idle',
  sending: 'sending',
  sent: 'sent',
  coolingDown: 'coolingDown',
  failed: 'failed',
} as const;

describe('verification code view', () => {
  it('gives every combination of the two regions a view', () => {
    const expected = Object.fromEntries(
      Object.entries(code).flatMap(([codeState, codeView]) =>
        Object.entries(resend).map(([resendState, resendView]) => [
          `code.${codeState} + resend.${resendState}`,
          `${codeView} / ${resendView}`,
        ]),
      ),
    );
    expect(
      screenOfEveryState(
        verificationCodeMachine,
        context,
        verificationCodeView,
        (view) => `${view.code} / ${view.resend}`,
      ),
    ).toEqual(expected);
  });
});
