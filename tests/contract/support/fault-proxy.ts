// A small HTTP proxy in front of the standalone mock backend that breaks exactly one thing:
// each fault names the operation (by operationId, matched through the spec) and rewrites its
// request or answer. Everything else passes through untouched.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { matchOperation } from '../../../contract/spec';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetMock, startMockServer, type RunningMockServer } from './run-against-mock';

export interface ProxiedRequest {
  operationId: string | null;
  method: string;
  path: string;
  headers: Headers;
  /** The request body as sent (undefined for none). */
  body?: Buffer;
}

export interface ProxiedAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface Fault {
  /** The operation it breaks; `*` for every answer (a server-wide habit, such as date offsets). */
  operationId: string;
  /** Change the request before it reaches the mock (headers are mutable). */
  request?: (request: ProxiedRequest) => void;
  /** Change the answer before it reaches the harness. */
  answer?: (answer: ProxiedAnswer, request: ProxiedRequest) => ProxiedAnswer;
  /**
   * Change a Pusher frame the server sends over the WebSocket (the realtime channels); active
   * whatever `operationId` says, as frames belong to no operation.
   */
  frame?: (text: string) => string;
}

export interface RunningProxy {
  url: string;
  /** Every request that went through, with the status it got. */
  log: { operationId: string | null; method: string; path: string; status: number }[];
  /** One fault, several (each on its own operation; the first that matches a request acts), or none. */
  setFault(fault: Fault | Fault[] | null): void;
  close(): Promise<void>;
}

/**
 * Rewrites the JSON body of the answers with status `when` (default 200), optionally re-statused;
 * `mutate` may return a whole new body.
 */
export const jsonAnswer =
  (
    mutate: (body: Record<string, unknown>, request: ProxiedRequest) => unknown,
    { when = 200, status }: { when?: number; status?: number } = {},
  ) =>
  (answer: ProxiedAnswer, request: ProxiedRequest): ProxiedAnswer => {
    if (answer.status !== when) return answer;
    let body = JSON.parse(answer.body.toString('utf8')) as unknown;
    body = mutate(body as Record<string, unknown>, request) ?? body;
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    return { status: status ?? answer.status, headers, body: Buffer.from(JSON.stringify(body)) };
  };

const toHeaders = (incoming: IncomingHttpHeaders): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
};

export async function startFaultProxy(upstream: string): Promise<RunningProxy> {
  let faults: Fault[] = [];
  const log: RunningProxy['log'] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const url = new URL(incoming.url ?? '/', upstream);
        const method = incoming.method ?? 'GET';
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const request: ProxiedRequest = {
          operationId: matchOperation(method, url.pathname)?.operationId ?? null,
          method,
          path: url.pathname,
          headers: toHeaders(incoming.headers),
          body,
        };
        request.headers.delete('host');
        request.headers.delete('content-length');
        const active =
          faults.find(
            (fault) => fault.operationId === '*' || fault.operationId === request.operationId,
          ) ?? null;
        active?.request?.(request);
        const response = await fetch(url, {
          method,
          headers: request.headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
        });
        let answer: ProxiedAnswer = {
          status: response.status,
          headers: new Headers(response.headers),
          body: Buffer.from(await response.arrayBuffer()),
        };
        if (active?.answer) answer = active.answer(answer, request);
        log.push({
          operationId: request.operationId,
          method,
          path: url.pathname,
          status: answer.status,
        });
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
            headers[name] = value;
        });
        outgoing.writeHead(answer.status, headers);
        outgoing.end(answer.body);
      })().catch((error: unknown) => {
        outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
        outgoing.end(`fault proxy: ${String(error)}`);
      });
    });
  });
  // The Pusher socket: passed through frame by frame, the server's frames through `fault.frame`.
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const target = new URL(request.url ?? '/', upstream.replace(/^http/, 'ws'));
    sockets.handleUpgrade(request, socket, head, (client) => {
      const upstreamSocket = new WebSocket(target);
      const pending: string[] = [];
      upstreamSocket.on('open', () =>
        pending.splice(0).forEach((text) => upstreamSocket.send(text)),
      );
      upstreamSocket.on('message', (data) => {
        const text = data.toString();
        client.send(faults.reduce((frame, fault) => fault.frame?.(frame) ?? frame, text));
      });
      client.on('message', (data) => {
        if (upstreamSocket.readyState === WebSocket.OPEN) upstreamSocket.send(data.toString());
        else pending.push(data.toString());
      });
      upstreamSocket.on('close', () => client.close());
      upstreamSocket.on('error', () => client.terminate());
      client.on('close', () => upstreamSocket.close());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    setFault: (next) => {
      faults = next === null ? [] : [next].flat();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * For a test file: the mock server and a fault proxy in front of it, started once; each test
 * begins with no fault, a fresh mock and empty request logs. Read them once the file's hooks have
 * run (inside a test).
 */
export function mockBehindFaultProxy(): {
  readonly mock: RunningMockServer;
  readonly proxy: RunningProxy;
} {
  let mock: RunningMockServer | undefined;
  let proxy: RunningProxy | undefined;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    proxy = await startFaultProxy(mock.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await mock?.close();
  });
  beforeEach(async () => {
    proxy!.setFault(null);
    await resetMock(mock!);
    proxy!.log.length = 0;
    mock!.requests.length = 0;
  });
  return {
    get mock() {
      if (!mock) throw new Error('the mock server starts in beforeAll');
      return mock;
    },
    get proxy() {
      if (!proxy) throw new Error('the fault proxy starts in beforeAll');
      return proxy;
    },
  };
}
