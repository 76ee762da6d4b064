// How a refused or failed settings call becomes what the form shows (part 2, §8; decisions 11,
// 12): a 422's flat map puts each field's first key under its field; any other failure shows
// the body's `error` when the app knows that key, else the call's documented default.
import type i18next from 'i18next';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { failureMessageKey } from '@/lib/http';
import type { SubmitOutcome } from '@/machines/form-submission/form-submission.machine';

export type SettingsFailure = Exclude<SubmitOutcome, { kind: 'success' } | { kind: 'redirect' }>;

export function settingsFailure(
  error: unknown,
  defaultKey: string,
  i18n: Pick<typeof i18next, 'exists'>,
): SettingsFailure {
  const outcome = failureOutcome(error, { fallbackKey: defaultKey });
  if (outcome.kind === 'fieldErrors')
    return { kind: 'fieldErrors', fieldErrors: outcome.fieldErrors };
  return {
    kind: 'failure',
    messageKey: failureMessageKey(error, defaultKey, (key) => i18n.exists(key, { ns: 'server' })),
  };
}
