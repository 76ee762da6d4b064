import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import { PaymentRefused, PriceChangedTo } from './payment-calls';
import { classifyPaymentFailure } from './payment-failure';

const answered = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
};
const limits = { min_amount: '100.00', max_amount: '500000.00', currency: 'AMD' };

beforeAll(async () => {
  await setupI18n('en');
});

describe('classifyPaymentFailure', () => {
  it('reads a 422 as the forms do: first key per field, the message, the limits', () => {
    const error = answered(422, {
      message_key: 'payment.amount_min',
      errors: { amount: ['payment.amount_min', 'payment.amount_invalid'] },
      limits,
    });
    expect(classifyPaymentFailure(error)).toEqual({
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
    expect(classifyPaymentFailure(error)).toEqual({
      kind: 'validation',
      fieldErrors: { amount: 'payment.amount_max' },
    });
  });

  it('classifies 409, 402, 404, no answer and anything else by status', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const changed = { message_key: 'payment.price_changed', price: '12.00', currency: 'USD' };
    expect(classifyPaymentFailure(answered(409, changed))).toEqual({
      kind: 'price_changed',
      price: { amount: '12.00', currency: 'USD' },
    });
    expect(
      classifyPaymentFailure(answered(409, { message_key: 'payment.already_purchased' })),
    ).toEqual({ kind: 'already_purchased' });
    expect(
      classifyPaymentFailure(answered(402, { message_key: 'payment.insufficient_balance' })),
    ).toEqual({ kind: 'declined', reason: 'payment.insufficient_balance' });
    expect(classifyPaymentFailure(answered(404, {}))).toEqual({ kind: 'not_found' });
    expect(classifyPaymentFailure(new AxiosError('Network Error', 'ERR_NETWORK'))).toEqual({
      kind: 'network',
    });
    expect(classifyPaymentFailure(answered(500, {}))).toEqual({ kind: 'server' });
  });
});

describe('classifyPaymentFailure, against part 3’s leaner answers', () => {
  it('a 409 price change whose price was reloaded (no `price` extension) is a price change', () => {
    const price = { amount: '21000.00', currency: 'AMD' };
    expect(classifyPaymentFailure(new PriceChangedTo(price))).toEqual({
      kind: 'price_changed',
      price,
    });
  });

  it('a 409 price change with neither price nor a reloaded one stays a server failure (checked, then retried)', () => {
    expect(classifyPaymentFailure(answered(409, { message_key: 'payment.price_changed' }))).toEqual(
      { kind: 'server' },
    );
  });

  it('a 402 with only its key (no `balance`, `response_code` extensions) is declined for that reason', () => {
    expect(
      classifyPaymentFailure(answered(402, { message_key: 'payment.insufficient_balance' })),
    ).toEqual({ kind: 'declined', reason: 'payment.insufficient_balance' });
  });

  it('a 422 without `limits` keeps the field’s message and names no limits', () => {
    expect(
      classifyPaymentFailure(
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

  it('`{ success: false }` without a payment is a refusal with its key, or none', () => {
    expect(classifyPaymentFailure(new PaymentRefused('payment.reason.card_declined'))).toEqual({
      kind: 'declined',
      reason: 'payment.reason.card_declined',
    });
    expect(classifyPaymentFailure(new PaymentRefused(null))).toEqual({
      kind: 'declined',
      reason: null,
    });
  });
});
