import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageFrameProps {
  title: string;
  children?: ReactNode;
}

/** A page's heading and body, the same on every page so headings stay in order. */
export function PageFrame({ title, children }: PageFrameProps) {
  return (
    <div className="page-frame">
      <h1 className="page-frame__title">{title}</h1>
      {children}
    </div>
  );
}

/** A route whose screen a later issue builds: titled, and honest about it. */
export function UnderConstruction({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(titleKey)}>
      <p className="page-frame__note">{t('app.underConstruction')}</p>
    </PageFrame>
  );
}
