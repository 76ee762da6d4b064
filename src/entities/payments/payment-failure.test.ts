import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { PAYMENT_FAILURES } from './payment-failure';

const answered = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
};
const limits = { min_amount: '100.00', max_amount: '500000.00', currency: 'AMD' };
const paymentFailure = (error: unknown) => failureOutcome(error, PAYMENT_FAILURES);

beforeAll(async () => {
  await setupI18n('en');
});

describe('a payment call’s failure', () => {
  it('reads a 422 as the forms do: first key per field, the message, the limits', () => {
    const error = answered(422, {
      message_key: 'payment.amount_min',
      errors: { amount: ['payment.amount_min', 'payment.amount_invalid'] },
      limits,
    });
    expect(paymentFailure(error)).toEqual({
      kind: 'validation',
      fieldErrors: { amount: 'payment.amount_min' },
      messageKey: 'payment.amount_min',
      limits: {
        min: { amount: '100.00', currency: 'AMD' },
        max: { amount: '500000.00', currency: 'AMD' },
      },
    });
  });

  it('never makes a 422 message of a key the app cannot word', () => {
    const error = answered(422, {
      message_key: 'payment.no_such_key',
      errors: { amount: ['payment.amount_max'] },
    });
    expect(paymentFailure(error)).toEqual({
      kind: 'validation',
      fieldErrors: { amount: 'payment.amount_max' },
    });
  });

  it('names 409, 402, 404, no answer and anything else by status, with no general message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const changed = { message_key: 'payment.price_changed', price: '12.00', currency: 'USD' };
    expect(paymentFailure(answered(409, changed))).toEqual({
      kind: 'price_changed',
      messageKey: 'payment.price_changed',
      price: { amount: '12.00', currency: 'USD' },
    });
    expect(paymentFailure(answered(409, { message_key: 'payment.already_purchased' }))).toEqual({
      kind: 'already_purchased',
      messageKey: 'payment.already_purchased',
    });
    expect(paymentFailure(answered(402, { message_key: 'payment.insufficient_balance' }))).toEqual({
      kind: 'declined',
      messageKey: 'payment.insufficient_balance',
    });
    expect(paymentFailure(answered(404, {}))).toEqual({ kind: 'not_found' });
    expect(paymentFailure(new AxiosError('Network Error', 'ERR_NETWORK'))).toEqual({
      kind: 'network',
    });
    expect(paymentFailure(answered(500, {}))).toEqual({ kind: 'server' });
    expect(paymentFailure(new Error('not an HTTP error'))).toEqual({ kind: 'server' });
  });
});

describe('a payment call’s failure, against part 3’s leaner answers', () => {
  it('a 409 price change without the price names no price (the call reloads the course)', () => {
    expect(paymentFailure(answered(409, { message_key: 'payment.price_changed' }))).toEqual({
      kind: 'price_changed',
      messageKey: 'payment.price_changed',
    });
  });

  it('a 402 with only its key (no `balance`, `response_code` extensions) is declined for that reason', () => {
    expect(paymentFailure(answered(402, { message_key: 'payment.insufficient_balance' }))).toEqual({
      kind: 'declined',
      messageKey: 'payment.insufficient_balance',
    });
    expect(paymentFailure(answered(402, {}))).toEqual({ kind: 'declined' });
  });

  it('a 422 without `limits` keeps the field’s message and names no limits', () => {
    expect(
      paymentFailure(
        answered(422, {
          message_key: 'payment.amount_min',
          errors: { amount: ['payment.amount_min'] },
        }),
      ),
    ).toEqual({
      kind: 'validation',
      fieldErrors: { amount: 'payment.amount_min' },
      messageKey: 'payment.amount_min',
    });
  });
});
