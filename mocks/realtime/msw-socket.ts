// The Pusher endpoint over MSW's WebSocket interception: in the browser (mock mode) and in
// vitest, pusher-js's `new WebSocket('ws://…/app/{key}?protocol=7…')` lands here.
import { ws } from 'msw';
import { activeScenario } from '../lib/scenario';
import { pusherHub } from './pusher-protocol';

/** 1006 "abnormal closure": what a client sees when the network is gone. */
const NETWORK_LOST = 1006;

/** Any host: in mock mode pusher-js connects to the page's own host, which serves no socket. */
export const pusherLink = ws.link(/\/app\/[^/?]+/);

export const realtimeSocketHandlers = [
  pusherLink.addEventListener('connection', ({ client }) => {
    // Offline: the socket never gets through, as with no network.
    if (activeScenario() === 'offline') {
      client.close(NETWORK_LOST, 'Offline scenario');
      return;
    }
    const connection = pusherHub.connect(
      {
        send: (text) => client.send(text),
        close: (code, reason) => client.close(code, reason),
        drop: () => client.close(NETWORK_LOST, 'Offline scenario'),
      },
      client.url,
    );
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') connection.receive(event.data);
    });
    client.addEventListener('close', () => connection.closed());
  }),
];
