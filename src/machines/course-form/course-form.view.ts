import type { SnapshotFrom } from 'xstate';
import type { courseFormMachine } from './course-form.machine';

type Snapshot = SnapshotFrom<typeof courseFormMachine>;

/**
 * What the course form shows, by state: the one place that reads the machine's states for a
 * view. `refused` is a refusal at the fields (by the form's own checks or by the server).
 */
export type CourseFormView = {
  screen: 'editing' | 'refused' | 'failed' | 'cancelled' | 'succeeded' | 'validating' | 'uploading';
};

export function courseFormView(snapshot: Snapshot): CourseFormView {
  if (snapshot.matches({ ready: 'editing' })) return { screen: 'editing' };
  if (snapshot.matches({ ready: 'invalid' }) || snapshot.matches({ ready: 'rejected' }))
    return { screen: 'refused' };
  if (snapshot.matches({ ready: 'failed' })) return { screen: 'failed' };
  if (snapshot.matches({ ready: 'cancelled' })) return { screen: 'cancelled' };
  if (snapshot.matches({ ready: 'succeeded' })) return { screen: 'succeeded' };
  if (snapshot.matches('validating')) return { screen: 'validating' };
  if (snapshot.matches('uploading')) return { screen: 'uploading' };
  throw new Error(`course form: no view for ${JSON.stringify(snapshot.value)}`);
}
