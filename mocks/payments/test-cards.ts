// The simulated bank's test cards (decision 23), and the checks its hosted page makes. Any other
// number that passes the Luhn check is declined as unknown to the bank.
import type { CardBehaviour, CardBrand } from '../db/types';

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: CardBehaviour;
  /** What the developer sees on the bank page and in docs/mock-backend.md. */
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', behaviour: 'approve', label: 'approves' },
  { number: '5555555555554444', brand: 'Mastercard', behaviour: 'approve', label: 'approves' },
  {
    number: '4000000000000002',
    brand: 'Visa',
    behaviour: 'decline',
    label: 'declined (card declined)',
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    behaviour: 'insufficient_funds',
    label: 'declined (insufficient funds)',
  },
  {
    number: '4000000000003220',
    brand: 'Visa',
    behaviour: 'three_ds',
    label: '3-D Secure code step',
  },
  {
    number: '4000000000000341',
    brand: 'Visa',
    behaviour: 'declines_later',
    label: 'approves here; later charges as a saved card are declined',
  },
];

/** The one-time code the 3-D Secure step accepts. */
export const THREE_DS_CODE = '123456';

/** The bank's response codes (ISO 8583 style) and the reasons the app shows. */
export const BANK_CODES = {
  approved: '00',
  declined: '05',
  insufficientFunds: '51',
  expired: '54',
  threeDsFailed: '0151',
  canceled: '0150',
} as const;

export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const brandOf = (number: string): CardBrand =>
  number.startsWith('5') ? 'Mastercard' : 'Visa';

/** `424242******4242`: the first six and last four digits (decision 24). */
export const maskPan = (number: string): string =>
  `${number.slice(0, 6)}${'*'.repeat(Math.max(2, number.length - 10))}${number.slice(-4)}`;

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardProblem =
  | 'number_required'
  | 'number_invalid'
  | 'expiry_required'
  | 'expiry_invalid'
  | 'expiry_past'
  | 'cvc_required'
  | 'cvc_invalid';

/** Checks what the learner typed on the bank page; `now` decides whether the expiry is past. */
export function checkCard(
  input: { number?: unknown; expiry?: unknown; cvc?: unknown },
  now: Date,
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const number = digitsOf(typeof input.number === 'string' ? input.number : '');
  if (!number) problems.number = 'number_required';
  else if (!passesLuhn(number)) problems.number = 'number_invalid';
  const expiry = (typeof input.expiry === 'string' ? input.expiry : '').replace(/\s/g, '');
  const match = /^(\d{2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (!expiry) problems.expiry = 'expiry_required';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    problems.expiry = 'expiry_invalid';
  else {
    const month = Number(match[1]);
    const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
    // A card is valid to the end of its expiry month.
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      problems.expiry = 'expiry_past';
  }
  const cvc = typeof input.cvc === 'string' ? input.cvc.trim() : '';
  if (!cvc) problems.cvc = 'cvc_required';
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = 'cvc_invalid';
  return problems;
}

export const testCardOf = (number: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === number);
