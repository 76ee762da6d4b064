import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './minor-units';

describe('minor units', () => {
  it('reads the server’s decimal strings exactly', () => {
    expect(toMinorUnits('19000.00')).toBe(1_900_000);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits('49.99')).toBe(4999);
    expect(toMinorUnits(' 7 ')).toBe(700);
    expect(toMinorUnits('.5')).toBe(50);
    expect(toMinorUnits('-12.34')).toBe(-1234);
    expect(toMinorUnits('1.005')).toBe(101);
  });

  it('reads numbers without floating-point drift', () => {
    expect(toMinorUnits(0.1) + toMinorUnits(0.2)).toBe(toMinorUnits(0.3));
    expect(toMinorUnits(19.99)).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    expect(() => toMinorUnits('')).toThrow(RangeError);
    expect(() => toMinorUnits('12,50')).toThrow(RangeError);
    expect(() => toMinorUnits('abc')).toThrow(RangeError);
  });

  it('writes decimal strings back', () => {
    expect(fromMinorUnits(1_900_000)).toBe('19000.00');
    expect(fromMinorUnits(5)).toBe('0.05');
    expect(fromMinorUnits(-1234)).toBe('-12.34');
    expect(fromMinorUnits(toMinorUnits('0.1') + toMinorUnits('0.2'))).toBe('0.30');
  });
});
