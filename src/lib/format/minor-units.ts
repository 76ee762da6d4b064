/**
 * Money compared as integers: the server sends amounts as decimal strings (`'1999.99'`) or
 * numbers, and `1999.99 < 2000` style checks on floats are exactly where a cent goes missing.
 * The string is read digit by digit, never multiplied as a float.
 */
const decimal = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * The amount in integer minor units (cents, luma) with `fractionDigits` decimals: `'1999.99'` →
 * 199999, `'35000'` → 3500000, `12.5` → 1250. Null for anything that is not a plain decimal
 * (empty, `'abc'`, `'1e5'`, `'1,5'`), that has more non-zero decimals than the currency allows
 * (`'1.005'`), or that is too large to count exactly.
 */
export function toMinorUnits(amount: string | number, fractionDigits = 2): number | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    text = String(amount);
  } else {
    text = amount.trim();
  }
  const match = decimal.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  // Trailing zeros beyond the currency's decimals are harmless ('2000.000'); other digits are not.
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if (/[^0]/.test(fraction.slice(fractionDigits))) return null;
  const units = Number(`${whole || '0'}${kept}`);
  if (!Number.isSafeInteger(units)) return null;
  return sign === '-' && units !== 0 ? -units : units;
}
/** `1900050` → `"19000.50"`: the decimal string the API speaks. */
export function fromMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(minor));
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
