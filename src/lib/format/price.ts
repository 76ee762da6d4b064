import { cachedFormatter } from './intl-cache';
import { htmlLang, type Language } from '../i18n/languages';

/**
 * An amount exactly as the server gave it (a decimal string in `currency`), in the interface
 * language's notation with the currency's own sign (decision 32): `֏19,000.00`, `19 000,00 ֏`.
 * The digits shown are the server's, not a float's (see formatServerMoney).
 */
export function formatAmount(
  amount: string | number,
  currency: string,
  language: Language,
): string {
  return formatServerMoney({ amount: String(amount), currency }, language);
}

// Any API record (generated interfaces have no index signature, so `object` rather than a Record).
type PricedRecord = object;

/** An amount as the server gives it: a decimal string and its ISO 4217 letter code. */
export interface ServerMoney {
  amount: string;
  currency: string;
}

export interface DisplayPrice extends ServerMoney {
  /** The amount in the interface language's notation (formatServerMoney), e.g. `$89.99`. */
  text: string;
}

const usable = (price: unknown): price is string | number => {
  if (typeof price === 'number') return Number.isFinite(price) && price !== 0;
  if (typeof price !== 'string' || price.trim() === '') return false;
  const value = Number(price);
  return !Number.isNaN(value) && value !== 0;
};

// Spec decision 2: the current language first, then en, ru, arm, each with its own currency.
const fallbackOrder: readonly Language[] = ['en', 'ru', 'arm'];

/** The price a record has for `language` (decision 2's fallback), as the server wrote it. */
function priceFor(record: PricedRecord, language: Language): ServerMoney | null {
  const fields = record as Partial<Record<string, unknown>>;
  const order = [language, ...fallbackOrder.filter((candidate) => candidate !== language)];
  for (const candidate of order) {
    const price = fields[`price_${candidate}`];
    if (!usable(price)) continue;
    const currency = String(fields[`currency_${candidate}`] ?? '').trim();
    return { amount: String(price).trim(), currency };
  }
  return null;
}

/** The price to show for a course in `language`, or null when no language has one. */
export function displayPrice(
  record: PricedRecord | null | undefined,
  language: Language,
): DisplayPrice | null {
  const price = record ? priceFor(record, language) : null;
  return price ? { ...price, text: formatServerMoney(price, language) } : null;
}

/** The currency the wallet and the bank charge in (drams). */
export const WALLET_CURRENCY = 'AMD';

export interface CoursePrices {
  /** The price of the interface language (decision 2's fallback), as every list shows it. */
  listed: DisplayPrice;
  /** What paying charges: the course's own price in drams when it has one, else the listed. */
  charged: DisplayPrice;
  /** The charge is in another currency than the listed price (the page says so, and why). */
  differs: boolean;
}

/**
 * A course's price as listed in `language` and as charged. The wallet and the bank charge in
 * drams, so a course with an Armenian price in drams is charged that price (never 50 AMD
 * for a 50 USD course, a weakness of the original client); otherwise the listed price, which the server accepts too.
 */
export function coursePrices(
  record: PricedRecord | null | undefined,
  language: Language,
): CoursePrices | null {
  const listed = displayPrice(record, language);
  if (!record || !listed) return null;
  const armenian = priceFor(record, 'arm');
  const charged =
    armenian && armenian.currency === WALLET_CURRENCY
      ? { ...armenian, text: formatServerMoney(armenian, language) }
      : listed;
  return { listed, charged, differs: charged.currency !== listed.currency };
}

/** The one formatter of money in `language` (narrow signs: ֏ for drams, decision 32). */
const moneyFormat = (language: Language, currency: string) =>
  cachedFormatter(
    `money-narrow:${language}:${currency}`,
    () =>
      new Intl.NumberFormat(htmlLang[language], {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }),
  );

const amountOnlyFormat = (language: Language) =>
  cachedFormatter(
    `amount-only:${language}`,
    () =>
      new Intl.NumberFormat(htmlLang[language], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );

/**
 * An amount as the server gave it (a decimal string), in the language's own notation: every
 * amount the app shows goes through here. The string goes to Intl as it is (Intl.NumberFormat
 * v3 reads decimal strings exactly), never through a binary float.
 */
export function formatServerMoney(money: ServerMoney, language: Language): string {
  return formatServerMoneyParts(money, language)
    .map((part) => part.value)
    .join('');
}

/**
 * The same as formatServerMoney, in parts (`currency` is the sign), for a view that sets the
 * sign apart from the digits. An unknown currency code: the amount in the language's notation,
 * two decimals, then the code.
 */
export function formatServerMoneyParts(
  money: ServerMoney,
  language: Language,
): Intl.NumberFormatPart[] {
  // The typings predate string input; the runtime (ES2023) takes it exactly.
  const amount = money.amount as unknown as number;
  try {
    return moneyFormat(language, money.currency).formatToParts(amount);
  } catch {
    const digits = amountOnlyFormat(language).formatToParts(amount);
    return money.currency === ''
      ? digits
      : [...digits, { type: 'literal', value: ' ' }, { type: 'currency', value: money.currency }];
  }
}
