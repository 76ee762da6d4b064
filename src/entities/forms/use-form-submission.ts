import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalidOnRefusal } from '@/components/ui/focus-first-invalid';
import {
  formSubmissionMachine,
  withClientRules,
  type ClientRules,
  type FormSubmissionInput,
  type FormValues,
  type SubmitOutcome,
} from '@/machines/form-submission/form-submission.machine';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

export interface FormSubmissionOptions {
  input: FormSubmissionInput;
  /** Client rules: field → message key for each broken rule; empty when all pass. */
  validate?: ClientRules;
  /** The call, with the server's answer turned into an outcome (see form-outcome.ts). */
  submit: (values: FormValues) => Promise<SubmitOutcome>;
  /** Runs with the success outcome's data, before any redirect (sign-in logs in here). */
  onSuccess?: (data: unknown) => void;
}

const noRules: ClientRules = () => ({});

/**
 * Binds a typed form (string values: account screens, public forms, settings, the course
 * review) to the form-submission machine: the machine keeps what was typed and the outcome, the
 * router moves the user when an outcome says so, and a refused submit puts focus on the first
 * field in error once (never while typing).
 */
export function useFormSubmission({
  input,
  validate = noRules,
  submit,
  onSuccess,
}: FormSubmissionOptions) {
  const navigate = useNavigate();
  const formId = useId();
  // Made once, with the callbacks of the first render: every form passes callbacks whose
  // inputs (the query, the return path, the session's controls) hold for the form's life.
  const [machine] = useState(() =>
    withClientRules(formSubmissionMachine, validate).provide({
      actors: { submit: fromPromise(({ input: { values } }) => submit(values)) },
      actions: {
        navigate: (_, { to }) => void navigate(to),
        reportSuccess: (_, { data }) => onSuccess?.(data),
      },
    }),
  );
  const [snapshot, send] = useMachineBinding(machine, { input });
  const refused =
    snapshot.matches({ editing: 'invalid' }) || snapshot.matches({ editing: 'rejected' });
  const { values, fieldErrors, messageKey } = snapshot.context;
  const noteSubmitAttempt = useFocusFirstInvalidOnRefusal(formId, refused);
  const failed =
    snapshot.matches({ editing: 'failed' }) || snapshot.matches({ editing: 'rejected' });
  const succeeded = snapshot.matches('succeeded') || snapshot.matches('redirecting');
  const setValue = (name: string, value: string) =>
    send({ type: 'field.change', field: name, value });

  return {
    snapshot,
    formId,
    values,
    messageKey,
    busy: snapshot.hasTag('busy'),
    failed,
    succeeded,
    /** The outcome to announce, if any: the success or the failure key. */
    alert:
      messageKey && (failed || succeeded)
        ? { tone: succeeded ? ('success' as const) : ('error' as const), messageKey }
        : null,
    /** Props for a TextField bound to `name`. */
    field: (name: string) => ({
      name,
      value: values[name] ?? '',
      errorKey: fieldErrors[name],
      onValueChange: (value: string) => setValue(name, value),
    }),
    setValue,
    errorOf: (name: string) => fieldErrors[name],
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      noteSubmitAttempt();
      send({ type: 'submit' });
    },
  };
}

/** A bound form, for pieces of a form that take it whole. */
export type FormSubmission = ReturnType<typeof useFormSubmission>;
