import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './toaster.css';

// Short notices that need no place on the page (a heart that could not be saved). One store for
// the app; `<Toaster />` shows them in a polite live region and each goes after a few seconds.
interface Toast {
  id: number;
  text: string;
}

export const TOAST_DURATION_MS = 6000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const dismissLater = (id: number) =>
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );

/**
 * Shows an already translated notice. The same notice raised again while it shows (two hearts
 * failing at once) stays one notice, shown for the full time from the last raise.
 */
export function showToast(text: string): void {
  const same = toasts.find((toast) => toast.text === text);
  if (same) {
    clearTimeout(timers.get(same.id));
    dismissLater(same.id);
    return;
  }
  const id = nextId++;
  toasts = [...toasts, { id, text }];
  emit();
  dismissLater(id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => toasts;

export function Toaster() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(subscribe, read, read);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {shown.map((toast) => (
        <div key={toast.id} className="toast">
          <p className="toast__text">{toast.text}</p>
          <button
            type="button"
            className="toast__close"
            aria-label={t('toast.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
