import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/ui/use-language';
import { htmlLang } from '@/lib/i18n/languages';

/**
 * When a refused attempt (429, too many tries) may be made again, as a time of day in the
 * interface language: it stays right however long the page is left open, where a count of
 * seconds would not. Shown under the form's own message while that message is the refusal.
 */
export function RetryAtNotice({ at }: { at: number }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const time = new Intl.DateTimeFormat(htmlLang[language], { timeStyle: 'medium' }).format(at);
  return (
    <p className="form-alert form-alert--info" role="status" data-testid="retry-at">
      {t('common.retryAt', { time })}
    </p>
  );
}
