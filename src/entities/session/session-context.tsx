import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@/generated/model';
import type { Role, UnreachableFailure } from '@/lib/route-guards';
import { paths } from '@/lib/routes';

/**
 * The session as views see it: guards and the header read `useSession()`, account screens
 * drive it through `useSessionControls()`. The app binds both to the auth session machine;
 * tests provide whatever session they need.
 */
export type Session =
  | { status: 'loading' }
  /** A saved token whose profile could not be loaded (offline, 5xx): the root offers Retry. */
  | { status: 'unreachable'; failure: UnreachableFailure }
  | { status: 'guest' }
  | { status: 'authenticated'; role: Role | null; user: User | null };

export interface SessionControls {
  /**
   * After a successful sign-in: store the token, then take `user` as the profile when given (the
   * later version's answer), else load it.
   */
  login: (token: string, user?: User | null) => void;
  /** Calls POST /api/logout and clears the session whatever it answers. */
  logout: () => void;
  /** Reload the profile (e.g. after a new photo), keeping the signed-in view. */
  refresh: () => void;
  /** Load the profile again after the server could not be reached. */
  retry: () => void;
  /** Where an expired session was, to return there after signing in again (decision 6). */
  returnTo: string | null;
}

const inert: SessionControls = {
  login: () => {},
  logout: () => {},
  refresh: () => {},
  retry: () => {},
  returnTo: null,
};

const SessionContext = createContext<{ session: Session; controls: SessionControls }>({
  session: { status: 'guest' },
  controls: inert,
});

export function SessionProvider({
  session,
  controls = inert,
  children,
}: {
  session: Session;
  controls?: SessionControls;
  children: ReactNode;
}) {
  return (
    <SessionContext.Provider value={{ session, controls }}>{children}</SessionContext.Provider>
  );
}

export const useSession = (): Session => useContext(SessionContext).session;
export const useSessionControls = (): SessionControls => useContext(SessionContext).controls;

/** The signed-in user, or null for guests and while loading. */
export function useCurrentUser(): User | null {
  const session = useSession();
  return session.status === 'authenticated' ? session.user : null;
}

/**
 * Log Out as the spec has it: to /sign-in, then the session ends. Leaving first keeps the
 * guard of a protected page from remembering it as the place to come back to.
 */
export function useLogOut(): () => Promise<void> {
  const { logout } = useSessionControls();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.signIn, { replace: true });
    logout();
  }, [logout, navigate]);
}
