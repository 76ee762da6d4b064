import { fallbackLanguage, type Language } from '../i18n/languages';

// Any API record (generated interfaces have no index signature, so `object` rather than a Record).
type LocalizedRecord = object;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * `title_{lang}` with the English fallback: arm uses Armenian else English, ru uses Russian
 * else English, anything else English. Blank counts as missing. A record with no English at all
 * (a course written in Armenian only, decision 37) falls back to Armenian, then Russian.
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
  /** The language `text` is in: the one asked for, or the one it fell back to. */
  language: Language;
}

/** After English, when a record has none: Armenian, the later version's first language. */
const lastResorts: readonly Language[] = ['arm', 'ru'];

/** `localizedField` that also says which language it fell back to, to mark that text's `lang`. */
export function localizedText(
  record: LocalizedRecord | null | undefined,
  field: string,
  language: Language,
): LocalizedText {
  if (!record) return { text: '', language };
  const fields = record as Partial<Record<string, unknown>>;
  for (const candidate of [language, fallbackLanguage, ...lastResorts]) {
    const found = text(fields[`${field}_${candidate}`]);
    if (found) return { text: found, language: candidate };
  }
  return { text: '', language };
}
