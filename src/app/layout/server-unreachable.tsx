import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionControls } from '@/entities/session/session-context';
import type { UnreachableFailure } from '@/lib/route-guards';

/**
 * The root when a saved session's profile could not be loaded (offline, a 5xx): the token and
 * the user stay, and Retry (or the browser coming back online) loads the profile again
 * (decision 18). The address is kept, so the page the user was on opens once it works.
 * No answer asks the user to check their connection; a server's failure says it is not theirs.
 */
export function ServerUnreachable({ failure }: { failure: UnreachableFailure }) {
  const { t } = useTranslation();
  const { retry } = useSessionControls();
  const heading = useRef<HTMLHeadingElement>(null);
  // A layout effect: React runs it again when a suspended moment shows the screen again, so focus
  // is not left on the body behind the fallback.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <main className="server-unreachable container" aria-labelledby="server-unreachable-title">
      <h1 id="server-unreachable-title" ref={heading} tabIndex={-1}>
        {failure === 'offline'
          ? t('session.unreachable.offline.title')
          : t('session.unreachable.server.title')}
      </h1>
      <p>
        {failure === 'offline'
          ? t('session.unreachable.offline.text')
          : t('session.unreachable.server.text')}
      </p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t('session.unreachable.retry')}
      </button>
    </main>
  );
}
