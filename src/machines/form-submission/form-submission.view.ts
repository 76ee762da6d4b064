import type { SnapshotFrom } from 'xstate';
import type { formSubmissionMachine } from './form-submission.machine';

type Snapshot = SnapshotFrom<typeof formSubmissionMachine>;

/**
 * What a submitted form shows, by state: the one place that reads the machine's states for a
 * view. `refused` is a refusal at the fields by the form's own checks; `rejected` one by the
 * server (its message shows too); `failed` no answer.
 */
export type FormSubmissionView = {
  screen: 'editing' | 'refused' | 'rejected' | 'failed' | 'submitting' | 'succeeded' | 'redirected';
};

export function formSubmissionView(snapshot: Snapshot): FormSubmissionView {
  if (snapshot.matches({ editing: 'idle' })) return { screen: 'editing' };
  if (snapshot.matches({ editing: 'invalid' })) return { screen: 'refused' };
  if (snapshot.matches({ editing: 'rejected' })) return { screen: 'rejected' };
  if (snapshot.matches({ editing: 'failed' })) return { screen: 'failed' };
  if (snapshot.matches('submitting')) return { screen: 'submitting' };
  // On its way to the next page, the success stays on screen.
  if (snapshot.matches('succeeded') || snapshot.matches('redirecting'))
    return { screen: 'succeeded' };
  if (snapshot.matches('redirected')) return { screen: 'redirected' };
  throw new Error(`form submission: no view for ${JSON.stringify(snapshot.value)}`);
}
