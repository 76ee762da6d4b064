// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './minor-units';

describe('toMinorUnits', () => {
  it('reads decimal strings exactly', () => {
    expect(toMinorUnits('1999.99')).toBe(199999);
    expect(toMinorUnits('2000.00')).toBe(200000);
    expect(toMinorUnits('35000')).toBe(3500000);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits('.5')).toBe(50);
    expect(toMinorUnits('7.')).toBe(700);
    expect(toMinorUnits(' 12.30 ')).toBe(1230);
  });

  it('reads numbers the server sends unquoted', () => {
    expect(toMinorUnits(1999.99)).toBe(199999);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(toMinorUnits(0)).toBe(0);
  });

  it('keeps one cent apart where floats would not', () => {
    // 0.1 + 0.2 !== 0.3 as floats; as minor units the sum is exact.
    expect(toMinorUnits('0.1')! + toMinorUnits('0.2')!).toBe(toMinorUnits('0.3'));
    expect(toMinorUnits('1999.99')!).toBeLessThan(toMinorUnits('2000.00')!);
    expect(toMinorUnits('2000.01')! - toMinorUnits('2000')!).toBe(1);
  });

  it('uses the currency decimals it is given', () => {
    expect(toMinorUnits('35000', 0)).toBe(35000);
    expect(toMinorUnits('1.234', 3)).toBe(1234);
    expect(toMinorUnits('35000.50', 0)).toBeNull();
  });

  it('accepts trailing zeros beyond the decimals but not other digits', () => {
    expect(toMinorUnits('2000.000')).toBe(200000);
    expect(toMinorUnits('1.005')).toBeNull();
  });

  it('keeps the sign', () => {
    expect(toMinorUnits('-5.25')).toBe(-525);
    expect(toMinorUnits('+5')).toBe(500);
    expect(toMinorUnits('-0')).toBe(0);
  });

  it('refuses what is not a plain decimal amount', () => {
    for (const bad of ['', ' ', '.', 'abc', '1e5', '1,5', '1.2.3', '--1', '12 34', '0x10'])
      expect(toMinorUnits(bad), bad).toBeNull();
    expect(toMinorUnits(Number.NaN)).toBeNull();
    expect(toMinorUnits(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toMinorUnits(1e21)).toBeNull();
    expect(toMinorUnits('99999999999999999999')).toBeNull();
  });
});

describe('fromMinorUnits', () => {
  it('writes decimal strings back', () => {
    expect(fromMinorUnits(1_900_000)).toBe('19000.00');
    expect(fromMinorUnits(5)).toBe('0.05');
    expect(fromMinorUnits(-1234)).toBe('-12.34');
    expect(fromMinorUnits(toMinorUnits('0.1')! + toMinorUnits('0.2')!)).toBe('0.30');
  });
});
