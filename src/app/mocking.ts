// The only door from the app to mocks/: reached through a dynamic import that production
// builds drop (see main.tsx), so no mock code ships.
export async function startMockBackend(): Promise<void> {
  const { startBrowserMocks } = await import('../../mocks/browser');
  await startBrowserMocks();
}
