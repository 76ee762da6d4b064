// @vitest-environment node
import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { readApiError, retryAfterTime } from './api-error';

const answered = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
};

describe('readApiError', () => {
  it('reads a 422 with message_key and errors', () => {
    const error = readApiError(
      answered(422, {
        message_key: 'auth.phone_number_invalid',
        errors: { phone_number: ['auth.phone_number_invalid'] },
      }),
    );
    expect(error).toEqual({
      status: 422,
      message_key: 'auth.phone_number_invalid',
      errors: { phone_number: ['auth.phone_number_invalid'] },
      error: null,
      isNetworkError: false,
      isCancelled: false,
    });
  });

  it("reads registration's flat field map", () => {
    const error = readApiError(
      answered(422, {
        email: ['auth.email_unique'],
        password: ['auth.password_min', 'auth.password_confirmed'],
      }),
    );
    expect(error.status).toBe(422);
    expect(error.message_key).toBeNull();
    expect(error.errors).toEqual({
      email: ['auth.email_unique'],
      password: ['auth.password_min', 'auth.password_confirmed'],
    });
  });

  it('reads 401, 403, 404 and 500 bodies with only a message_key', () => {
    for (const status of [401, 403, 404, 500]) {
      expect(readApiError(answered(status, { message_key: 'auth.unauthenticated' }))).toMatchObject(
        {
          status,
          message_key: 'auth.unauthenticated',
          errors: {},
        },
      );
    }
  });

  it("reads a failure's optional error key (decision 12)", () => {
    expect(
      readApiError(
        answered(500, {
          message_key: 'auth.something_went_wrong',
          error: 'auth.notification_state_update_failed',
        }),
      ),
    ).toMatchObject({
      message_key: 'auth.something_went_wrong',
      error: 'auth.notification_state_update_failed',
    });
    expect(readApiError(answered(500, { error: 42 })).error).toBeNull();
  });

  it("reads each optional part of the contract's bodies, typed: limits, price, decline, cooldown", () => {
    const limits = { min_amount: '100.00', max_amount: '500000.00', currency: 'AMD' };
    expect(
      readApiError(
        answered(422, {
          message_key: 'payment.amount_min',
          errors: { amount: ['payment.amount_min'] },
          limits,
        }),
      ),
    ).toMatchObject({ status: 422, errors: { amount: ['payment.amount_min'] }, limits });
    expect(
      readApiError(
        answered(409, { message_key: 'payment.price_changed', price: '21000.00', currency: 'AMD' }),
      ),
    ).toMatchObject({ message_key: 'payment.price_changed', price: '21000.00', currency: 'AMD' });
    expect(
      readApiError(
        answered(402, {
          message_key: 'payment.insufficient_balance',
          balance: '10.00',
          currency: 'AMD',
          payment_id: 9,
          response_code: '51',
        }),
      ),
    ).toMatchObject({ balance: '10.00', currency: 'AMD', payment_id: 9, response_code: '51' });
    const cooldown = {
      message_key: 'quiz.cooldown',
      cooldown_until: '2025-03-15T09:30:00.000000Z',
      server_time: '2025-03-14T09:30:00.000000Z',
    };
    expect(readApiError(answered(429, cooldown))).toMatchObject(cooldown);
  });

  it('leaves out a part that is not in its documented shape', () => {
    const read = readApiError(
      answered(422, {
        message_key: 'payment.amount_min',
        errors: { amount: ['payment.amount_min'] },
        limits: { min_amount: 100, max_amount: '5.00', currency: 'AMD' },
        price: 21000,
        currency: 'dollars',
        payment_id: 'nine',
        cooldown_until: '2025-03-15T09:30:00.000000Z',
      }),
    );
    for (const part of ['limits', 'price', 'currency', 'payment_id', 'cooldown_until'])
      expect(read, part).not.toHaveProperty(part);
  });

  it('tolerates bodies that are not the documented shape', () => {
    expect(readApiError(answered(500, '<html>Server Error</html>'))).toMatchObject({
      status: 500,
      message_key: null,
      errors: {},
    });
    expect(
      readApiError(
        answered(422, { message: 'The given data was invalid.', errors: { email: 'not a list' } }),
      ),
    ).toMatchObject({
      message_key: null,
      errors: {},
    });
    expect(readApiError(answered(404, null))).toMatchObject({ status: 404, message_key: null });
    expect(readApiError(answered(500, new Blob(['x'])))).toMatchObject({
      status: 500,
      message_key: null,
      errors: {},
    });
  });

  it('marks network failures and cancellations', () => {
    const network = new AxiosError(
      'Network Error',
      'ERR_NETWORK',
      { headers: new AxiosHeaders() },
      {},
    );
    expect(readApiError(network)).toMatchObject({
      status: null,
      isNetworkError: true,
      isCancelled: false,
    });
    expect(readApiError(new CanceledError())).toMatchObject({
      status: null,
      isNetworkError: false,
      isCancelled: true,
    });
  });

  it('accepts anything thrown', () => {
    expect(readApiError(new Error('boom'))).toEqual({
      status: null,
      message_key: null,
      errors: {},
      error: null,
      isNetworkError: false,
      isCancelled: false,
    });
  });
});

describe('retryAfterTime', () => {
  const throttled = (retryAfter?: string): AxiosError => {
    const config = { headers: new AxiosHeaders() };
    const headers = retryAfter === undefined ? {} : { 'retry-after': retryAfter };
    const response = { status: 429, data: {}, statusText: '', headers, config } as AxiosResponse;
    return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
  };
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('reads delay-seconds and an HTTP date', () => {
    expect(retryAfterTime(throttled('42'), now)).toBe(now + 42_000);
    expect(retryAfterTime(throttled('Sun, 01 Mar 2026 10:01:00 GMT'), now)).toBe(now + 60_000);
  });

  it('is null without a readable header or an answer', () => {
    expect(retryAfterTime(throttled(), now)).toBeNull();
    expect(retryAfterTime(throttled('soon'), now)).toBeNull();
    expect(retryAfterTime(new Error('no answer'), now)).toBeNull();
  });
});
