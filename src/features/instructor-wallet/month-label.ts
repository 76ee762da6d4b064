import { cachedFormatter } from '@/lib/format/intl-cache';
import { htmlLang, type Language } from '@/lib/i18n/languages';

/** `Mar 2026` in the interface language: the chart's axis and its table say the same. */
export const monthLabel = (date: Date, language: Language): string =>
  cachedFormatter(
    `month-year:${language}`,
    () => new Intl.DateTimeFormat(htmlLang[language], { month: 'short', year: 'numeric' }),
  ).format(date);
