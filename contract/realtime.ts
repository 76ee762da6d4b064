// A Pusher-protocol client for the harness (protocol 7 over a WebSocket, as pusher-js speaks it):
// connect, subscribe to public and private channels with the signature the API's
// /broadcasting/auth gave, and keep every event with the time it arrived, so a journey can ask
// whether an event came within a time limit of the step that caused it.
// Protocol: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
import WebSocket from 'ws';

export interface RealtimeSettings {
  /** ws(s)://host[:port]; default: the API's host and port. */
  url?: string;
  /** The Pusher app key; default: the mock backend's (`VITE_PUSHER_KEY`'s default). */
  key?: string;
}

/** The key the app and the mock backend use when none is configured (src/lib/env.ts). */
export const DEFAULT_PUSHER_KEY = 'academymockkey';

export interface RealtimeEvent {
  channel: string | undefined;
  event: string;
  /** The event's data, parsed when it was JSON text. */
  data: unknown;
  /** Date.now() when it arrived. */
  at: number;
}

/** The sockets of a run, kept in the run state between the two realtime journeys. */
export interface RealtimeSession {
  clients: Partial<Record<'learner' | 'instructor', PusherClient>>;
  /** The public course channel the learner listens on. */
  courseChannel?: { courseId: number; name: string };
}

/** The socket address of the app key, from the settings or the API's base URL. */
export function socketUrl(baseUrl: string, settings: RealtimeSettings = {}): string {
  const base = new URL(settings.url ?? baseUrl);
  const secure = base.protocol === 'https:' || base.protocol === 'wss:';
  const port = base.port ? `:${base.port}` : '';
  const key = encodeURIComponent(settings.key ?? DEFAULT_PUSHER_KEY);
  return `${secure ? 'wss' : 'ws'}://${base.hostname}${port}/app/${key}?protocol=7&client=contract-harness&version=1.0&flash=false`;
}

const parse = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export class PusherClient {
  readonly events: RealtimeEvent[] = [];
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly socket: WebSocket,
    readonly socketId: string,
  ) {
    socket.on('message', (raw) => {
      const frame = parse(raw.toString()) as { event?: string; channel?: string; data?: unknown };
      if (!frame || typeof frame.event !== 'string') return;
      if (frame.event === 'pusher:ping') {
        socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        return;
      }
      this.events.push({
        channel: frame.channel,
        event: frame.event,
        data: parse(frame.data),
        at: Date.now(),
      });
      for (const listener of [...this.listeners]) listener();
    });
  }

  /** Opens the socket; rejects with a sentence when no Pusher server answers in time. */
  static open(url: string, timeoutMs: number): Promise<PusherClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`no pusher:connection_established from ${url} within ${timeoutMs} ms`));
      }, timeoutMs);
      const fail = (reason: string) => {
        clearTimeout(timer);
        socket.terminate();
        reject(new Error(`${url}: ${reason}`));
      };
      socket.once('error', (error) => fail(error.message));
      socket.once('message', (raw) => {
        const frame = parse(raw.toString()) as { event?: string; data?: unknown };
        const data = parse(frame?.data) as { socket_id?: unknown; message?: unknown } | undefined;
        if (
          frame?.event === 'pusher:connection_established' &&
          typeof data?.socket_id === 'string'
        ) {
          clearTimeout(timer);
          socket.removeAllListeners('error');
          socket.on('error', () => undefined);
          resolve(new PusherClient(socket, data.socket_id));
        } else fail(`answered ${frame?.event ?? 'nothing'} ${JSON.stringify(data ?? null)}`);
      });
    });
  }

  /** Waits until an event after `from` (an index into `events`) matches, or the time is up. */
  waitFor(
    match: (event: RealtimeEvent) => boolean,
    timeoutMs: number,
    from = 0,
  ): Promise<RealtimeEvent | null> {
    const find = () => this.events.slice(from).find(match) ?? null;
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = (event: RealtimeEvent | null) => {
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(event);
      };
      const listener = () => {
        const event = find();
        if (event) done(event);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      this.listeners.add(listener);
    });
  }

  /**
   * Subscribes (with `auth` for a private channel) and answers how the server took it:
   * `subscribed`, or the `pusher:subscription_error`/`pusher:error` it sent, or `no answer`.
   */
  async subscribe(channel: string, auth: string | undefined, timeoutMs: number): Promise<string> {
    const from = this.events.length;
    this.socket.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...(auth ? { auth } : {}) } }),
    );
    const answer = await this.waitFor(
      (event) =>
        (event.channel === channel &&
          ['pusher_internal:subscription_succeeded', 'pusher:subscription_error'].includes(
            event.event,
          )) ||
        event.event === 'pusher:error',
      timeoutMs,
      from,
    );
    if (!answer) return 'no answer';
    return answer.event === 'pusher_internal:subscription_succeeded'
      ? 'subscribed'
      : `${answer.event} ${JSON.stringify(answer.data)}`;
  }

  close(): void {
    this.listeners.clear();
    this.socket.close();
  }
}
