import { assign, fromPromise, setup } from 'xstate';

/**
 * One typed form, from typing to its outcome, bound by `useFormSubmission`
 * (src/entities/forms): sign in, sign up, forgot and reset password; the three public forms
 * (book a call, send a message, newsletter); the phone and password settings; the course review.
 * The multi-step flows have machines of their own: the course form (course-form/), the code
 * entry (verification-code/), and checkout and payment verification (checkout/).
 *
 * The values live in the machine, so a refused or failed submit can never lose what the user
 * typed. Client rules run before any call: the form's `validate` reaches the machine as a
 * provided guard and action (`withClientRules`), never as a function in its context. The call
 * itself is the `submit` actor, supplied by the view with `.provide()`, which turns the server's
 * answer into a `SubmitOutcome`. Navigation and "signed in" are the injected actions `navigate` and
 * `reportSuccess`, so tests drive the same machine with fakes.
 */
import type { FieldErrors } from '../call-failure';

export type { FieldErrors };
export type FormValues = Record<string, string>;

export type SubmitOutcome =
  /** The server accepted. `redirectTo` leaves the form after `redirectDelayMs`. */
  | { kind: 'success'; messageKey: string; redirectTo?: string; data?: unknown }
  /** The server refused fields (422): each field shows its first message key. */
  | { kind: 'fieldErrors'; fieldErrors: FieldErrors; messageKey?: string }
  /** Anything else: one message for the whole form. */
  | { kind: 'failure'; messageKey: string }
  /** The answer means the user belongs elsewhere (e.g. an unverified e-mail goes to /verify). */
  | { kind: 'redirect'; to: string };

export interface FormSubmissionInput {
  initialValues: FormValues;
  /** Public forms and forgot-password empty their fields after success. */
  clearOnSuccess?: boolean;
  /** Verify and reset wait 2 s on their success message before going to /sign-in. */
  redirectDelayMs?: number;
  /** Shown if the submit actor itself throws (it should map every answer to an outcome). */
  fallbackFailureKey?: string;
}

export interface FormSubmissionContext {
  initialValues: FormValues;
  values: FormValues;
  fieldErrors: FieldErrors;
  /** The success, failure or form-level message key on show, if any. */
  messageKey: string | null;
  clearOnSuccess: boolean;
  redirectDelayMs: number;
  fallbackFailureKey: string;
  redirectTo: string | null;
}

export type FormSubmissionEvent =
  { type: 'field.change'; field: string; value: string } | { type: 'submit' };

/** A form's client rules: field → message key for each broken rule; empty when all pass. */
export type ClientRules = (values: FormValues) => FieldErrors;
const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionInput,
  },
  actors: {
    submit: fromPromise<SubmitOutcome, { values: FormValues }>(async () => {
      throw new Error('submit is provided by the view');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    reportSuccess: (_, _params: { data: unknown }) => {},
    setValue: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      // Typing in a field answers its error: the message goes until the next submit.
      const { [event.field]: _answered, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    // No rules unless the form gives its own (`withClientRules`).
    showClientErrors: assign(() => ({
      fieldErrors: {},
      messageKey: null,
    })),
  },
  guards: {
    breaksClientRules: () => false,
  },
  delays: {
    redirectDelay: ({ context }) => context.redirectDelayMs,
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    initialValues: input.initialValues,
    values: input.initialValues,
    fieldErrors: {},
    messageKey: null,
    clearOnSuccess: input.clearOnSuccess ?? false,
    redirectDelayMs: input.redirectDelayMs ?? 0,
    fallbackFailureKey: input.fallbackFailureKey ?? 'auth.something_went_wrong',
    redirectTo: null,
  }),
  initial: 'editing',
  on: {
    // Typing never stops, not even while a submit is in flight.
    'field.change': { actions: 'setValue' },
  },
  states: {
    editing: {
      initial: 'idle',
      on: {
        submit: [
          { guard: 'breaksClientRules', target: '.invalid', actions: 'showClientErrors' },
          { target: 'submitting' },
        ],
      },
      states: {
        idle: {},
        /** Client rules refused the values; nothing was sent. */
        invalid: {},
        /** The server refused fields. */
        rejected: {},
        /** The call failed as a whole; the values are kept for another try. */
        failed: {},
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ fieldErrors: {}, messageKey: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'redirect',
            target: 'redirected',
            actions: {
              type: 'navigate',
              params: ({ event }) => ({
                to: event.output.kind === 'redirect' ? event.output.to : '',
              }),
            },
          },
          {
            // No delay: leave in the same step, before anything re-renders the form (signing in
            // swaps the whole page for the session spinner, which would unmount it).
            guard: ({ context, event }) =>
              event.output.kind === 'success' &&
              !!event.output.redirectTo &&
              context.redirectDelayMs === 0,
            target: 'redirected',
            actions: [
              { type: 'reportSuccess', params: ({ event }) => ({ data: dataOf(event.output) }) },
              {
                type: 'navigate',
                params: ({ event }) => ({
                  to: event.output.kind === 'success' ? (event.output.redirectTo ?? '/') : '/',
                }),
              },
            ],
          },
          {
            guard: ({ event }) => event.output.kind === 'success' && !!event.output.redirectTo,
            target: 'redirecting',
            actions: [
              { type: 'reportSuccess', params: ({ event }) => ({ data: dataOf(event.output) }) },
              assign(({ event }) => ({
                messageKey: messageOf(event.output),
                redirectTo:
                  event.output.kind === 'success' ? (event.output.redirectTo ?? null) : null,
              })),
            ],
          },
          {
            guard: ({ event }) => event.output.kind === 'success',
            target: 'succeeded',
            actions: [
              { type: 'reportSuccess', params: ({ event }) => ({ data: dataOf(event.output) }) },
              assign(({ context, event }) => ({
                messageKey: messageOf(event.output),
                values: context.clearOnSuccess ? context.initialValues : context.values,
              })),
            ],
          },
          {
            guard: ({ event }) => event.output.kind === 'fieldErrors',
            target: 'editing.rejected',
            actions: assign(({ event }) => ({
              fieldErrors: event.output.kind === 'fieldErrors' ? event.output.fieldErrors : {},
              messageKey: messageOf(event.output),
            })),
          },
          {
            target: 'editing.failed',
            actions: assign(({ context, event }) => ({
              messageKey: messageOf(event.output) ?? context.fallbackFailureKey,
            })),
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: assign(({ context }) => ({ messageKey: context.fallbackFailureKey })),
        },
      },
    },
    /** The success message shows; the form can be used again (public forms). */
    succeeded: {
      on: {
        submit: [
          { guard: 'breaksClientRules', target: 'editing.invalid', actions: 'showClientErrors' },
          { target: 'submitting' },
        ],
      },
    },
    /** The success message shows for `redirectDelayMs`, then the user is taken on. */
    redirecting: {
      tags: ['busy'],
      after: {
        redirectDelay: {
          target: 'redirected',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: context.redirectTo ?? '/' }),
          },
        },
      },
    },
    redirected: { type: 'final' },
  },
});

function messageOf(outcome: SubmitOutcome): string | null {
  return 'messageKey' in outcome ? (outcome.messageKey ?? null) : null;
}

function dataOf(outcome: SubmitOutcome): unknown {
  return outcome.kind === 'success' ? outcome.data : undefined;
}

/** The machine with a form's client rules: the guard that checks them and the action that shows them. */
export const withClientRules = (machine: typeof formSubmissionMachine, validate: ClientRules) =>
  machine.provide({
    guards: { breaksClientRules: ({ context }) => hasErrors(validate(context.values)) },
    actions: {
      showClientErrors: assign(({ context }) => ({
        fieldErrors: validate(context.values),
        messageKey: null,
      })),
    },
  });
