// Money is added and compared in integer minor units (hundredths), never in floating point:
// 0.1 + 0.2 is not 0.3, and a wallet's totals must be exact (decision 32).

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * `"19000.50"` (or `19000.5`) → `1900050`. The server's decimal strings are read digit by digit;
 * a third decimal rounds half away from zero. Anything that is not a number throws, so a bad
 * amount is never silently counted as zero.
 */
export function toMinorUnits(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(3) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new RangeError(`Not an amount of money: ${String(amount)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const rounded = Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents;
  return sign === '-' && rounded !== 0 ? -rounded : rounded;
}

/** `1900050` → `"19000.50"`: the decimal string the API speaks. */
export function fromMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(minor));
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
