// Mounts the developer panel into its own DOM root, beside the app (mock mode only: reached
// through src/app/mocking.ts's guarded dynamic import, so production builds never carry it).
import i18next from 'i18next';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DevPanel } from './dev-panel';
import { addDevPanelTranslations } from './translations';

export const DEV_PANEL_ROOT_ID = 'academy-dev-panel';

/** The app initialises i18next after the mock starts; the panel waits for it. */
function i18nReady(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const ready = () => {
      i18next.off('initialized', ready);
      resolve();
    };
    i18next.on('initialized', ready);
  });
}

export async function mountDevPanel(): Promise<void> {
  await i18nReady();
  if (document.getElementById(DEV_PANEL_ROOT_ID)) return;
  addDevPanelTranslations(i18next);
  const container = document.createElement('div');
  container.id = DEV_PANEL_ROOT_ID;
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );
}
