import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '@/lib/i18n/languages';
import { takeOverKeyAttribute } from '../first-screen/take-over-key';
import { FlagIcon } from './icons';
import { LanguageTriggerContent, useLanguageTrigger } from './language-trigger-content';

/** arm, en and ru with their flags; the choice is stored under `lang` by the i18n layer. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { current, label } = useLanguageTrigger();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="icon-button language-switcher__trigger"
        aria-label={label}
        {...{ [takeOverKeyAttribute]: 'language-switcher' }}
      >
        <LanguageTriggerContent current={current} />
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
