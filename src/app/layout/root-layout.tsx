import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { flashKeyOf } from '@/entities/forms/flash-state';
import { useSession } from '@/entities/session/session-context';
import { AccessGate } from './access-gate';
import { ServerUnreachable } from './server-unreachable';
import { SiteHeader } from './site-header';
import { useDocumentTitle } from './use-document-title';
import { useFocusKeeper } from './use-focus-keeper';
import { useRouteFocus } from './use-route-focus';
import { useScrollToTop } from './use-scroll-to-top';

// Below the first screen on every page (main is at least a screen tall): it arrives after the
// page, in a chunk of its own, so the entry stays small (budget.json).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

// Loaded only when a screen left a message for the next one (first-load budget of `/`).
const FlashNotice = lazy(() =>
  import('@/entities/forms/flash-notice').then((module) => ({ default: module.FlashNotice })),
);

export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const flash = flashKeyOf(useLocation().state);
  useScrollToTop();
  const title = useDocumentTitle();
  // A page without a heading to take focus is named in words (use-route-focus.ts).
  const [routeAnnouncement, setRouteAnnouncement] = useState('');
  useRouteFocus(title, setRouteAnnouncement);
  useFocusKeeper();

  // While the session loads the root shows only a spinner.
  if (session.status === 'loading') return <FullPageSpinner />;
  // A saved session the server could not confirm: kept, with a Retry instead of the page.
  if (session.status === 'unreachable') return <ServerUnreachable failure={session.failure} />;

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <p className="visually-hidden" aria-live="polite" data-testid="route-announcer">
        {routeAnnouncement}
      </p>
      <main id="main" className="site-main container" tabIndex={-1}>
        {/* The flash's live region is always there, so a message put into it (the withdrawal
            requested) is a change screen readers announce, not a region born with its text.
            A bare polite region, no role: a page's own status messages stay the only ones. */}
        <div aria-live="polite" aria-atomic="true" data-testid="flash-region">
          {flash ? (
            <Suspense fallback={null}>
              <FlashNotice />
            </Suspense>
          ) : null}
        </div>
        {/* A page whose words are still on their way shows a spinner in place, not a blank. */}
        <Suspense fallback={<FullPageSpinner />}>
          <AccessGate />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <Toaster />
    </>
  );
}
