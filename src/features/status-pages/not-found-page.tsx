import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/lib/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to={paths.home}>
        {t('notFound.back')}
      </Link>
    </PageFrame>
  );
}
