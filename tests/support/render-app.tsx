import { expect } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@/app/router';
import {
  SessionProvider,
  type Session,
  type SessionControls,
} from '@/entities/session/session-context';
import type { User } from '@/generated/model';
import { initI18n } from '@/lib/i18n/i18n';
import { namespaces } from '@/lib/i18n/namespaces';
import { AuthSessionProvider } from '@/app/auth-session-provider';
import { createQueryClient } from '@/entities/query/query-client';
import type { Language } from '@/lib/i18n/languages';

/** Starts i18next once per test file, in the given language. */
export async function setupI18n(language: Language = 'en') {
  localStorage.setItem('lang', language);
  if (!i18next.isInitialized) await initI18n({ plugins: [initReactI18next] });
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces([...namespaces]);
}

const user = (id: number, role: 'learner' | 'instructor', first: string, last: string): User =>
  ({
    id,
    first_name: first,
    last_name: last,
    email: `${role}@academy.test`,
    role,
    roles: [{ name: role }],
    image: null,
    phone_number: null,
    notification_state: 1,
  }) as User;

export const sampleUsers = {
  learner: user(1, 'learner', 'Ani', 'Petrosyan'),
  instructor: user(2, 'instructor', 'Davit', 'Hakobyan'),
};

export const sessions = {
  guest: { status: 'guest' },
  loading: { status: 'loading' },
  learner: { status: 'authenticated', role: 'learner', user: sampleUsers.learner },
  instructor: { status: 'authenticated', role: 'instructor', user: sampleUsers.instructor },
} as const satisfies Record<string, Session>;

/** A fresh cache per render: no test sees another's data, and a failure is not retried. */
export const createTestQueryClient = (): QueryClient => createQueryClient({ retry: false });

/** Renders the whole app at `url` with the real route table, in a memory router. */
export function renderApp(
  url: string,
  {
    session = sessions.guest,
    controls,
    queryClient = createTestQueryClient(),
  }: { session?: Session; controls?: SessionControls; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session} controls={controls}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/**
 * Renders the whole app at `url` with the real auth session machine (token in localStorage,
 * profile from the mock backend): for journeys through the account screens.
 */
export function renderLiveApp(url: string, queryClient: QueryClient = createTestQueryClient()) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider navigator={router}>
        <RouterProvider router={router} />
      </AuthSessionProvider>
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, queryClient, ...view };
}

/**
 * Waits until the header's real controls have replaced their look-alikes (their chunk loads once
 * the page is idle). A page change is a router transition: one made inside user-event's act()
 * while that chunk is on its way suspends and stays on the old page, a test artefact, not the
 * app's. Turn pages only after this.
 */
export async function headerControlsArrived(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.look-alike-trigger')).toBeNull());
}
