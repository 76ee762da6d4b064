import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, type Language } from '@/lib/i18n/languages';
import { ChevronDownIcon, FlagIcon } from './icons';

/** arm, en and ru with their flags; the choice is stored under `lang` by the i18n layer. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="icon-button language-switcher__trigger"
        aria-label={t('language.current', { language: t(`language.${current}`) })}
      >
        <FlagIcon language={current} />
        <span className="language-switcher__code" aria-hidden="true">
          {current.toUpperCase()}
        </span>
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align="end"
          sideOffset={6}
          aria-label={t('language.choose')}
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              if (isLanguage(value)) void i18n.changeLanguage(value);
            }}
          >
            {languages.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                className="menu__item"
                lang={language === 'arm' ? 'hy' : language}
              >
                <FlagIcon language={language} />
                {t(`language.${language}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
