import { setMachineInspector } from '@/lib/machine-inspection';

/**
 * `VITE_XSTATE_INSPECT=true npm start` opens the Stately inspector in a new tab and streams
 * every machine of the app to it. Vite replaces the condition at build time, so builds other
 * than development carry no inspector code.
 */
export async function startMachineInspector(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    setMachineInspector(inspector.inspect.next?.bind(inspector.inspect) ?? null);
  }
}
