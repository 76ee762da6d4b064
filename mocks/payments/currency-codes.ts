// The currencies payment calls take, by their ISO 4217 alphabetic code and its numeric twin
// (decision 35): the bank speaks numeric codes, and the original client sends `051` for AMD.

export const CURRENCIES = ['AMD', 'USD', 'RUB', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** ISO 4217 numeric codes of the currencies taken. */
export const NUMERIC_CURRENCY_CODES: Readonly<Record<string, Currency>> = {
  '051': 'AMD',
  '840': 'USD',
  '643': 'RUB',
  '978': 'EUR',
};

/** The alphabetic code of a sent currency (either form), or null for anything else. */
export function currencyOf(value: unknown): Currency | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  if ((CURRENCIES as readonly string[]).includes(code)) return code as Currency;
  return NUMERIC_CURRENCY_CODES[code] ?? null;
}
