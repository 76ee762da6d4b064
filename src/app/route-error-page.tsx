import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';

// Shown when a page fails to render or its code fails to download (e.g. after a deploy).
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container">
      <PageFrame title={t('error.title')}>
        <p>{t('error.text')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('error.reload')}
        </button>
      </PageFrame>
    </main>
  );
}
