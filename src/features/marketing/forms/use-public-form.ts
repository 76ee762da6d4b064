import { useMachine } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalidOnRefusal } from '@/components/ui/focus-first-invalid';
import { inspect } from '@/lib/machine-inspection';
import {
  formSubmissionMachine,
  type FieldErrors,
  type FormValues,
  type SubmitOutcome,
} from '@/machines/form-submission/form-submission.machine';

interface PublicFormOptions {
  initialValues: FormValues;
  validate: (values: FormValues) => FieldErrors;
  /** The call, its answer already turned into an outcome (see public-form-outcome.ts). */
  submit: (values: FormValues) => Promise<SubmitOutcome>;
}

/**
 * Binds a public form (book a call, send a message, newsletter) to the form-submission machine:
 * the machine keeps what was typed and the outcome; 201 empties the fields. A refused submit
 * puts focus on the first field in error.
 */
export function usePublicForm({ initialValues, validate, submit }: PublicFormOptions) {
  const formId = useId();
  const [machine] = useState(() =>
    formSubmissionMachine.provide({
      actors: { submit: fromPromise(({ input: { values } }) => submit(values)) },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { initialValues, validate, clearOnSuccess: true },
    inspect,
  });
  const { values, fieldErrors, messageKey } = snapshot.context;
  const refused =
    snapshot.matches({ editing: 'invalid' }) || snapshot.matches({ editing: 'rejected' });
  const noteSubmitAttempt = useFocusFirstInvalidOnRefusal(formId, refused);

  const failed =
    snapshot.matches({ editing: 'failed' }) || snapshot.matches({ editing: 'rejected' });
  const succeeded = snapshot.matches('succeeded');
  return {
    formId,
    busy: snapshot.hasTag('busy'),
    /** The outcome to announce, if any: the success or the failure key. */
    alert:
      messageKey && (failed || succeeded)
        ? { tone: succeeded ? ('success' as const) : ('error' as const), messageKey }
        : null,
    field: (name: string) => ({
      name,
      value: values[name] ?? '',
      errorKey: fieldErrors[name],
      onValueChange: (value: string) => send({ type: 'field.change', field: name, value }),
    }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      noteSubmitAttempt();
      send({ type: 'submit' });
    },
  };
}
