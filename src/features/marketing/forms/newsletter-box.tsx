import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from './newsletter-form';

/** The footer's newsletter box: a title, a line of why, and the e-mail form. */
export function NewsletterBox() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__title">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter-box__text">{t('newsletter.text')}</p>
      <NewsletterForm />
    </section>
  );
}
