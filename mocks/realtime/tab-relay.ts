// The browser mock runs in each tab: one database in localStorage, but a realtime hub per tab.
// A real server pushes an event to every open socket of the user, whichever tab caused it; here
// every event one tab publishes is relayed to the others over a BroadcastChannel, with the
// database as that tab saved it, which the tab that hears it takes before the event is delivered
// (so what the app then asks for is answered from the changed data, whenever localStorage's own
// news of the change arrives).
import type { PublishedEvent, PusherHub } from './pusher-protocol';

export const TAB_RELAY_CHANNEL = 'academy.mock-realtime';

interface RelayedEvent extends PublishedEvent {
  savedDb: string | null;
}

interface TabRelayOptions {
  hub: PusherHub;
  /** The database as this tab saved it (sent with each event). */
  savedDb: () => string | null;
  /** Takes another tab's saved database, before its event is delivered. */
  adoptDb: (saved: string | null) => void;
  /** The BroadcastChannel constructor (the browser's). */
  createChannel?: (name: string) => BroadcastChannel;
}

/** Relays this tab's published events to its other tabs and delivers theirs; returns a stop. */
export function relayAcrossTabs({
  hub,
  savedDb,
  adoptDb,
  createChannel = (name) => new BroadcastChannel(name),
}: TabRelayOptions): () => void {
  const channel = createChannel(TAB_RELAY_CHANNEL);
  const stopListening = hub.onPublish((published) =>
    channel.postMessage({ ...published, savedDb: savedDb() } satisfies RelayedEvent),
  );
  channel.onmessage = ({ data }: MessageEvent<RelayedEvent>) => {
    adoptDb(data.savedDb);
    // Delivered here only: relaying it again would echo it back and forth between tabs.
    hub.deliver(data.channel, data.event, data.data);
  };
  return () => {
    stopListening();
    channel.close();
  };
}
