import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/lib/routes';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notAuthorized.title')}>
      <p>{t('notAuthorized.text')}</p>
      <Link className="button button--primary" to={paths.home}>
        {t('notFound.back')}
      </Link>
    </PageFrame>
  );
}
