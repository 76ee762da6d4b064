import { paths } from './routes';

export type Role = 'learner' | 'instructor';

/**
 * Why a saved session's profile could not be loaded: no answer came (offline, a timeout) or the
 * server answered with its own failure (a 5xx). The screen words them differently.
 */
export type UnreachableFailure = 'offline' | 'server';

/** What a route guard needs to know of the session, nothing more. */
export type SessionView =
  | { status: 'loading' }
  /** A saved token whose profile could not be loaded (offline, 5xx): kept, with a Retry. */
  | { status: 'unreachable'; failure: UnreachableFailure }
  | { status: 'guest' }
  | { status: 'authenticated'; role: Role | null };

/** Who may open a route: anyone, guests only, any signed-in user, or one role. */
export type Access = 'public' | 'guest-only' | 'login' | 'learner' | 'instructor';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string; rememberFrom: boolean };

/**
 * The redirects of the spec: a guest on a protected route goes to /sign-in (and comes back
 * after signing in); a signed-in user with the wrong role goes to /not-authorized; a signed-in
 * user on a guest-only page goes home.
 */
export function decideAccess(access: Access, session: SessionView): GuardDecision {
  if (access === 'public') return { kind: 'allow' };
  if (session.status === 'loading' || session.status === 'unreachable') return { kind: 'wait' };
  if (access === 'guest-only') {
    return session.status === 'authenticated'
      ? { kind: 'redirect', to: paths.home, rememberFrom: false }
      : { kind: 'allow' };
  }
  if (session.status === 'guest') return { kind: 'redirect', to: paths.signIn, rememberFrom: true };
  if (access === 'login' || session.role === access) return { kind: 'allow' };
  return { kind: 'redirect', to: paths.notAuthorized, rememberFrom: false };
}

/**
 * The path a guest was sent away from, kept in the router state under `from` by the guard (a
 * location) or by an expired session (a path): where signing in returns to (decision 6).
 */
export function rememberedFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  const isAppPath = (path: unknown): path is string =>
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
  if (typeof from === 'string') return isAppPath(from) ? from : null;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const {
      pathname,
      search = '',
      hash = '',
    } = from as {
      pathname: unknown;
      search?: unknown;
      hash?: unknown;
    };
    if (!isAppPath(pathname)) return null;
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}
