import { provideSampleAccounts } from '@/lib/sample-accounts';

// The only door from the app to mocks/: reached through a dynamic import that production
// builds drop (see main.tsx), so no mock code ships — neither the backend nor the developer
// panel.
// Answers false when the mock shows the page itself (the simulated bank's page, /mock-bank/...):
// the app must then not start.
export async function startMockBackend(): Promise<boolean> {
  const { startBrowserMocks } = await import('../../mocks/browser');
  if ((await startBrowserMocks()) === 'mock-bank') return false;
  await offerSampleAccounts();
  // The panel mounts into its own root once the app's translations are ready; it never holds
  // up the app's first render.
  void import('../../mocks/dev-panel/mount')
    .then(({ mountDevPanel }) => mountDevPanel())
    .catch((error: unknown) => console.warn('The developer panel could not start', error));
  return true;
}

/** The seed's ready accounts, shown on the sign-in page with a one-press fill. */
export async function offerSampleAccounts(): Promise<void> {
  const { READY_ACCOUNTS } = await import('../../mocks/db/seed');
  provideSampleAccounts([
    { role: 'learner', ...READY_ACCOUNTS.learner },
    { role: 'instructor', ...READY_ACCOUNTS.instructor },
  ]);
}
