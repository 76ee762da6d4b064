import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { ChevronDownIcon, FlagIcon } from './icons';

/** The current language and the trigger's accessible name, shared by the switcher and its fallback. */
export function useLanguageTrigger(): { current: Language; label: string } {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { current, label: t('language.current', { language: t(`language.${current}`) }) };
}

export function LanguageTriggerContent({ current }: { current: Language }) {
  return (
    <>
      <FlagIcon language={current} />
      <span className="language-switcher__code" aria-hidden="true">
        {current.toUpperCase()}
      </span>
      <ChevronDownIcon />
    </>
  );
}
