// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { courseFormMachine } from './course-form.machine';
import { courseFormView } from './course-form.view';

const context = createActor(courseFormMachine, { input: { mode: 'create' } as never }).getSnapshot()
  .context;

describe('course form view', () => {
  it('gives every state of the course form machine a screen', () => {
    expect(screenOfEveryState(courseFormMachine, context, courseFormView)).toEqual({
      'ready.editing': 'editing',
      'ready.invalid': 'refused',
      'ready.rejected': 'refused',
      'ready.failed': 'failed',
      'ready.cancelled': 'cancelled',
      'ready.succeeded': 'succeeded',
      validating: 'validating',
      uploading: 'uploading',
    });
  });
});
