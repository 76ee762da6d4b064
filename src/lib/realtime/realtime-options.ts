// pusher-js options from the configuration (spec decision 3: key, cluster, host and port are
// configuration). Channel authorisation goes through the project's axios instance (the
// generated call), so the bearer token and the API host are the same as every other call.
import type { ChannelAuthorizationHandler, Options } from 'pusher-js';

export interface PusherSettings {
  key: string;
  cluster: string;
  /** A self-hosted Pusher-protocol server; '' means Pusher's own hosts for the cluster. */
  host: string;
  port: number;
  forceTls: boolean;
}

export interface RealtimeOptionsInput {
  settings: PusherSettings;
  /** Mock mode: the browser's mock answers the socket, whatever host it is opened on. */
  mocking: boolean;
  /** The page's host in mock mode (the socket never leaves the page). */
  pageLocation?: Pick<Location, 'hostname' | 'port' | 'protocol'>;
  authorize: ChannelAuthorizationHandler;
}

export function pusherOptions({
  settings,
  mocking,
  pageLocation,
  authorize,
}: RealtimeOptionsInput): Options {
  const common = {
    cluster: settings.cluster,
    channelAuthorization: { customHandler: authorize },
    disableStats: true,
  };
  if (mocking) {
    const port = Number(pageLocation?.port) || (pageLocation?.protocol === 'https:' ? 443 : 80);
    // MSW intercepts WebSockets but not pusher-js's HTTP fallbacks: the socket only.
    return {
      ...common,
      wsHost: pageLocation?.hostname ?? 'localhost',
      wsPort: port,
      wssPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
    };
  }
  if (settings.host) {
    // A self-hosted server (or the standalone mock server) speaks WebSocket only.
    return {
      ...common,
      wsHost: settings.host,
      wsPort: settings.port,
      wssPort: settings.port,
      forceTLS: settings.forceTls,
      enabledTransports: ['ws', 'wss'],
    };
  }
  return { ...common, forceTLS: settings.forceTls };
}
