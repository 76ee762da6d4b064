import { fallbackLanguage, type Language } from '../i18n/languages';

type LocalizedRecord = Partial<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * `title_{lang}` with the English fallback: arm uses Armenian else English, ru uses Russian
 * else English, anything else English. Blank counts as missing.
 */
export function localizedField(
  record: LocalizedRecord | null | undefined,
  field: string,
  language: Language,
): string {
  if (!record) return '';
  return text(record[`${field}_${language}`]) || text(record[`${field}_${fallbackLanguage}`]);
}
