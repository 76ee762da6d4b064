// After the connection dropped, the client reconnects at once when the browser says it is online
// again or the tab becomes visible, instead of waiting out pusher-js's retry timer.
import type PusherClass from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';

const connection = { state: 'connected' };
const connect = vi.fn();
const disconnect = vi.fn();

/** Just what the client reads of pusher-js: its connection state, connect and disconnect. */
class FakePusher {
  connection = { ...connection, bind: vi.fn(), unbind: vi.fn() };
  connect = connect;
  disconnect = disconnect;
}

let client: RealtimeClient | undefined;
let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

function createClient(state: string) {
  const pusher = new FakePusher();
  pusher.connection.state = state;
  client = createRealtimeClient(
    class {
      constructor() {
        return pusher;
      }
    } as unknown as typeof PusherClass,
    'key',
    () => ({ cluster: 'mt1' }),
  );
  return pusher;
}

afterEach(() => {
  client?.disconnect();
  connect.mockClear();
  disconnect.mockClear();
  visibility = 'visible';
});

describe('realtime client reconnection', () => {
  it.each(['unavailable', 'connecting'])(
    'reconnects at once from %s when the browser is online again',
    (state) => {
      createClient(state);
      window.dispatchEvent(new Event('online'));
      expect(disconnect).toHaveBeenCalledTimes(1);
      expect(connect).toHaveBeenCalledTimes(1);
      expect(disconnect.mock.invocationCallOrder[0]).toBeLessThan(
        connect.mock.invocationCallOrder[0]!,
      );
    },
  );

  it('reconnects at once when the tab becomes visible, not while it is hidden', () => {
    createClient('unavailable');
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(connect).not.toHaveBeenCalled();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('leaves a live connection alone, and stops listening once disconnected', () => {
    const pusher = createClient('connected');
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(connect).not.toHaveBeenCalled();

    client!.disconnect();
    client = undefined;
    disconnect.mockClear();
    pusher.connection.state = 'unavailable';
    window.dispatchEvent(new Event('online'));
    expect(connect).not.toHaveBeenCalled();
    expect(disconnect).not.toHaveBeenCalled();
  });
});
