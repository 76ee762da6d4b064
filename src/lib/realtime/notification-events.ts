// Notifications received over the realtime channel, for whoever shows them (the notification
// list adds them to its top). A tiny event source, so the realtime code and the views never
// import each other.
import type { RealtimeNotificationEvent } from '../../generated/model';

export type RealtimeNotificationListener = (event: RealtimeNotificationEvent) => void;

const listeners = new Set<RealtimeNotificationListener>();

/** Listens to live notifications; returns the function that stops listening. */
export function onRealtimeNotification(listener: RealtimeNotificationListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitRealtimeNotification(event: RealtimeNotificationEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A realtime notification listener threw', error);
    }
  }
}
