import { assign, fromPromise, setup } from 'xstate';

/**
 * One form, from typing to its outcome, whatever its fields hold (text, a chosen file, a picked
 * option), bound by `useFormSubmission` (src/entities/forms): sign in, sign up, forgot and reset
 * password; the three public forms (book a call, send a message, newsletter); the phone,
 * password, photo and avatar settings; the course review.
 * The multi-step flows have machines of their own: the course form (course-form/), the code
 * entry (verification-code/), and checkout and payment verification (checkout/).
 *
 * The values live in the machine, so a refused or failed submit can never lose what the user
 * typed. Client rules run before any call: the form's `validate` reaches the machine as a
 * provided guard and actions (`withClientRules`), never as a function in its context. The call
 * itself is the `submit` actor, supplied by the view with `.provide()`, which turns the server's
 * answer into a `SubmitOutcome`. Navigation and "signed in" are the injected actions `navigate` and
 * `reportSuccess`, so tests drive the same machine with fakes.
 */
/** A form's values: field name → what it holds. The binding types them; the machine need not. */
export type FormValues = Record<string, unknown>;
/** The names of a form's fields. */
export type FieldName<Values extends FormValues> = keyof Values & string;
/** Field → the message key shown under it. */
export type FieldErrors<Values extends FormValues = FormValues> = Partial<
  Record<FieldName<Values>, string>
>;

export type SubmitOutcome<Values extends FormValues = FormValues> =
  /** The server accepted. `redirectTo` leaves the form after `redirectDelayMs`. */
  | { kind: 'success'; messageKey: string; redirectTo?: string; data?: unknown }
  /** The server refused fields (422): each field shows its first message key. */
  | { kind: 'fieldErrors'; fieldErrors: FieldErrors<Values>; messageKey?: string }
  /** Anything else: one message for the whole form. */
  | { kind: 'failure'; messageKey: string }
  /** The answer means the user belongs elsewhere (e.g. an unverified e-mail goes to /verify). */
  | { kind: 'redirect'; to: string };

export interface FormSubmissionInput<Values extends FormValues = FormValues> {
  initialValues: Values;
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
  | {
      type: 'field.change';
      field: string;
      value: unknown;
      /**
       * The value came whole (a chosen file), not a keystroke at a time: its client rule answers
       * now rather than at the next submit.
       */
      check?: boolean;
    }
  | { type: 'submit' };

/** A form's client rules: field → message key for each broken rule; empty when all pass. */
export type ClientRules<Values extends FormValues = FormValues> = (
  values: Values,
) => FieldErrors<Values>;
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
    checkValue: () => {},
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
    'field.change': { actions: ['setValue', 'checkValue'] },
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

/**
 * The machine with a form's client rules: the guard that checks them, the action that shows
 * them, and the check of a value that came whole (`field.change` with `check`).
 */
export const withClientRules = <Values extends FormValues>(
  machine: typeof formSubmissionMachine,
  validate: ClientRules<Values>,
) => {
  // The machine holds only what the form put in it: its values are `Values`.
  const rulesOf = (values: FormValues): FieldErrors => validate(values as Values);
  return machine.provide({
    guards: { breaksClientRules: ({ context }) => hasErrors(rulesOf(context.values)) },
    actions: {
      checkValue: assign(({ context, event }) => {
        if (event.type !== 'field.change' || !event.check) return {};
        const problem = rulesOf(context.values)[event.field];
        return problem ? { fieldErrors: { ...context.fieldErrors, [event.field]: problem } } : {};
      }),
      showClientErrors: assign(({ context }) => ({
        fieldErrors: rulesOf(context.values),
        messageKey: null,
      })),
    },
  });
};
