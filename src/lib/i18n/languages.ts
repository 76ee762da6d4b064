// The three interface and content languages, and how each maps to the outside world.
export const languages = ['arm', 'en', 'ru'] as const;
export type Language = (typeof languages)[number];

/** With nothing stored the app starts in Armenian (spec decision 1). */
export const defaultLanguage: Language = 'arm';
/** Every fallback, in i18next and in content fields, ends at English. */
export const fallbackLanguage: Language = 'en';

/** BCP 47 codes for `<html lang>` and Intl: the app's `arm` is Armenian, `hy`. */
export const htmlLang: Record<Language, string> = { arm: 'hy', en: 'en', ru: 'ru' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
