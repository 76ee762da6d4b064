// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTypedAmount, typingExamples } from './typed-amount';

const amount = (decimal: string, minor: number) => ({ kind: 'amount', decimal, minor });

describe('an amount as it is typed', () => {
  it('reads the English grouping and decimal point', () => {
    expect(readTypedAmount('1,000', 'en')).toEqual(amount('1000.00', 100_000));
    expect(readTypedAmount(' 1,000.5 ', 'en')).toEqual(amount('1000.50', 100_050));
    expect(readTypedAmount('500,000.00', 'en')).toEqual(amount('500000.00', 50_000_000));
    expect(readTypedAmount('1000', 'en')).toEqual(amount('1000.00', 100_000));
    expect(readTypedAmount('1 000', 'en')).toEqual(amount('1000.00', 100_000));
  });

  it('reads the Russian and Armenian spaces and decimal comma, and a point too', () => {
    for (const language of ['ru', 'arm'] as const) {
      expect(readTypedAmount('1 000', language)).toEqual(amount('1000.00', 100_000));
      // As Intl writes it: a no-break space (Armenian) or a narrow one (Russian).
      expect(readTypedAmount('1\u00a0000,50', language)).toEqual(amount('1000.50', 100_050));
      expect(readTypedAmount('1\u202f000,50', language)).toEqual(amount('1000.50', 100_050));
      expect(readTypedAmount('1000.50', language)).toEqual(amount('1000.50', 100_050));
    }
  });

  it('says what is wrong with anything else', () => {
    expect(readTypedAmount('', 'en')).toEqual({ kind: 'empty' });
    expect(readTypedAmount('   ', 'ru')).toEqual({ kind: 'empty' });
    for (const text of ['abc', '1,00', '10,0000', '1.000,50', '1e5', '12abc', '1..5', '∞'])
      expect(readTypedAmount(text, 'en'), text).toEqual({ kind: 'unreadable' });
    expect(readTypedAmount('1,000.50', 'ru')).toEqual({ kind: 'unreadable' });
    expect(readTypedAmount('0', 'en')).toEqual({ kind: 'not_positive' });
    expect(readTypedAmount('0,00', 'ru')).toEqual({ kind: 'not_positive' });
    expect(readTypedAmount('-5', 'en')).toEqual({ kind: 'not_positive' });
    expect(readTypedAmount('10.505', 'en')).toEqual({ kind: 'too_precise' });
    expect(readTypedAmount('10.500', 'en')).toEqual(amount('10.50', 1050));
    expect(readTypedAmount('99999999999999999999', 'en')).toEqual({ kind: 'unreadable' });
  });

  it('gives the examples of each language from Intl', () => {
    expect(typingExamples('en')).toEqual({ whole: '1,000', fraction: '1,000.50' });
    const ru = typingExamples('ru');
    expect(readTypedAmount(ru.whole, 'ru')).toEqual(amount('1000.00', 100_000));
    expect(readTypedAmount(ru.fraction, 'ru')).toEqual(amount('1000.50', 100_050));
    const arm = typingExamples('arm');
    expect(readTypedAmount(arm.fraction, 'arm')).toEqual(amount('1000.50', 100_050));
  });
});
