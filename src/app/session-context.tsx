import { createContext, useContext, type ReactNode } from 'react';
import type { SessionView } from '@/lib/route-guards';

// The seam between the session and everything that reads it (guards, header). The auth
// session machine provides the real value; tests provide any session they need.
const SessionContext = createContext<SessionView>({ status: 'guest' });

export function SessionProvider({ value, children }: { value: SessionView; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = (): SessionView => useContext(SessionContext);
