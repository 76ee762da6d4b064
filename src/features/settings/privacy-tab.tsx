import { useTranslation } from 'react-i18next';

/** The policy's sections, in reading order; the texts are in the `settings` namespace. */
export const PRIVACY_SECTIONS = [
  'collect',
  'use',
  'share',
  'payments',
  'retention',
  'rights',
  'contact',
] as const;

/** The privacy policy as a readable section (sample wording, written as a policy outline). */
export function PrivacyTab() {
  const { t } = useTranslation('settings');
  return (
    <article className="settings__policy" aria-labelledby="privacy-policy-title">
      <h3 id="privacy-policy-title">{t('privacy.title')}</h3>
      <p className="settings__note">{t('privacy.updated')}</p>
      <p>{t('privacy.intro')}</p>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section}>
          <h4>{t(`privacy.sections.${section}.title`)}</h4>
          <p>{t(`privacy.sections.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
