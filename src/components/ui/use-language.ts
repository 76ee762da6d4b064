import { useTranslation } from 'react-i18next';
import { fallbackLanguage, isLanguage, type Language } from '@/lib/i18n/languages';

/** The interface language, which is also the language content fields are read in. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}
