// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { formSubmissionMachine } from './form-submission.machine';
import { formSubmissionView } from './form-submission.view';

const context = createActor(formSubmissionMachine, {
  input: { initialValues: {} } as never,
}).getSnapshot().context;

describe('form submission view', () => {
  it('gives every state of the form submission machine a screen', () => {
    expect(screenOfEveryState(formSubmissionMachine, context, formSubmissionView)).toEqual({
      'editing.idle': 'editing',
      'editing.invalid': 'refused',
      'editing.rejected': 'rejected',
      'editing.failed': 'failed',
      submitting: 'submitting',
      succeeded: 'succeeded',
      redirecting: 'succeeded',
      redirected: 'redirected',
    });
  });
});
