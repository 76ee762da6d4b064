import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_CARD_RULES,
  cardBrand,
  cvcLengthFor,
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

describe('checkout card rules', () => {
  const checkout = (values: Partial<typeof good>) =>
    validatePaymentCard({ ...good, ...values }, now, CHECKOUT_CARD_RULES);

  it('accepts a good card', () => {
    expect(checkout({})).toEqual({});
  });

  it('wants 13 to 19 digits that pass the Luhn check, where settings take 12', () => {
    // 12 digits with a good Luhn digit: enough for the settings tab, too short for checkout.
    expect(validatePaymentCard({ ...good, card_number: '4242 4242 4242' }, now)).toEqual({});
    expect(checkout({ card_number: '4242 4242 4242' }).card_number).toBe(
      'common:payment_card.number_invalid',
    );
    expect(checkout({ card_number: '4222222222222' })).toEqual({});
    expect(checkout({ card_number: '4242 4242 4242 4241' }).card_number).toBe(
      'common:payment_card.number_invalid',
    );
    expect(checkout({ card_number: '4242 4242 4242 424a' }).card_number).toBe(
      'common:payment_card.number_invalid',
    );
  });

  it('refuses an expiry in the past', () => {
    expect(checkout({ expiry: '02/26' }).expiry).toBe('common:payment_card.expiry_past');
    expect(checkout({ expiry: '13/27' }).expiry).toBe('common:payment_card.expiry_invalid');
  });

  it('wants 3 CVC digits, 4 for American Express', () => {
    expect(cvcLengthFor('3782 822463 10005')).toBe(4);
    expect(cvcLengthFor('4242')).toBe(3);
    expect(checkout({ cvc: '1234' }).cvc).toBe('common:payment_card.cvc_three_digits');
    expect(checkout({ cvc: '12' }).cvc).toBe('common:payment_card.cvc_three_digits');
    const amex = '3782 822463 10005';
    expect(checkout({ card_number: amex, cvc: '123' }).cvc).toBe(
      'common:payment_card.cvc_four_digits',
    );
    expect(checkout({ card_number: amex, cvc: '1234' })).toEqual({});
  });

  it('takes names of letters of any script, spaces, hyphens and apostrophes, up to 100', () => {
    expect(checkout({ name_on_card: 'Աննա Պետրոսյան' })).toEqual({});
    expect(checkout({ name_on_card: "Анна O'Neil-Smith" })).toEqual({});
    expect(checkout({ name_on_card: 'Anna P. Smith' }).name_on_card).toBe(
      'common:payment_card.name_invalid',
    );
    expect(checkout({ name_on_card: 'A'.repeat(100) })).toEqual({});
    expect(checkout({ name_on_card: 'A'.repeat(101) }).name_on_card).toBe(
      'common:payment_card.name_invalid',
    );
  });

  it('detects the brand from the number', () => {
    expect(cardBrand('4242 4242')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('2221 0000')).toBe('mastercard');
    expect(cardBrand('3782 8224')).toBe('amex');
    expect(cardBrand('6011 1111')).toBeNull();
  });
});
