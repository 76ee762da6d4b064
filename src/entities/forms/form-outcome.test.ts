import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import {
  FALLBACK_KEY,
  failureMessage,
  failureOutcome,
  type CallFailureOptions,
} from './form-outcome';
import { notOfferedBy } from '@/lib/capabilities/discovery';

const answered = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
};
const offline = () => new AxiosError('Network Error', 'ERR_NETWORK');

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.restoreAllMocks());

describe('failureOutcome: field errors of both 422 shapes (decisions 8, 11)', () => {
  it('reads `{message_key, errors}`: the first key of each field, the message for the form', () => {
    expect(
      failureOutcome(
        answered(422, {
          message_key: 'auth.phone_number_invalid',
          errors: { phone_number: ['auth.phone_number_invalid', 'auth.phone_number_max'] },
        }),
      ),
    ).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { phone_number: 'auth.phone_number_invalid' },
      messageKey: 'auth.phone_number_invalid',
    });
  });

  it('reads the flat map of registration and settings, never a letter of a string', () => {
    expect(
      failureOutcome(
        answered(422, {
          phone_number: ['auth.phone_number_invalid', 'auth.phone_number_max'],
          old_password: ['auth.old_password_incorrect'],
        }),
      ),
    ).toEqual({
      kind: 'fieldErrors',
      fieldErrors: {
        phone_number: 'auth.phone_number_invalid',
        old_password: 'auth.old_password_incorrect',
      },
    });
    // The old client read body[field][0] and showed "a" (from `auth.…`) under the field.
    const nested = failureOutcome(
      answered(422, { message_key: 'auth.something_went_wrong', errors: { image: [] } }),
    );
    expect(nested).toEqual({ kind: 'failure', messageKey: 'auth.something_went_wrong' });
  });

  it('reads field errors only from a 422', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureOutcome(answered(500, { phone_number: ['auth.phone_number_invalid'] }))).toEqual({
      kind: 'failure',
      messageKey: FALLBACK_KEY,
    });
  });

  it('resolves relative keys and files fields where the form shows them (decision 14)', () => {
    expect(
      failureOutcome(
        answered(422, {
          message_key: 'auth.validation_failed',
          errors: {
            title_en: ['validation.title_en.required'],
            'details_by_instructor.0.time': ['validation.details_by_instructor.time.date_format'],
            description_en: ['auth.courses.description_required'],
          },
        }),
        {
          fieldPrefix: 'auth.add_course.',
          fieldLists: ['details_by_instructor'],
          showMessageKey: false,
        },
      ),
    ).toEqual({
      kind: 'fieldErrors',
      fieldErrors: {
        title_en: 'auth.add_course.validation.title_en.required',
        details_by_instructor: 'auth.add_course.validation.details_by_instructor.time.date_format',
        description_en: 'auth.courses.description_required',
      },
    });
  });

  it("makes a field the user cannot fix the form's message", () => {
    const error = answered(422, {
      message_key: 'auth.token_invalid_or_expired',
      errors: { token: ['auth.token_invalid_or_expired'], password: ['auth.password_min'] },
    });
    expect(failureOutcome(error, { formFields: ['token'] })).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { password: 'auth.password_min' },
      messageKey: 'auth.token_invalid_or_expired',
    });
    const tokenOnly = answered(422, { errors: { token: ['auth.token_invalid_or_expired'] } });
    expect(failureOutcome(tokenOnly, { formFields: ['token'] })).toEqual({
      kind: 'failure',
      messageKey: 'auth.token_invalid_or_expired',
    });
  });

  it('files a bare message key under the fields it names (sign-in), not also on the form', () => {
    const keyFields = { 'auth.invalid_credentials': ['email', 'password'] };
    expect(
      failureOutcome(answered(401, { message_key: 'auth.invalid_credentials' }), { keyFields }),
    ).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { email: 'auth.invalid_credentials', password: 'auth.invalid_credentials' },
    });
    // A key that names no field stays the form's message.
    expect(
      failureOutcome(answered(401, { message_key: 'auth.unauthenticated' }), { keyFields }),
    ).toEqual({ kind: 'failure', messageKey: 'auth.unauthenticated' });
  });
});

describe('failureOutcome: one message', () => {
  it("shows a known `error` first (decision 12), else the message_key, else the call's default", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const withError = answered(500, {
      message_key: 'auth.something_went_wrong',
      error: 'auth.notification_state_update_failed',
    });
    const options = { fallbackKey: 'auth.phone_number_update_failed' };
    expect(failureOutcome(withError, options).messageKey).toBe(
      'auth.notification_state_update_failed',
    );
    expect(failureOutcome(answered(500, { error: 'auth.no_such_key' }), options).messageKey).toBe(
      'auth.phone_number_update_failed',
    );
    expect(failureOutcome(answered(403, { message_key: 'auth.email_not_found' })).messageKey).toBe(
      'auth.email_not_found',
    );
    expect(failureOutcome(answered(409, { message_key: 'no.such.key' })).messageKey).toBe(
      FALLBACK_KEY,
    );
  });

  it("shows the call's default instead of a message_key when told to (settings)", () => {
    const error = answered(403, { message_key: 'auth.something_went_wrong' });
    expect(
      failureOutcome(error, {
        fallbackKey: 'auth.phone_number_update_failed',
        showMessageKey: false,
      }),
    ).toEqual({ kind: 'failure', messageKey: 'auth.phone_number_update_failed' });
  });

  it("shows a message_key only on the statuses named, and a status's own key (saved cards)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = {
      fallbackKey: 'settings:payment.deleteFailed',
      showMessageKey: [409],
      statusKeys: { 404: 'settings:payment.alreadyGone' },
    };
    const inUse = answered(409, { message_key: 'payment.card_in_use' });
    expect(failureOutcome(inUse, options).messageKey).toBe('payment.card_in_use');
    expect(failureOutcome(answered(409, { message_key: 'no.such.key' }), options).messageKey).toBe(
      'settings:payment.deleteFailed',
    );
    const failed = answered(500, { message_key: 'auth.something_went_wrong' });
    expect(failureOutcome(failed, options).messageKey).toBe('settings:payment.deleteFailed');
    const gone = answered(404, { message_key: 'auth.something_went_wrong' });
    expect(failureOutcome(gone, options)).toEqual({
      kind: 'failure',
      messageKey: 'settings:payment.alreadyGone',
    });
  });

  it("shows the form's own failure key whatever the body says (public forms)", () => {
    const failureKey = 'messages.contact_creation_failed';
    expect(
      failureOutcome(answered(403, { message_key: 'auth.something_went_wrong' }), { failureKey }),
    ).toEqual({ kind: 'failure', messageKey: failureKey });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureOutcome(offline(), { failureKey }).messageKey).toBe(failureKey);
  });

  it('logs network failures and 5xx, not refusals or a cancel; names them when told to', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys = { networkKey: 'course-form:failure.network', cancelledKey: 'course-form:x' };
    expect(failureOutcome(offline(), keys).messageKey).toBe('course-form:failure.network');
    expect(failureOutcome(answered(502, '<html>'), keys).messageKey).toBe(FALLBACK_KEY);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(failureOutcome(new CanceledError(), keys).messageKey).toBe('course-form:x');
    expect(failureOutcome(answered(404, {}), keys).messageKey).toBe(FALLBACK_KEY);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

describe('failureMessage', () => {
  it('picks the named field first, else the form message, else any field', () => {
    const outcome = {
      kind: 'fieldErrors' as const,
      fieldErrors: { email: 'auth.email_not_found', code: 'auth.invalid_code' },
      messageKey: 'auth.email_not_found',
    };
    expect(failureMessage(outcome, ['code', 'email'])).toBe('auth.invalid_code');
    expect(failureMessage(outcome)).toBe('auth.email_not_found');
    expect(failureMessage({ kind: 'fieldErrors', fieldErrors: { x: 'auth.x' } })).toBe('auth.x');
    expect(failureMessage({ kind: 'failure', messageKey: 'auth.y' })).toBe('auth.y');
  });
});

describe('failureOutcome: a call’s own kinds, as data', () => {
  type Kind = 'offline' | 'cancelled' | 'gone' | 'conflict' | 'cooldown' | 'missing' | 'other';
  const table: CallFailureOptions<Kind> = {
    logged: false,
    kinds: [
      { kind: 'offline', noAnswer: true },
      { kind: 'cancelled', cancelled: true },
      { kind: 'gone', status: [404, 410] },
      { kind: 'conflict', status: 409, messageKey: 'payment.already_purchased' },
      { kind: 'cooldown', status: 429, carries: 'cooldown' },
      { kind: 'missing', notOffered: notOfferedBy('signed-video-url') },
    ],
    otherwise: 'other',
  };
  const kindOf = (error: unknown) => failureOutcome(error, table).kind;

  it('names the first rule that holds, every condition of it together, else the otherwise', () => {
    expect(kindOf(offline())).toBe('offline');
    expect(kindOf(new CanceledError())).toBe('cancelled');
    expect(kindOf(answered(410, {}))).toBe('gone');
    expect(kindOf(answered(409, { message_key: 'payment.already_purchased' }))).toBe('conflict');
    // The status alone is not enough when the rule names a key too.
    expect(kindOf(answered(409, { message_key: 'payment.card_in_use' }))).toBe('other');
    expect(kindOf(answered(500, {}))).toBe('other');
    expect(kindOf(new Error('not an HTTP error'))).toBe('other');
  });

  it('takes a rule that needs a part of the body only when the body has it', () => {
    const times = {
      message_key: 'quiz.cooldown',
      cooldown_until: '2025-03-15T09:30:00.000000Z',
      server_time: '2025-03-14T09:30:00.000000Z',
    };
    expect(failureOutcome(answered(429, times), table)).toMatchObject({
      kind: 'cooldown',
      cooldown: { until: times.cooldown_until, serverTime: times.server_time },
    });
    expect(kindOf(answered(429, { message_key: 'quiz.cooldown' }))).toBe('other');
  });

  it('asks the capability registry whether a 404 means a call the server lacks', () => {
    // The signed address's own 404 is a capability question, answered before the status rule.
    const onlyMissing: CallFailureOptions<'missing' | 'other'> = {
      kinds: [{ kind: 'missing', notOffered: notOfferedBy('signed-video-url') }],
      otherwise: 'other',
    };
    expect(failureOutcome(answered(404, {}), onlyMissing).kind).toBe('missing');
    expect(failureOutcome(answered(403, {}), onlyMissing).kind).toBe('other');
  });

  it('logs nothing when the call says so, and gives no general message when it has none', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureOutcome(answered(500, {}), { ...table, fallbackKey: null })).toEqual({
      kind: 'other',
    });
    expect(failureOutcome(offline(), table)).toEqual({ kind: 'offline', messageKey: FALLBACK_KEY });
    expect(logged).not.toHaveBeenCalled();
  });

  it('puts the fields of a nested object under the form’s own names', () => {
    const error = answered(422, {
      message_key: 'wallet.bank_name_required',
      errors: {
        'payment_details.bankName': ['wallet.bank_name_required'],
        amount: ['wallet.amount_min'],
      },
    });
    expect(
      failureOutcome(error, {
        fieldScope: 'payment_details',
        kinds: [{ kind: 'validation', status: 422 }],
        otherwise: 'other',
      }),
    ).toEqual({
      kind: 'validation',
      fieldErrors: { bankName: 'wallet.bank_name_required', amount: 'wallet.amount_min' },
      messageKey: 'wallet.bank_name_required',
    });
  });

  it('lets the general key in an answer give way to the call’s own message', () => {
    const general = answered(403, { message_key: FALLBACK_KEY });
    expect(
      failureOutcome(general, { fallbackKey: 'quizzes:load.failed', skipGeneralKey: true })
        .messageKey,
    ).toBe('quizzes:load.failed');
    expect(failureOutcome(general, { fallbackKey: 'quizzes:load.failed' }).messageKey).toBe(
      FALLBACK_KEY,
    );
  });
});
