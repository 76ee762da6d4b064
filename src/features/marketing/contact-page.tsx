import { useTranslation } from 'react-i18next';
import { contactDetails } from '@/lib/contact-details';
import { FaqSection } from './blocks/faq-section';
import { ContactForm } from './forms/contact-form';
import { MarketingBanner } from './marketing-banner';
import './marketing.css';

/** `/contact`: banner with phone, messaging app and e-mail; send a message; FAQ. */
export function ContactPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingBanner page="contact">
        <ul className="contact-details">
          <li>
            <span className="contact-details__label">{t('contact.phone')}</span>
            <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
          </li>
          <li>
            <span className="contact-details__label">{t('contact.messaging')}</span>
            <a href={contactDetails.messagingApp} target="_blank" rel="noreferrer">
              {t('contact.messagingLink')}
              <span className="visually-hidden"> {t('contact.newWindow')}</span>
            </a>
          </li>
          <li>
            <span className="contact-details__label">{t('contact.email')}</span>
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
          </li>
        </ul>
      </MarketingBanner>
      <section className="content-section split-section" aria-labelledby="contact-form-title">
        <div>
          <h2 id="contact-form-title" className="content-section__title">
            {t('contact.formTitle')}
          </h2>
          <p className="content-section__intro">{t('contact.formIntro')}</p>
        </div>
        <ContactForm />
      </section>
      <FaqSection />
    </>
  );
}
