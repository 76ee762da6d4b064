import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@/app/router';
import { SessionProvider } from '@/app/session-context';
import { initI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { SessionView } from '@/lib/route-guards';

/** Starts i18next once per test file, in the given language. */
export async function setupI18n(language: Language = 'en') {
  localStorage.setItem('lang', language);
  if (!i18next.isInitialized) await initI18n({ plugins: [initReactI18next] });
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(['common', 'server']);
}

export const sessions = {
  guest: { status: 'guest' },
  loading: { status: 'loading' },
  learner: { status: 'authenticated', role: 'learner' },
  instructor: { status: 'authenticated', role: 'instructor' },
} as const satisfies Record<string, SessionView>;

/** Renders the whole app at `url` with the real route table, in a memory router. */
export function renderApp(
  url: string,
  { session = sessions.guest }: { session?: SessionView } = {},
) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const view = render(
    <SessionProvider value={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, ...view };
}
