// The client rules of a payment card, shared by the checkout page and the learner's
// payment-methods tab (decision 7: sample content, nothing is sent or stored). Pure: no React,
// no i18n. Every rule answers a namespaced key, `common:payment_card.*`: the form fields translate
// their errors from the `server` namespace, which holds only the backend's keys, and the prefix
// sends these to `common`, loaded on every page.

/** The card form's fields, as the forms name them. */
export type PaymentCardField = 'card_number' | 'expiry' | 'cvc' | 'name_on_card';
export type PaymentCardValues = Record<PaymentCardField, string>;
export type PaymentCardErrors = Partial<Record<PaymentCardField, string>>;

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NAME_MAX = 100;

/** Only the digits of what was typed (spaces and hyphens between groups are allowed). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (spaces or hyphens between them allowed) that pass the Luhn check. */
export function isCardNumberValid(value: string, minDigits = CARD_NUMBER_MIN_DIGITS): boolean {
  const digits = cardDigits(value);
  return (
    /^\d+$/.test(digits) &&
    digits.length >= minDigits &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
  );
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | null;

/** The brand the number's first digits name, for an icon; null when unknown. */
export function cardBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return null;
}

/** `MM/YY` (a space around the slash is tolerated) as month 1–12 and a four-digit year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpiryInPast(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export const isCvcValid = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

/** Checkout's CVC: 4 digits on the front of an American Express card, 3 on the back of others. */
export const cvcLengthFor = (cardNumber: string): 3 | 4 =>
  cardBrand(cardNumber) === 'amex' ? 4 : 3;

/** Letters of any script, spaces, hyphens, apostrophes and dots, as printed on a card. */
export const isCardNameValid = (value: string, allowDots = true): boolean =>
  (allowDots ? /^[\p{L}][\p{L}\s'.-]*$/u : /^[\p{L}][\p{L}\s'-]*$/u).test(value.trim()) &&
  value.trim().length <= CARD_NAME_MAX;

/**
 * Where the two card forms differ. The settings tab keeps its lenient rules (12+ digits, CVC 3
 * or 4, dots in names); checkout follows issue 19: 13–19 digits, the CVC length of the card's
 * brand, and names of letters, spaces, hyphens and apostrophes only.
 */
export interface PaymentCardRules {
  minDigits: number;
  cvcMatchesBrand: boolean;
  nameAllowsDots: boolean;
}
export const SETTINGS_CARD_RULES: PaymentCardRules = {
  minDigits: CARD_NUMBER_MIN_DIGITS,
  cvcMatchesBrand: false,
  nameAllowsDots: true,
};
export const CHECKOUT_CARD_RULES: PaymentCardRules = {
  minDigits: 13,
  cvcMatchesBrand: true,
  nameAllowsDots: false,
};

/** The first broken rule of each field, as field → message key; empty when the card is fine. */
export function validatePaymentCard(
  values: Partial<PaymentCardValues>,
  now: Date = new Date(),
  rules: PaymentCardRules = SETTINGS_CARD_RULES,
): PaymentCardErrors {
  const errors: PaymentCardErrors = {};
  const number = values.card_number ?? '';
  if (number.trim() === '') errors.card_number = 'common:payment_card.number_required';
  else if (!isCardNumberValid(number, rules.minDigits))
    errors.card_number = 'common:payment_card.number_invalid';

  const expiryText = values.expiry ?? '';
  const expiry = parseExpiry(expiryText);
  if (expiryText.trim() === '') errors.expiry = 'common:payment_card.expiry_required';
  else if (!expiry) errors.expiry = 'common:payment_card.expiry_invalid';
  else if (isExpiryInPast(expiry, now)) errors.expiry = 'common:payment_card.expiry_past';

  const cvc = values.cvc ?? '';
  if (cvc.trim() === '') errors.cvc = 'common:payment_card.cvc_required';
  else if (rules.cvcMatchesBrand) {
    const length = cvcLengthFor(number);
    if (!new RegExp(`^\\d{${length}}$`).test(cvc.trim()))
      errors.cvc =
        length === 4
          ? 'common:payment_card.cvc_four_digits'
          : 'common:payment_card.cvc_three_digits';
  } else if (!isCvcValid(cvc)) errors.cvc = 'common:payment_card.cvc_invalid';

  const name = values.name_on_card ?? '';
  if (name.trim() === '') errors.name_on_card = 'common:payment_card.name_required';
  else if (!isCardNameValid(name, rules.nameAllowsDots))
    errors.name_on_card = 'common:payment_card.name_invalid';
  return errors;
}

/** Groups of four as the user types (`4242424242424242` → `4242 4242 4242 4242`). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MMYY` typed → `MM/YY`; keeps what the user typed otherwise. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The last four digits, for a saved card's label ("•••• 4242"). */
export const lastFour = (value: string): string => cardDigits(value).slice(-4);
