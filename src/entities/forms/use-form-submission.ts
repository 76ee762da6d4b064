import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useFocusFirstInvalidOnRefusal } from '@/components/ui/focus-first-invalid';
import {
  formSubmissionMachine,
  withClientRules,
  type ClientRules,
  type FieldErrors,
  type FieldName,
  type FormSubmissionInput,
  type FormValues,
  type SubmitOutcome,
} from '@/machines/form-submission/form-submission.machine';
import { formSubmissionView } from '@/machines/form-submission/form-submission.view';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

export interface FormSubmissionOptions<Values extends FormValues> {
  input: FormSubmissionInput<Values>;
  /** Client rules: field → message key for each broken rule; empty when all pass. */
  validate?: ClientRules<NoInfer<Values>>;
  /** The call, with the server's answer turned into an outcome (see form-outcome.ts). */
  submit: (values: NoInfer<Values>) => Promise<SubmitOutcome<NoInfer<Values>>>;
  /** Runs with the success outcome's data, before any redirect (sign-in logs in here). */
  onSuccess?: (data: unknown) => void;
}

/** One field of a bound form: spread on a `TextField`, or read by a `Field`'s own control. */
export interface BoundField<Value> {
  name: string;
  value: Value;
  /** The message key under the field, if it is in error (a `Field`'s `errorKey`). */
  errorKey: string | undefined;
  onValueChange(value: Value): void;
}

/** The values of a form of text fields only (the account screens, the public forms). */
export type TextValues = Record<string, string>;

/**
 * The text field `name` of a form, for a piece shared by several text forms (generic over
 * `Values extends TextValues`), where the compiler cannot see that the value is a plain string.
 */
export const textField = <Values extends TextValues>(
  form: FormSubmission<Values>,
  name: FieldName<Values>,
): BoundField<string> => form.field(name) as BoundField<string>;

/**
 * A bound form. Field names are the values' keys, so a misspelt name or a value of the wrong
 * kind does not compile. A piece shared by several forms is generic over the form's values
 * (`<Values extends TextValues>` for text fields) and takes the names it binds as `FieldName`s.
 */
export interface FormSubmission<Values extends FormValues> {
  snapshot: SnapshotFrom<typeof formSubmissionMachine>;
  formId: string;
  values: Values;
  messageKey: string | null;
  busy: boolean;
  failed: boolean;
  succeeded: boolean;
  /** The outcome to announce, if any: the success or the failure key (a `FormAlert`'s props). */
  alert: { tone: 'success' | 'error'; messageKey: string } | null;
  /** The field `name`: its value, its error and how to change it. */
  field<Name extends FieldName<Values>>(name: Name): BoundField<Values[Name]>;
  /**
   * Sets a field. `check` runs its client rule at once, for a value that comes whole (a chosen
   * file) rather than as it is typed.
   */
  setValue<Name extends FieldName<Values>>(
    name: Name,
    value: Values[Name],
    options?: { check?: boolean },
  ): void;
  errorOf(name: FieldName<Values>): string | undefined;
  onSubmit(event: FormEvent): void;
}

const noRules = () => ({});

/**
 * Binds a form to the form-submission machine, typed by its values (text for the account
 * screens, public forms and settings; a file or a picked option for the photo and the avatar):
 * the machine keeps what was entered and the outcome, the router moves the user when an outcome
 * says so, and a refused submit puts focus on the first field in error once (never while typing).
 */
export function useFormSubmission<Values extends FormValues>({
  input,
  validate = noRules,
  submit,
  onSuccess,
}: FormSubmissionOptions<Values>): FormSubmission<Values> {
  const navigate = useNavigate();
  const formId = useId();
  // Made once, with the callbacks of the first render: every form passes callbacks whose
  // inputs (the query, the return path, the session's controls) hold for the form's life.
  const [machine] = useState(() =>
    withClientRules(formSubmissionMachine, validate).provide({
      actors: {
        // The machine holds only what this form put in it: its values are `Values`.
        submit: fromPromise(({ input: { values } }) => submit(values as Values)),
      },
      actions: {
        navigate: (_, { to }) => void navigate(to),
        reportSuccess: (_, { data }) => onSuccess?.(data),
      },
    }),
  );
  const [snapshot, send] = useMachineBinding(machine, { input: input as FormSubmissionInput });
  const { screen } = formSubmissionView(snapshot);
  const refused = screen === 'refused' || screen === 'rejected';
  const { messageKey } = snapshot.context;
  const values = snapshot.context.values as Values;
  const fieldErrors = snapshot.context.fieldErrors as FieldErrors<Values>;
  const noteSubmitAttempt = useFocusFirstInvalidOnRefusal(formId, refused);
  const failed = screen === 'failed' || screen === 'rejected';
  const succeeded = screen === 'succeeded';
  const setValue = <Name extends FieldName<Values>>(
    name: Name,
    value: Values[Name],
    options: { check?: boolean } = {},
  ) => send({ type: 'field.change', field: name, value, ...options });

  return {
    snapshot,
    formId,
    values,
    messageKey,
    busy: snapshot.hasTag('busy'),
    failed,
    succeeded,
    alert:
      messageKey && (failed || succeeded)
        ? { tone: succeeded ? 'success' : 'error', messageKey }
        : null,
    field: (name) => ({
      name,
      value: values[name],
      errorKey: fieldErrors[name],
      onValueChange: (value) => setValue(name, value),
    }),
    setValue,
    errorOf: (name) => fieldErrors[name],
    onSubmit: (event) => {
      event.preventDefault();
      noteSubmitAttempt();
      send({ type: 'submit' });
    },
  };
}
