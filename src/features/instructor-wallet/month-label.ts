import { formatMonth } from '@/lib/format/dates';
import type { Language } from '@/lib/i18n/languages';

/** `Mar 2026` in the interface language: the chart's axis and its table say the same. */
export const monthLabel = (date: Date, language: Language): string => formatMonth(date, language);
