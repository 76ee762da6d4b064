import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';

/**
 * The /verify screen: four boxes of one digit each, a submit that
 * is possible only when all four are filled and nothing is in flight, and a resend action.
 * Two regions run side by side: entering and checking the code, and resending it.
 *
 * Focus is part of the model (`focusIndex`, re-requested through `focusSeq`), so the rules
 * "a digit moves on, backspace in an empty box moves back" are tested here, not in the DOM.
 * Effects are injected: actors `verify` and `resend`, action `goToSignIn`.
 */
export const CODE_LENGTH = 4;
export const REDIRECT_DELAY_MS = 2000;

export interface VerifyOutcome {
  ok: boolean;
  /** Success key, or the server's key for the refusal (`auth.something_went_wrong` if none). */
  messageKey: string;
}

export type ResendOutcome =
  | { kind: 'sent'; messageKey: string }
  /** The server asked to wait before another code (a 429 with `auth.wait_before_resend`). */
  | { kind: 'cooldown'; messageKey: string }
  | { kind: 'failed'; messageKey: string };

export interface VerificationCodeContext {
  email: string;
  digits: string[];
  focusIndex: number;
  /** Bumped on every focus request, so asking for the same box again still moves focus. */
  focusSeq: number;
  /** The key shown under the boxes: code_required, or the server's refusal. */
  errorKey: string | null;
  successKey: string | null;
  resendKey: string | null;
}

export type VerificationCodeEvent =
  /** The raw new value of box `index` after the user typed into it. */
  | { type: 'digit.input'; index: number; value: string }
  /** Backspace pressed in box `index`. */
  | { type: 'digit.backspace'; index: number }
  | { type: 'code.paste'; text: string }
  | { type: 'submit' }
  | { type: 'resend' };

const emptyDigits = () => Array.from({ length: CODE_LENGTH }, () => '');
const clamp = (index: number) => Math.max(0, Math.min(CODE_LENGTH - 1, index));
export const isComplete = (digits: string[]) => digits.every((digit) => /^[0-9]$/.test(digit));

export const verificationCodeMachine = setup({
  types: {
    context: {} as VerificationCodeContext,
    events: {} as VerificationCodeEvent,
    input: {} as { email: string },
  },
  actors: {
    verify: fromPromise<VerifyOutcome, { email: string; code: string }>(async () => {
      throw new Error('verify is provided by the view');
    }),
    resend: fromPromise<ResendOutcome, { email: string }>(async () => {
      throw new Error('resend is provided by the view');
    }),
  },
  actions: {
    goToSignIn: () => {},
    typeDigit: assign(({ context, event }) => {
      if (event.type !== 'digit.input') return {};
      const typed = event.value.replace(/[^0-9]/g, '');
      const digits = [...context.digits];
      if (typed === '') {
        // A non-digit is cleared; focus stays for another try.
        digits[event.index] = '';
        return { digits, errorKey: null };
      }
      // One digit moves on; several (autofill, or typing over a digit) fill the boxes onward.
      const chars = typed.length > 1 && digits[event.index] !== '' ? typed.slice(-1) : typed;
      let last = event.index;
      for (const [offset, char] of [...chars].entries()) {
        const index = event.index + offset;
        if (index >= CODE_LENGTH) break;
        digits[index] = char;
        last = index;
      }
      return {
        digits,
        errorKey: null,
        focusIndex: clamp(last + 1),
        focusSeq: context.focusSeq + 1,
      };
    }),
    eraseBack: assign(({ context, event }) => {
      if (event.type !== 'digit.backspace') return {};
      if (context.digits[event.index] !== '') {
        const digits = [...context.digits];
        digits[event.index] = '';
        return { digits };
      }
      return { focusIndex: clamp(event.index - 1), focusSeq: context.focusSeq + 1 };
    }),
    /**
     * A refused code puts focus back on the boxes (the first empty one, else the first): like
     * every form's refused submit, so the error, described on the boxes, is read there.
     */
    focusRefusal: assign(({ context }) => {
      const empty = context.digits.indexOf('');
      return { focusIndex: empty === -1 ? 0 : empty, focusSeq: context.focusSeq + 1 };
    }),
    pasteCode: assign(({ context, event }) => {
      if (event.type !== 'code.paste') return {};
      const pasted = event.text.replace(/[^0-9]/g, '').slice(0, CODE_LENGTH);
      if (pasted === '') return {};
      const digits = emptyDigits().map((_, index) => pasted[index] ?? '');
      return {
        digits,
        errorKey: null,
        focusIndex: clamp(pasted.length),
        focusSeq: context.focusSeq + 1,
      };
    }),
  },
  guards: {
    codeIncomplete: ({ context }) => !isComplete(context.digits),
    nothingInFlight: and([
      not(stateIn({ resend: 'sending' })),
      not(stateIn({ code: 'verifying' })),
    ]),
  },
  delays: { redirectDelay: REDIRECT_DELAY_MS },
}).createMachine({
  id: 'verificationCode',
  type: 'parallel',
  context: ({ input }) => ({
    email: input.email,
    digits: emptyDigits(),
    focusIndex: 0,
    focusSeq: 0,
    errorKey: null,
    successKey: null,
    resendKey: null,
  }),
  states: {
    code: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'digit.input': { actions: 'typeDigit' },
            'digit.backspace': { actions: 'eraseBack' },
            'code.paste': { actions: 'pasteCode' },
            submit: [
              {
                guard: 'codeIncomplete',
                target: '.incomplete',
                actions: [assign({ errorKey: 'auth.code_required' }), 'focusRefusal'],
              },
              { guard: 'nothingInFlight', target: 'verifying' },
            ],
          },
          states: {
            idle: {},
            incomplete: {},
            /** The server refused the code (wrong, expired, already verified...). */
            rejected: {},
          },
        },
        verifying: {
          tags: ['busy'],
          entry: assign({ errorKey: null, resendKey: null }),
          invoke: {
            id: 'verify',
            src: 'verify',
            input: ({ context }) => ({ email: context.email, code: context.digits.join('') }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'verified',
                actions: assign(({ event }) => ({ successKey: event.output.messageKey })),
              },
              {
                target: 'editing.rejected',
                actions: [
                  assign(({ event }) => ({ errorKey: event.output.messageKey })),
                  'focusRefusal',
                ],
              },
            ],
            onError: {
              target: 'editing.rejected',
              actions: [assign({ errorKey: 'auth.something_went_wrong' }), 'focusRefusal'],
            },
          },
        },
        /** The success message shows for two seconds, then /sign-in. */
        verified: {
          after: { redirectDelay: { target: 'redirected', actions: 'goToSignIn' } },
        },
        redirected: { type: 'final' },
      },
    },
    resend: {
      initial: 'idle',
      states: {
        idle: {},
        sending: {
          tags: ['resending'],
          invoke: {
            id: 'resend',
            src: 'resend',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'sent',
                target: 'sent',
                actions: assign(({ event }) => ({ resendKey: event.output.messageKey })),
              },
              {
                guard: ({ event }) => event.output.kind === 'cooldown',
                target: 'coolingDown',
                actions: assign(({ event }) => ({ resendKey: event.output.messageKey })),
              },
              {
                target: 'failed',
                actions: assign(({ event }) => ({ resendKey: event.output.messageKey })),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ resendKey: 'auth.something_went_wrong' }),
            },
          },
        },
        /** A new code is in the mailbox: the old one no longer counts. */
        sent: {},
        /** The server asked to wait; shown as a notice, not as an error. */
        coolingDown: {},
        failed: {},
      },
      on: {
        resend: {
          guard: and([
            not(stateIn({ resend: 'sending' })),
            not(stateIn({ code: 'verified' })),
            not(stateIn({ code: 'redirected' })),
          ]),
          target: '.sending',
        },
      },
    },
  },
});
