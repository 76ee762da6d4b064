// How a public form's answer becomes a form outcome: only HTTP 201 is a success; a 422 puts
// each field's first key under it; anything else (another status, no network) is the form's
// failure key. The success and failure keys are the spec's, whatever the body says.
import type { AxiosRequestConfig } from 'axios';
import { failureOutcome } from '@/entities/forms/form-outcome';
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
    return failureOutcome(error, { failureKey: keys.failure });
  }
}
