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
  return localizedText(record, field, language).text;
}

export interface LocalizedText {
  text: string;
  /** The language `text` is in: the one asked for, or English when it fell back. */
  language: Language;
}

/** `localizedField` that also says which language it fell back to, to mark that text's `lang`. */
export function localizedText(
  record: LocalizedRecord | null | undefined,
  field: string,
  language: Language,
): LocalizedText {
  if (!record) return { text: '', language };
  const fields = record as Partial<Record<string, unknown>>;
  const own = text(fields[`${field}_${language}`]);
  if (own) return { text: own, language };
  const fallback = text(fields[`${field}_${fallbackLanguage}`]);
  return { text: fallback, language: fallback ? fallbackLanguage : language };
}
