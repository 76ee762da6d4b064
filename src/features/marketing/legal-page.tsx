import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBanner } from '@/components/ui/page-banner';
import { useLanguage } from '@/components/ui/use-language';
import { formatDate } from '@/lib/format/dates';
import { href } from '@/lib/routes';
import './marketing.css';

/** When the legal texts last changed: shown on both pages, bump it with the texts. */
export const legalTextsUpdatedOn = '2026-11-25';

/** The sections of each document, in reading order (their words live in the `legal` namespace). */
export const legalDocuments = {
  terms: [
    'account',
    'courses',
    'payments',
    'wallet',
    'refunds',
    'instructors',
    'conduct',
    'liability',
    'changes',
  ],
  privacy: ['collect', 'payments', 'use', 'sharing', 'storage', 'retention', 'rights'],
} as const;

type LegalDocument = keyof typeof legalDocuments;

function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const sections = legalDocuments[document];
  const anchor = (section: string) => `${document}-${section}`;
  return (
    <>
      <PageBanner
        tone="tinted"
        eyebrow={t(`${document}.eyebrow`)}
        title={t(`${document}.title`)}
        text={
          <>
            <p>{t(`${document}.intro`)}</p>
            <p>{t('updated', { date: formatDate(legalTextsUpdatedOn, language) })}</p>
          </>
        }
      />
      <div className="content-section legal-page">
        <nav className="legal-page__contents" aria-labelledby={`${document}-contents`}>
          <h2 id={`${document}-contents`} className="legal-page__contents-title">
            {t('contents')}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${anchor(section)}`}>{t(`${document}.sections.${section}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-page__body">
          {sections.map((section) => (
            <section
              key={section}
              id={anchor(section)}
              aria-labelledby={`${anchor(section)}-title`}
            >
              <h2 id={`${anchor(section)}-title`}>{t(`${document}.sections.${section}.title`)}</h2>
              <p>{t(`${document}.sections.${section}.body`)}</p>
            </section>
          ))}
          <p className="legal-page__questions">
            {t('questions')} <Link to={href('contact')}>{t('contactLink')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}

/** `/terms-conditions`: the terms a learner accepts at sign-up and at checkout. */
export function TermsPage() {
  return <LegalPage document="terms" />;
}

/** `/privacy-policy`: what personal data the platform keeps and why. */
export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
