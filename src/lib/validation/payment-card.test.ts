import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  isCardNumberValid,
  isExpiryInPast,
  lastFour,
  parseExpiry,
  passesLuhn,
  validatePaymentCard,
} from './payment-card';

// 15 March 2026, local time.
const now = new Date(2026, 2, 15, 12, 0, 0);
const good = {
  card_number: '4242 4242 4242 4242',
  expiry: '03/26',
  cvc: '123',
  name_on_card: 'Anna Petrosyan',
};

describe('payment card rules', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it.each([
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['378282246310005', true],
    ['4242 4242 4242 4241', false],
    ['4242 42', false],
    ['4242 4242 4242 4242 4242 4', false],
    ['4242 4242 abcd 4242', false],
  ])('card number %s valid: %s', (number, valid) => {
    expect(isCardNumberValid(number)).toBe(valid);
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('2221 0000')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBeNull();
  });

  it('reads MM/YY and refuses other shapes and months', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry(' 07 / 29 ')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
    expect(parseExpiry('07/2029')).toBeNull();
  });

  it('keeps a card good through its expiry month', () => {
    expect(isExpiryInPast({ month: 3, year: 2026 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 2, year: 2026 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('accepts a good card', () => {
    expect(validatePaymentCard(good, now)).toEqual({});
  });

  it('asks for every field', () => {
    expect(validatePaymentCard({}, now)).toEqual({
      card_number: 'common:payment_card.number_required',
      expiry: 'common:payment_card.expiry_required',
      cvc: 'common:payment_card.cvc_required',
      name_on_card: 'common:payment_card.name_required',
    });
  });

  it('names the broken rule of each field', () => {
    expect(
      validatePaymentCard(
        { card_number: '4242 4242 4242 4241', expiry: '02/26', cvc: '12', name_on_card: '42' },
        now,
      ),
    ).toEqual({
      card_number: 'common:payment_card.number_invalid',
      expiry: 'common:payment_card.expiry_past',
      cvc: 'common:payment_card.cvc_invalid',
      name_on_card: 'common:payment_card.name_invalid',
    });
    expect(validatePaymentCard({ ...good, expiry: '14/30' }, now).expiry).toBe(
      'common:payment_card.expiry_invalid',
    );
    expect(validatePaymentCard({ ...good, cvc: '12345' }, now).cvc).toBe(
      'common:payment_card.cvc_invalid',
    );
    expect(validatePaymentCard({ ...good, cvc: '1234' }, now)).toEqual({});
    expect(validatePaymentCard({ ...good, name_on_card: 'Աննա Պետրոսյան' }, now)).toEqual({});
    expect(validatePaymentCard({ ...good, name_on_card: "Анна O'Neil-Smith Jr." }, now)).toEqual(
      {},
    );
  });

  it('formats as the user types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
    expect(formatExpiry('0729')).toBe('07/29');
    expect(formatExpiry('07')).toBe('07');
    expect(formatExpiry('07/2')).toBe('07/2');
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
  });
});
