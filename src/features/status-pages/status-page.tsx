import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/action-button';

/** A page that explains why there is nothing here, with the way back home. */
function StatusPage({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(titleKey)}>
      <p>{t(textKey)}</p>
      <ButtonLink to={paths.home}>{t('notFound.back')}</ButtonLink>
    </PageFrame>
  );
}

export const NotFoundPage = () => <StatusPage titleKey="notFound.title" textKey="notFound.text" />;

export const NotAuthorizedPage = () => (
  <StatusPage titleKey="notAuthorized.title" textKey="notAuthorized.text" />
);
