import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionControls } from '@/entities/session/session-context';

/**
 * The root when a saved session's profile could not be loaded (offline, a 5xx): the token and
 * the user stay, and Retry (or the browser coming back online) loads the profile again
 * (decision 18). The address is kept, so the page the user was on opens once it works.
 */
export function ServerUnreachable() {
  const { t } = useTranslation();
  const { retry } = useSessionControls();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="server-unreachable container" aria-labelledby="server-unreachable-title">
      <h1 id="server-unreachable-title" ref={heading} tabIndex={-1}>
        {t('session.unreachable.title')}
      </h1>
      <p>{t('session.unreachable.text')}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t('session.unreachable.retry')}
      </button>
    </main>
  );
}
