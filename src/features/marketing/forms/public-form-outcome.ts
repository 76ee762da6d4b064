// How a public form's answer becomes a form outcome: only HTTP 201 is a success; a 422 puts
// each field's first key under it; anything else (another status, no network) is the form's
// failure key. The success and failure keys are the spec's, whatever the body says.
import type { AxiosRequestConfig } from 'axios';
import { firstFieldErrors, readApiError } from '@/lib/http';
import type { SubmitOutcome } from '@/machines/form-submission/form-submission.machine';

export interface PublicFormKeys {
  success: string;
  failure: string;
}

/** Passed to the generated call so that any answer but 201 rejects. */
export const only201: AxiosRequestConfig = { validateStatus: (status) => status === 201 };

export async function submitPublicForm(
  call: (options: AxiosRequestConfig) => Promise<unknown>,
  keys: PublicFormKeys,
): Promise<SubmitOutcome> {
  try {
    await call(only201);
    return { kind: 'success', messageKey: keys.success };
  } catch (error) {
    const answer = readApiError(error);
    const fieldErrors = answer.status === 422 ? firstFieldErrors(answer) : {};
    if (Object.keys(fieldErrors).length > 0)
      return { kind: 'fieldErrors', fieldErrors, messageKey: keys.failure };
    console.error('A public form failed', error);
    return { kind: 'failure', messageKey: keys.failure };
  }
}
