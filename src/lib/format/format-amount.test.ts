// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAmount } from './price';

describe('formatAmount', () => {
  it('shows the server’s amount in its currency, AMD with ֏, in each language’s notation', () => {
    expect(formatAmount('19000.50', 'AMD', 'en')).toBe('֏19,000.50');
    expect(formatAmount('19000.50', 'AMD', 'ru')).toMatch(/^19\s000,50\s֏$/);
    expect(formatAmount('19000.50', 'AMD', 'arm')).toMatch(/^19\s000,50\s֏$/);
    expect(formatAmount('49.99', 'USD', 'en')).toBe('$49.99');
    expect(formatAmount('0.1', 'RUB', 'ru')).toMatch(/^0,10\s₽$/);
  });

  it('keeps an unknown currency code beside the amount', () => {
    expect(formatAmount('5', 'XYZ1', 'en')).toBe('5.00 XYZ1');
  });
});
