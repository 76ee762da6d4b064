// The stack the spec README fixes and nothing else: React, React Router's data router, i18next,
// TanStack Query and XState, each used once so none is shaken out of the build. What
// `npm run perf:stack-floor` loads in place of the app, to measure the floor under its figures.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { createMachine } from 'xstate';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
});

function Page() {
  const { t } = useTranslation();
  const [state, send] = useMachine(toggle);
  const answer = useQuery({ queryKey: ['answer'], queryFn: () => Promise.resolve(42) });
  return (
    <main>
      <h1>{t('title')}</h1>
      <button type="button" onClick={() => send({ type: 'TOGGLE' })}>
        {String(state.value)} {answer.data}
      </button>
      <Link to="/about">{t('title')}</Link>
    </main>
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { title: 'Stack floor' } } } })
  .then(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('no #root');
    createRoot(container).render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={createBrowserRouter([{ path: '*', element: <Page /> }])} />
      </QueryClientProvider>,
    );
  });
