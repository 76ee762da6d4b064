import { cachedFormatter } from './intl-cache';
import { htmlLang, type Language } from '../i18n/languages';

export const currencySymbols: Readonly<Record<string, string>> = { AMD: '֏', RUB: '₽', USD: '$' };

/** Unknown currency codes are shown as given. */
export const currencySymbol = (code: string): string => currencySymbols[code] ?? code;

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

export interface DisplayPrice {
  amount: string;
  currency: string;
  symbol: string;
  /** Symbol and amount as shown on cards, e.g. `$89.99`. */
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

/** The price to show for a course in `language`, or null when no language has one. */
export function displayPrice(
  record: PricedRecord | null | undefined,
  language: Language,
): DisplayPrice | null {
  if (!record) return null;
  const fields = record as Partial<Record<string, unknown>>;
  const order = [language, ...fallbackOrder.filter((candidate) => candidate !== language)];
  for (const candidate of order) {
    const price = fields[`price_${candidate}`];
    if (!usable(price)) continue;
    const currency = String(fields[`currency_${candidate}`] ?? '').trim();
    const amount = String(price).trim();
    const symbol = currencySymbol(currency);
    return { amount, currency, symbol, text: `${symbol}${amount}` };
  }
  return null;
}

/** An amount of money in the language's own notation, e.g. `$85.00`, `85,00 $`, `85,00 US$`. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  try {
    return cachedFormatter(
      `money:${language}:${currency}`,
      () => new Intl.NumberFormat(htmlLang[language], { style: 'currency', currency }),
    ).format(amount);
  } catch {
    // An unknown currency code: the amount with the code, rather than nothing.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * An amount as the server gave it (a decimal string), in the language's own notation. The string
 * goes to Intl as it is (Intl.NumberFormat v3 reads decimal strings exactly), never through a
 * binary float.
 */
export function formatServerMoney(
  money: { amount: string; currency: string },
  language: Language,
): string {
  try {
    const format = cachedFormatter(
      `money-narrow:${language}:${money.currency}`,
      () =>
        new Intl.NumberFormat(htmlLang[language], {
          style: 'currency',
          currency: money.currency,
          // ֏ for drams (decision 32), not "AMD".
          currencyDisplay: 'narrowSymbol',
        }),
    );
    // The typings predate string input; the runtime (ES2023) takes it exactly.
    return format.format(money.amount as unknown as number);
  } catch {
    // An unknown currency code: the amount in the language's notation, two decimals, the code.
    const number = cachedFormatter(
      `amount-only:${language}`,
      () =>
        new Intl.NumberFormat(htmlLang[language], {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
    );
    return `${number.format(money.amount as unknown as number)} ${money.currency}`;
  }
}
