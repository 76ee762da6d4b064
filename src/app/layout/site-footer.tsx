import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactDetails } from '@/lib/contact-details';
import { paths } from '@/lib/routes';
import { FacebookIcon, InstagramIcon, LogoMark } from './icons';

const footerLinks = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.about, labelKey: 'nav.aboutUs' },
  { to: paths.courses, labelKey: 'nav.courses' },
  { to: paths.blog, labelKey: 'nav.blog' },
  { to: paths.whyChooseUs, labelKey: 'nav.whyChooseUs' },
  // The spec's contact-us link points to home.
  { to: paths.home, labelKey: 'footer.contactUs' },
] as const;

// The newsletter form runs on the form machine; loaded after the page so the entry stays small.
const NewsletterBox = lazy(() =>
  import('@/features/marketing/forms/newsletter-box').then((m) => ({ default: m.NewsletterBox })),
);

// The help assistant rides on the footer's chunk: on every page, after the first
// paint, and nothing of it in the entry (budget.json).
const HelpAssistant = lazy(() =>
  import('@/features/help-assistant/help-assistant').then((m) => ({ default: m.HelpAssistant })),
);

const socialIcons = { Facebook: FacebookIcon, Instagram: InstagramIcon } as const;

/** A titled column of the footer: a landmark (`nav` or `section`) named by its heading. */
function FooterColumn({
  as: Landmark,
  titleId,
  title,
  children,
}: {
  as: 'nav' | 'section';
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Landmark aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__title">
        {title}
      </h2>
      {children}
    </Landmark>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <>
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <div className="site-footer__brand">
            <Link to={paths.home} className="logo logo--inverse">
              <LogoMark />
              <span>{t('app.name')}</span>
            </Link>
            <p>{t('footer.tagline')}</p>
            <ul className="site-footer__social" aria-label={t('footer.follow')}>
              {contactDetails.social.map(({ name, href }) => {
                const Icon = socialIcons[name];
                return (
                  <li key={name}>
                    <a
                      className="icon-button"
                      href={href}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={name}
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <FooterColumn as="nav" titleId="footer-links-title" title={t('footer.quickLinks')}>
            <ul className="site-footer__list">
              {footerLinks.map((link) => (
                <li key={link.labelKey}>
                  <Link to={link.to}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </FooterColumn>
          <FooterColumn as="section" titleId="footer-contact-title" title={t('footer.contactInfo')}>
            <dl className="site-footer__contact">
              <dt>{t('footer.phone')}</dt>
              <dd>
                <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
              </dd>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
              </dd>
              <dt>{t('footer.website')}</dt>
              <dd>
                <a href={contactDetails.website}>
                  {contactDetails.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
              <dt>{t('footer.location')}</dt>
              <dd>{t('footer.locationValue')}</dd>
            </dl>
          </FooterColumn>
          <div className="site-footer__newsletter">
            <Suspense fallback={null}>
              <NewsletterBox />
            </Suspense>
          </div>
        </div>
        <div className="site-footer__bottom container">
          <p>{t('footer.copyright', { year })}</p>
          <ul className="site-footer__legal" aria-label={t('footer.legal')}>
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.termsConditions}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </div>
      </footer>
      <Suspense fallback={null}>
        <HelpAssistant />
      </Suspense>
    </>
  );
}
