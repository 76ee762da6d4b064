import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '@/lib/i18n/i18n';
import { App } from './app';
import { startMachineInspector } from './machine-inspector';
import './styles/app.css';

async function start() {
  // Vite replaces this comparison at build time, so production builds drop the mock import.
  if (import.meta.env.VITE_API_MOCKING === 'browser') {
    const { startMockBackend } = await import('./mocking');
    await startMockBackend();
  }
  await startMachineInspector();
  await initI18n({ plugins: [initReactI18next] });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
