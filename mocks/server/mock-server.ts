// The standalone mock backend: the same handlers over real HTTP (node:http + msw's getResponse),
// with CORS for apps served from other origins, and the Pusher protocol over a real WebSocket
// at /app/{key} on the same port. Data lives in memory until POST /__dev/reset.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { resetDb, setPersistence } from '../db/store';
import { handlers } from '../handlers';
import { configureRuntime } from '../lib/runtime';
import { setScenario, setScenarioStorage } from '../lib/scenario';
import { setApiVersion, setCapabilityStorage } from '../lib/capabilities';
import { setThrottleStorage, setThrottling } from '../lib/throttle';
import { readAssetFromDisk } from '../node-assets';
import { attachPusherSocket } from './realtime-socket';

export interface MockServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * The origins the app is served from: the only places the bank's return and the certificate's
   * link lead to, whatever a request's Origin or Referer says (mocks/lib/request-origin.ts).
   */
  appOrigins?: readonly string[];
}

/** Where `npm start` serves the app by default (Vite's port, by name and by address). */
export const DEFAULT_APP_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'] as const;

/** One answered request, for tests that count what a client sent (the contract harness's money). */
export interface MockRequestLogEntry {
  method: string;
  path: string;
  status: number;
}

/** How many answered requests the log keeps (a whole contract run is about a thousand). */
const MAX_LOGGED = 20_000;

export interface RunningMockServer {
  url: string;
  server: Server;
  /** The requests answered, in order: the last MAX_LOGGED (a long `npm run mock-server` stays small). */
  requests: MockRequestLogEntry[];
  /** Replaces the app's origins (a build served after the server started, on a port of its own). */
  setAppOrigins(origins: readonly string[]): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Accept, X-Requested-With, X-Socket-Id, Idempotency-Key, Range',
  'Access-Control-Expose-Headers':
    'Content-Length, Content-Type, Content-Range, Accept-Ranges, Retry-After',
  'Access-Control-Max-Age': '600',
};

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    ...CORS_HEADERS,
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { Vary: 'Origin' } : {}),
  };
}

function toRequest(request: IncomingMessage, base: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', base), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
    // Node's fetch needs this for streamed bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(
  response: Response,
  target: ServerResponse,
  extra: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  target.writeHead(response.status, headers);
  target.end(Buffer.from(await response.arrayBuffer()));
}

async function handle(
  request: IncomingMessage,
  target: ServerResponse,
  base: string,
  log: MockRequestLogEntry[],
): Promise<void> {
  target.once('finish', () => {
    log.push({
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', base).pathname,
      status: target.statusCode,
    });
    if (log.length > MAX_LOGGED) log.splice(0, log.length - MAX_LOGGED);
  });
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    target.writeHead(204, cors);
    target.end();
    return;
  }
  try {
    const response = await getResponse(handlers, toRequest(request, base));
    // `HttpResponse.error()` (the offline scenario): the connection drops with no answer.
    if (response?.type === 'error') {
      request.socket.destroy();
      return;
    }
    if (response) return await send(response, target, cors);
    target.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    target.end(JSON.stringify({ message_key: 'auth.something_went_wrong' }));
  } catch (error) {
    console.error(`[mock-server] ${request.method} ${request.url}`, error);
    target.writeHead(500, { ...cors, 'Content-Type': 'application/json' });
    target.end(JSON.stringify({ message_key: 'auth.something_went_wrong', error: String(error) }));
  }
}

/** Starts the server (a fresh seeded database in memory). */
export async function startMockServer({
  host = '127.0.0.1',
  port = 4010,
  appOrigins = DEFAULT_APP_ORIGINS,
}: MockServerOptions = {}): Promise<RunningMockServer> {
  setPersistence(null);
  configureRuntime({ delayMs: 0, assetLoader: readAssetFromDisk, appOrigins });
  resetDb();
  setScenarioStorage(null);
  setScenario('none');
  setCapabilityStorage(null);
  setApiVersion('later');
  setThrottleStorage(null);
  setThrottling(true);
  let base = `http://${host}:${port}`;
  const requests: MockRequestLogEntry[] = [];
  const server = createServer((request, response) => {
    void handle(request, response, base, requests);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  base = `http://${host}:${address.port}`;
  const detachSockets = attachPusherSocket(server, () => base);
  return {
    url: base,
    server,
    requests,
    setAppOrigins: (origins) => configureRuntime({ appOrigins: origins }),
    close: async () => {
      await detachSockets();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
