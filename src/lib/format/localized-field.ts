import { fallbackLanguage, type Language } from '../i18n/languages';

// Any API record (generated interfaces have no index signature, so `object` rather than a Record).
type LocalizedRecord = object;

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
  const fields = record as Partial<Record<string, unknown>>;
  return text(fields[`${field}_${language}`]) || text(fields[`${field}_${fallbackLanguage}`]);
}
