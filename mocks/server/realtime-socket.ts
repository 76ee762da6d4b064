// The standalone server's Pusher endpoint: a real WebSocket at /app/{key} on the same port as
// the HTTP API, served by the same protocol code as the browser's MSW interception.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData } from 'ws';
import { activeScenario } from '../lib/scenario';
import { pusherHub } from '../realtime/pusher-protocol';

const PUSHER_PATH = /^\/app\/[^/?]+/;

/** Accepts upgrades to /app/{key}; any other upgrade is refused. Returns the detach function. */
export function attachPusherSocket(server: Server, base: () => string): () => Promise<void> {
  const sockets = new WebSocketServer({ noServer: true });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', base());
    if (!PUSHER_PATH.test(url.pathname)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    // Offline: the connection is cut before the handshake, as with no network.
    if (activeScenario() === 'offline') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      const connection = pusherHub.connect(
        {
          send: (text) => client.send(text),
          close: (code, reason) => client.close(code, reason),
          drop: () => client.terminate(),
        },
        url,
      );
      client.on('message', (data: RawData, isBinary: boolean) => {
        if (!isBinary) connection.receive(rawText(data));
      });
      client.on('close', () => connection.closed());
    });
  };
  server.on('upgrade', onUpgrade);

  return () =>
    new Promise<void>((resolve) => {
      server.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.terminate();
      sockets.close(() => resolve());
    });
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
