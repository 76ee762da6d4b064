// The Pusher endpoint over MSW's WebSocket interception: in the browser (mock mode) and in
// vitest, pusher-js's `new WebSocket('ws://…/app/{key}?protocol=7…')` lands here.
import { ws } from 'msw';
import { pusherHub } from './pusher-protocol';

/** Any host: in mock mode pusher-js connects to the page's own host, which serves no socket. */
export const pusherLink = ws.link(/\/app\/[^/?]+/);

export const realtimeSocketHandlers = [
  pusherLink.addEventListener('connection', ({ client }) => {
    const connection = pusherHub.connect(
      { send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) },
      client.url,
    );
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') connection.receive(event.data);
    });
    client.addEventListener('close', () => connection.closed());
  }),
];
