// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localizedField, localizedText } from './localized-field';
import { coursePrices, displayPrice, formatServerMoney } from './price';
import { formatDate, formatMoment, formatRelativeTime } from './dates';
import { formatDuration, minutesOfTime } from './duration';
import { cardDescriptionLength, headerDescriptionLength, splitFirstWord, truncate } from './text';
import { filledStars, fullName, storageUrl, userImageUrl } from './people';

describe('localizedField', () => {
  const course = { title_en: 'Design', title_ru: 'Дизайн', title_arm: '  ' };
  it('uses the current language when it has text', () => {
    expect(localizedField(course, 'title', 'ru')).toBe('Дизайн');
  });
  it('falls back to English when the language is blank or missing', () => {
    expect(localizedField(course, 'title', 'arm')).toBe('Design');
    expect(localizedField({ title_en: 'Only English' }, 'title', 'ru')).toBe('Only English');
  });
  it('is empty with no record or no text in any language', () => {
    expect(localizedField(null, 'title', 'en')).toBe('');
    expect(localizedField({ title_en: '', title_ru: null }, 'title', 'arm')).toBe('');
  });
  it('without English (a course written in Armenian only) falls back to Armenian, then Russian', () => {
    const armenianFirst = { title_en: '', title_ru: null, title_arm: 'Դիզայն' };
    expect(localizedText(armenianFirst, 'title', 'ru')).toEqual({
      text: 'Դիզայն',
      language: 'arm',
    });
    expect(localizedField({ title_en: '', title_ru: 'x' }, 'title', 'arm')).toBe('x');
  });
  it('says which language the text is in (localizedText)', () => {
    expect(localizedText(course, 'title', 'ru')).toEqual({ text: 'Дизайн', language: 'ru' });
    expect(localizedText(course, 'title', 'arm')).toEqual({ text: 'Design', language: 'en' });
    expect(localizedText(null, 'title', 'arm')).toEqual({ text: '', language: 'arm' });
  });
});

describe('displayPrice', () => {
  const full = {
    price_en: '89.99',
    currency_en: 'USD',
    price_ru: '8000',
    currency_ru: 'RUB',
    price_arm: '35000',
    currency_arm: 'AMD',
  };
  it('shows the price of the current language, written by the one money formatter', () => {
    expect(displayPrice(full, 'arm')).toEqual({
      amount: '35000',
      currency: 'AMD',
      text: formatServerMoney({ amount: '35000', currency: 'AMD' }, 'arm'),
    });
    expect(displayPrice(full, 'ru')?.text).toMatch(/^8\s000,00\s₽$/);
    expect(displayPrice(full, 'en')?.text).toBe('$89.99');
  });
  it('falls back to en, then ru, then arm when the price is empty or "0"', () => {
    expect(displayPrice({ ...full, price_arm: '0' }, 'arm')?.currency).toBe('USD');
    expect(displayPrice({ ...full, price_arm: '', price_en: null }, 'arm')?.currency).toBe('RUB');
    expect(
      displayPrice({ price_arm: '500', currency_arm: 'AMD', price_en: '0.00' }, 'en')?.text,
    ).toBe('֏500.00');
  });
  it('shows nothing when no language has a price', () => {
    expect(displayPrice({ price_en: '0', price_ru: '', price_arm: null }, 'en')).toBeNull();
    expect(displayPrice(undefined, 'en')).toBeNull();
  });
  it('writes a currency Intl knows with its sign, an unknown code beside the amount', () => {
    expect(displayPrice({ price_en: '5', currency_en: 'EUR' }, 'en')?.text).toBe('€5.00');
    expect(displayPrice({ price_en: '5', currency_en: 'XYZ1' }, 'en')?.text).toBe('5.00 XYZ1');
  });
});

describe('coursePrices', () => {
  const course = {
    price_en: '29',
    currency_en: 'USD',
    price_ru: '2690',
    currency_ru: 'RUB',
    price_arm: '11500',
    currency_arm: 'AMD',
  };
  it('charges the course’s own price in drams, and says when that is not the listed one', () => {
    expect(coursePrices(course, 'en')).toEqual({
      listed: { amount: '29', currency: 'USD', text: '$29.00' },
      charged: { amount: '11500', currency: 'AMD', text: '֏11,500.00' },
      differs: true,
    });
    expect(coursePrices(course, 'arm')?.differs).toBe(false);
    expect(coursePrices(course, 'ru')?.charged.currency).toBe('AMD');
  });
  it('charges the listed price when the course has no price in drams', () => {
    const dollarsOnly = { price_en: '29', currency_en: 'USD' };
    expect(coursePrices(dollarsOnly, 'arm')).toMatchObject({
      listed: { amount: '29', currency: 'USD' },
      charged: { amount: '29', currency: 'USD' },
      differs: false,
    });
    expect(coursePrices({ price_en: '0' }, 'en')).toBeNull();
  });
});

describe('dates', () => {
  const iso = '2026-11-05T10:00:00Z';
  it('formats a date in each language', () => {
    expect(formatDate(iso, 'en')).toBe('November 5, 2026');
    expect(formatDate(iso, 'ru')).toMatch(/5 ноября 2026/);
    expect(formatDate(iso, 'arm')).toMatch(/2026/);
    expect(formatDate(iso, 'arm')).not.toBe(formatDate(iso, 'en'));
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
  it('formats relative times', () => {
    const now = new Date('2026-11-05T10:05:00Z');
    expect(formatRelativeTime(iso, 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-03T10:05:00Z', 'en', now)).toBe('2 days ago');
    expect(formatRelativeTime(now, 'en', now)).toBe('now');
  });
});

describe('truncate and titles', () => {
  it('cuts at the card and header lengths with an ellipsis', () => {
    const long = 'a'.repeat(200);
    expect(truncate(long, cardDescriptionLength)).toBe(`${'a'.repeat(60)}…`);
    expect(truncate(long, headerDescriptionLength)).toHaveLength(131);
  });
  it('keeps short text whole and never splits a character', () => {
    expect(truncate('short', 60)).toBe('short');
    expect(truncate('Բարև ձեզ', 4)).toBe('Բարև…');
    expect(truncate(null, 10)).toBe('');
  });
  it('splits the first word of a title', () => {
    expect(splitFirstWord('Learn React fast')).toEqual({ first: 'Learn', rest: ' React fast' });
    expect(splitFirstWord('')).toEqual({ first: '', rest: '' });
  });
});

describe('people and images', () => {
  it('joins the full name, empty without a user', () => {
    expect(fullName({ first_name: 'Anna', last_name: 'Petrosyan' })).toBe('Anna Petrosyan');
    expect(fullName(null)).toBe('');
  });
  it('builds storage URLs with default.png when missing', () => {
    expect(storageUrl('courses/a b.png')).toBe('/storage/courses/a%20b.png');
    expect(storageUrl(null)).toBe('/storage/default.png');
    expect(userImageUrl('me.jpg')).toBe('/storage/auth/me.jpg');
    expect(userImageUrl('')).toBe('/storage/auth/default.png');
  });
  it('fills stars to the rounded average, 5 by default', () => {
    expect(filledStars(3.6)).toBe(4);
    expect(filledStars('2.4')).toBe(2);
    expect(filledStars(null)).toBe(5);
    expect(filledStars(9)).toBe(5);
    expect(filledStars(-1)).toBe(0);
  });
});

describe('formatServerMoney', () => {
  it('shows a server amount in the language notation, exactly as sent', async () => {
    const { formatServerMoney } = await import('./price');
    expect(formatServerMoney({ amount: '19000.00', currency: 'AMD' }, 'en')).toBe('֏19,000.00');
    expect(formatServerMoney({ amount: '0.30', currency: 'USD' }, 'en')).toBe('$0.30');
    // A float would print 9007199254740993 as …992; the string keeps it.
    expect(formatServerMoney({ amount: '9007199254740993', currency: 'USD' }, 'en')).toBe(
      '$9,007,199,254,740,993.00',
    );
    expect(formatServerMoney({ amount: '1999.99', currency: 'XYZ1' }, 'en')).toBe('1,999.99 XYZ1');
  });
});

describe('Armenian dates where the runtime has no Armenian data', () => {
  // Such a runtime answers `hy` in its default language: English month names.
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const withoutArmenian = async () => {
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: function DateTimeFormat(
        locales?: string | string[],
        options?: Intl.DateTimeFormatOptions,
      ) {
        const asked = [locales ?? []].flat();
        return new RealDateTimeFormat(
          asked.some((locale) => locale.startsWith('hy')) ? 'en-US' : locales,
          options,
        );
      },
    });
    // The formatters are cached per module: a fresh one sees this runtime.
    vi.resetModules();
    return import('./dates');
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('uses the app’s own Armenian month names, in Armenian order, as Unicode’s data has them', async () => {
    const dates = await withoutArmenian();
    expect(dates.intlHasArmenian()).toBe(false);
    expect(dates.formatDate('2026-10-22T10:00:00Z', 'arm', { timeZone: 'UTC' })).toBe(
      '22 հոկտեմբերի, 2026 թ.',
    );
    expect(dates.formatMonth(new Date(2026, 2, 10), 'arm')).toBe('2026 թ. մրտ');
    const typed = new Date(2026, 10, 25, 14, 2);
    expect(dates.formatMoment(typed, 'arm', new Date(2026, 10, 26, 9, 0))).toBe(
      '25 նոյեմբերի, 14:02',
    );
    expect(dates.formatMoment(typed, 'arm', new Date(2026, 10, 25, 18, 0))).toBe('14:02');
    // English and Russian still come from the runtime.
    expect(dates.formatDate('2026-10-22T10:00:00Z', 'en', { timeZone: 'UTC' })).toBe(
      'October 22, 2026',
    );
    expect(dates.formatDate('2026-10-22T10:00:00Z', 'ru', { timeZone: 'UTC' })).toMatch(
      /^22 октября 2026/,
    );
  });

  it('says the same as a runtime that has the data', async () => {
    const withData = await import('./dates');
    expect(withData.intlHasArmenian()).toBe(true);
    const day = '2026-10-22T10:00:00Z';
    const month = new Date(2026, 2, 10);
    const expected = [
      withData.formatDate(day, 'arm', { timeZone: 'UTC' }),
      withData.formatMonth(month, 'arm'),
    ];
    const without = await withoutArmenian();
    expect([
      without.formatDate(day, 'arm', { timeZone: 'UTC' }),
      without.formatMonth(month, 'arm'),
    ]).toEqual(expected);
  });
});

describe('formatMoment', () => {
  const typed = new Date(2026, 10, 25, 14, 2);
  it('says only the time for a moment of today, in each language’s clock', () => {
    const now = new Date(2026, 10, 25, 18, 0);
    expect(formatMoment(typed, 'en', now)).toBe('2:02 PM');
    expect(formatMoment(typed, 'ru', now)).toBe('14:02');
    expect(formatMoment(typed, 'arm', now)).toBe('14:02');
  });
  it('adds the date for an earlier day', () => {
    const now = new Date(2026, 10, 26, 9, 0);
    expect(formatMoment(typed, 'en', now)).toMatch(/November 25.*2:02 PM/);
    expect(formatMoment(typed, 'ru', now)).toMatch(/25 ноября.*14:02/);
  });
});

describe('formatDuration', () => {
  it('shows a length in each language’s units, not as a time of day', () => {
    expect(formatDuration(8 * 60 + 30, 'en')).toBe('8 hr 30 min');
    expect(formatDuration(8 * 60 + 30, 'ru')).toBe('8 ч 30 мин');
    expect(formatDuration(8 * 60 + 30, 'arm')).toBe('8 ժ 30 ր');
    expect(formatDuration(25 * 60, 'en')).toBe('25 hr');
    expect(formatDuration(45, 'en')).toBe('45 min');
    expect(formatDuration(0, 'en')).toBe('0 hr');
  });
  it('reads the contract’s HH:mm:ss and the form’s HH:MM', () => {
    expect(minutesOfTime('02:30:00')).toBe(150);
    expect(minutesOfTime('02:30')).toBe(150);
    expect(minutesOfTime('soon')).toBeNull();
    expect(minutesOfTime(null)).toBeNull();
  });
});
