import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { SessionProvider, type SessionControls } from '@/entities/session/session-context';
import { userQueries } from '@/entities/session/user-queries';
import { loadProfile } from '@/entities/session/load-profile';
import { logout } from '@/generated/client/auth/auth';
import { onUnauthorized, readStoredToken, removeStoredToken, storeToken } from '@/lib/http';
import { paths } from '@/lib/routes';
import {
  authSessionMachine,
  selectSessionView,
} from '@/machines/auth-session/auth-session.machine';
import { useActorBinding } from '@/entities/machine-binding/use-machine-binding';

/** The part of a data router the session needs: where the user is, and a way to move them. */
export interface SessionNavigator {
  state: { location: { pathname: string; search: string; hash: string } };
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => unknown;
}

/**
 * Runs the auth session machine for the whole app with its real effects: the generated
 * profile and logout calls, the token in localStorage, the router, and the server-data cache
 * (the profile lands in it; logout, expiry and a new user clear it). Any 401 on a call that
 * carried the token ends the session and sends the user to /sign-in (decision 6). A profile that
 * could not be loaded is asked for again when the browser comes back online.
 */
export function AuthSessionProvider({
  navigator,
  children,
}: {
  navigator: SessionNavigator;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    authSessionMachine.provide({
      actors: {
        loadProfile: fromPromise(({ signal }) => loadProfile(signal)),
        requestLogout: fromPromise(async () => {
          try {
            await logout();
          } catch (error) {
            // The session ends whatever the server says; the failure is only logged.
            console.error('Logout request failed', error);
          }
        }),
      },
      actions: {
        storeToken: (_, { token }) => storeToken(token),
        removeToken: () => removeStoredToken(),
        // Logged, as the original app does. A warning, not an error: an expired token and a server that
        // cannot be reached are conditions the app handles (sign-in again, Retry), not defects.
        reportProfileFailure: (_, { failure }) =>
          console.warn('Failed to fetch user data', failure),
        goToSignIn: (_, { returnTo }) =>
          void navigator.navigate(paths.signIn, { replace: true, state: { from: returnTo } }),
        storeProfile: (_, { user }) =>
          queryClient.setQueryData(userQueries.profile().queryKey, user),
        clearServerCache: () => queryClient.clear(),
      },
    }),
  );
  const actor = useActorBinding(machine, { input: { savedToken: readStoredToken() } });
  const session = useSelector(actor, selectSessionView, sameView);
  const returnTo = useSelector(actor, (snapshot) => snapshot.context.returnTo);

  useEffect(
    () =>
      onUnauthorized(() => {
        const { pathname, search, hash } = navigator.state.location;
        actor.send({ type: 'session.expired', returnTo: `${pathname}${search}${hash}` });
      }),
    [actor, navigator],
  );

  useEffect(() => {
    const retry = () => actor.send({ type: 'session.retry' });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [actor]);

  const controls = useMemo<SessionControls>(
    () => ({
      login: (token, user) => actor.send({ type: 'session.login', token, user: user ?? null }),
      logout: () => actor.send({ type: 'session.logout' }),
      refresh: () => actor.send({ type: 'session.refresh' }),
      retry: () => actor.send({ type: 'session.retry' }),
      returnTo,
    }),
    [actor, returnTo],
  );

  return (
    <SessionProvider session={session} controls={controls}>
      {children}
    </SessionProvider>
  );
}

// Re-render readers only when what they read changes, not on every snapshot.
function sameView(
  a: ReturnType<typeof selectSessionView>,
  b: ReturnType<typeof selectSessionView>,
): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'authenticated' && b.status === 'authenticated')
    return a.role === b.role && a.user === b.user;
  if (a.status === 'unreachable' && b.status === 'unreachable') return a.failure === b.failure;
  return true;
}
