import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BookCallForm } from './book-call-form';

export function BookCallSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="content-section split-section book-call-section" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="content-section__title">
          {t('bookCall.title')}
        </h2>
        <p className="content-section__intro">{t('bookCall.intro')}</p>
      </div>
      <BookCallForm />
    </section>
  );
}
