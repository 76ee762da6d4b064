// The Pusher Channels protocol (version 7), server side, independent of the transport: MSW's
// WebSocket interception (browser and tests) and the standalone server's real WebSocket both
// hand their sockets to one `PusherHub`. pusher-js runs unchanged against it.
// Protocol reference: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
import { signChannel, PUSHER_APP_KEY, PUSHER_APP_SECRET } from '../handlers/realtime';

/** What the hub needs of a socket, whatever carries it. */
export interface PusherSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  /** Ends the connection without a closing handshake, as a network that went away does. */
  drop(): void;
}

/** One connected client: the transport feeds it the texts it receives and tells it when it closed. */
export interface PusherConnection {
  readonly socketId: string;
  receive(text: string): void;
  closed(): void;
}

export interface PusherFrame {
  event: string;
  channel?: string;
  /** Events from the server carry their data as a JSON string, as Pusher does. */
  data?: unknown;
}

/** Seconds of silence after which pusher-js pings; the hub answers every ping. */
export const ACTIVITY_TIMEOUT_S = 120;

/** Codes of `pusher:error` (4000–4099: do not reconnect, 4100–4199: reconnect later). */
export const PUSHER_ERRORS = {
  appKeyUnknown: 4001,
  protocolUnsupported: 4007,
  invalidMessage: 4200,
} as const;

interface HubOptions {
  appKey?: string;
  secret?: string;
}

interface ClientState {
  socket: PusherSocket;
  socketId: string;
  channels: Set<string>;
}

const frame = (value: PusherFrame): string => JSON.stringify(value);

/** Pusher's socket ids: two integers joined by a dot. */
function newSocketId(): string {
  const part = () => Math.floor(Math.random() * 1_000_000_000);
  return `${part()}.${part()}`;
}

/** Reads a client frame; `data` may arrive as an object or as a JSON string. */
function parseFrame(
  text: string,
): { event: string; channel?: string; data: Record<string, unknown> } | null {
  try {
    const value = JSON.parse(text) as { event?: unknown; channel?: unknown; data?: unknown };
    if (typeof value.event !== 'string') return null;
    let data = value.data;
    if (typeof data === 'string') data = data === '' ? {} : JSON.parse(data);
    return {
      event: value.event,
      channel: typeof value.channel === 'string' ? value.channel : undefined,
      data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {},
    };
  } catch {
    return null;
  }
}

/** An event as published: to its channel's subscribers. */
export interface PublishedEvent {
  channel: string;
  event: string;
  data: unknown;
}
type PublishListener = (published: PublishedEvent) => void;

/**
 * The server side of the protocol: connections, channel subscriptions (private channels need a
 * signature made with the app secret, as `POST /broadcasting/auth` makes), pings, and events
 * published to a channel.
 */
export class PusherHub {
  private readonly clients = new Set<ClientState>();
  private readonly appKey: string;
  private readonly secret: string;

  constructor({ appKey = PUSHER_APP_KEY, secret = PUSHER_APP_SECRET }: HubOptions = {}) {
    this.appKey = appKey;
    this.secret = secret;
  }

  /**
   * A client opened `url` (`…/app/{key}?protocol=7&…`). Answers `pusher:connection_established`,
   * or a `pusher:error` and a close for a wrong key or protocol.
   */
  connect(socket: PusherSocket, url: string | URL): PusherConnection {
    const parsed = new URL(url);
    const key = /\/app\/([^/?]+)/.exec(parsed.pathname)?.[1];
    const protocol = Number(parsed.searchParams.get('protocol') ?? '7');
    const state: ClientState = { socket, socketId: newSocketId(), channels: new Set() };
    const refuse = (code: number, message: string) => {
      socket.send(frame({ event: 'pusher:error', data: { code, message } }));
      socket.close(code, message);
    };
    const inert: PusherConnection = {
      socketId: state.socketId,
      receive: () => {},
      closed: () => {},
    };
    if (key !== this.appKey) {
      refuse(PUSHER_ERRORS.appKeyUnknown, `App key ${key ?? ''} not in this cluster`);
      return inert;
    }
    if (!Number.isInteger(protocol) || protocol < 5 || protocol > 7) {
      refuse(PUSHER_ERRORS.protocolUnsupported, `Unsupported protocol version ${protocol}`);
      return inert;
    }
    this.clients.add(state);
    socket.send(
      frame({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: state.socketId, activity_timeout: ACTIVITY_TIMEOUT_S }),
      }),
    );
    return {
      socketId: state.socketId,
      receive: (text) => void this.receive(state, text),
      closed: () => {
        this.clients.delete(state);
      },
    };
  }

  private readonly publishListeners = new Set<PublishListener>();

  /**
   * Hears every event this runtime publishes (the browser mock relays them to its other tabs);
   * returns the function that stops listening.
   */
  onPublish(listener: PublishListener): () => void {
    this.publishListeners.add(listener);
    return () => {
      this.publishListeners.delete(listener);
    };
  }

  /** Sends `event` with `data` to every client subscribed to `channel`; returns how many. */
  publish(channel: string, event: string, data: unknown): number {
    for (const listener of [...this.publishListeners]) listener({ channel, event, data });
    return this.deliver(channel, event, data);
  }

  /**
   * Sends an event to this runtime's subscribed clients only (one relayed from another tab);
   * returns how many.
   */
  deliver(channel: string, event: string, data: unknown): number {
    const text = frame({ event, channel, data: JSON.stringify(data) });
    let delivered = 0;
    for (const client of this.clients) {
      if (!client.channels.has(channel)) continue;
      client.socket.send(text);
      delivered += 1;
    }
    return delivered;
  }

  /** The channels each connected socket listens to (for the developer panel and tests). */
  subscriptions(): { socketId: string; channels: string[] }[] {
    return [...this.clients].map((client) => ({
      socketId: client.socketId,
      channels: [...client.channels],
    }));
  }

  /** Cuts every connection abruptly (the offline scenario); pusher-js retries on its own. */
  dropAll(): void {
    for (const client of this.clients) client.socket.drop();
    this.clients.clear();
  }

  /** Closes every connection (the standalone server's shutdown). */
  closeAll(): void {
    for (const client of this.clients) client.socket.close(1001, 'Server shutting down');
    this.clients.clear();
  }

  private async receive(state: ClientState, text: string): Promise<void> {
    const message = parseFrame(text);
    if (!message) {
      state.socket.send(
        frame({
          event: 'pusher:error',
          data: { code: PUSHER_ERRORS.invalidMessage, message: 'Invalid message' },
        }),
      );
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        state.socket.send(frame({ event: 'pusher:pong', data: '{}' }));
        return;
      case 'pusher:subscribe':
        await this.subscribe(state, message.data);
        return;
      case 'pusher:unsubscribe':
        if (typeof message.data.channel === 'string') state.channels.delete(message.data.channel);
        return;
      default:
        // Client events (`client-*`) need a presence or private channel with client events on,
        // which this app never enables.
        state.socket.send(
          frame({
            event: 'pusher:error',
            data: { code: null, message: `Unsupported event ${message.event}` },
          }),
        );
    }
  }

  private async subscribe(state: ClientState, data: Record<string, unknown>): Promise<void> {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const refuse = (error: string, status: number) =>
      state.socket.send(
        frame({
          event: 'pusher:subscription_error',
          channel,
          data: JSON.stringify({ type: 'AuthError', error, status }),
        }),
      );
    if (channel === '' || !/^[-a-zA-Z0-9_=@,.;]+$/.test(channel)) {
      refuse(`Invalid channel name ${channel}`, 400);
      return;
    }
    if (channel.startsWith('presence-')) {
      refuse('Presence channels are not served by the mock', 403);
      return;
    }
    if (channel.startsWith('private-')) {
      const expected = `${this.appKey}:${await signChannel(state.socketId, channel, this.secret)}`;
      if (data.auth !== expected) {
        refuse(`Invalid signature for ${channel}`, 401);
        return;
      }
    }
    // The socket may have closed while the signature was computed.
    if (!this.clients.has(state)) return;
    state.channels.add(channel);
    state.socket.send(
      frame({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }),
    );
  }
}

/** The hub of this runtime: the WebSocket transports and the notification sender share it. */
export const pusherHub = new PusherHub();
