import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { decideAccess, rememberedFrom } from '@/lib/route-guards';
import type { RouteHandle } from '../route-table';
import { useSession } from '@/entities/session/session-context';

/** Applies the route guard of the matched route before its page renders. */
export function AccessGate() {
  const session = useSession();
  const location = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const decision = decideAccess(handle?.route.access ?? 'public', session);
  // <Navigate> navigates again whenever its `state` changes identity; a fresh object on every
  // render would loop while the target page is still loading.
  const remembered = useMemo(() => ({ from: location }), [location]);

  if (decision.kind === 'wait') return <FullPageSpinner />;
  if (decision.kind === 'redirect') {
    // Signed in on /sign-in: go where the sign-in was meant to return to, even if the form's
    // own navigation is still loading that page.
    const to =
      handle?.route.access === 'guest-only'
        ? (rememberedFrom(location.state) ?? decision.to)
        : decision.to;
    // Decision 6: after signing in the user returns to where they were going.
    return <Navigate to={to} replace state={decision.rememberFrom ? remembered : undefined} />;
  }
  return <Outlet />;
}
