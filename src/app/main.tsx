import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createQueryClient } from '@/entities/query/query-client';
import { initI18n } from '@/lib/i18n/i18n';
import { createBrowserRouter } from 'react-router';
import { App, type AppRouter } from './app';
import { replayPress } from './layout/deferred-control';
import { createRoutes } from './router';
import { startMachineInspector } from './machine-inspector';
import { exposeQueriesToPrerender, seedPrerenderedQueries } from './prerendered-queries';
import { startFirstRoute } from './start-first-route';
import './styles/app.css';

function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start() {
  // Only a page with a prerendered first screen needs the take-over: its small chunk is asked for
  // at once, beside the rest of the start-up, and is in by the time the page renders.
  // If that chunk cannot be had, the app starts all the same (only the early input is lost).
  const takeOver = document.querySelector('#root > [data-prerendered]')
    ? import('./first-screen/take-over-first-screen').catch((error: unknown) => {
        console.warn('The first screen could not be taken over', error);
        return null;
      })
    : null;
  // Vite replaces this comparison at build time, so production builds drop the mock import.
  if (import.meta.env.VITE_API_MOCKING === 'browser') {
    const { startMockBackend } = await import('./mocking');
    // On the simulated bank's page (/mock-bank/...) the mock shows its own page, not the app.
    if (!(await startMockBackend())) return;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // index.html's inline check hides a prerendered first screen (scripts/prerender.ts) wherever
  // the app would first show something else.
  const showsFirstScreen =
    container.querySelector(':scope > [data-prerendered]') !== null &&
    !document.documentElement.classList.contains('skip-prerender');
  const queryClient = createQueryClient();
  // The reads that screen shows come with it, so the first render shows the same data.
  if (showsFirstScreen) seedPrerenderedQueries(queryClient);
  exposeQueriesToPrerender(queryClient);
  startFirstRoute(queryClient);
  await startMachineInspector();
  await initI18n({ plugins: [initReactI18next] });
  const router = createBrowserRouter(createRoutes());
  // Over a prerendered first screen the first commit must be the page itself, replacing it in
  // one step, not the router's loading spinner. Elsewhere the spinner shows at once while the
  // route's chunk loads, as before.
  if (showsFirstScreen) await routerReady(router);
  // What the user typed and pressed on that screen meanwhile is carried into the app's own.
  const firstScreen = showsFirstScreen && takeOver ? await takeOver : null;
  firstScreen?.takeOverFirstScreen(container, { replayPress });
  const root = createRoot(container);
  // A transition lets React yield while it builds the first page, so a slow phone's main thread
  // is never blocked for long (Total Blocking Time, docs/performance.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

void start();
