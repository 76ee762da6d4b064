import { fromCallback, type EventObject } from 'xstate';
import type { RealtimeClient } from '@/lib/realtime/realtime-client';
import { connectionEvent, type ChannelEvent } from './notification-stream.machine';

/**
 * The machine's `subscribe` actor over a realtime client: opens the connection (`start` loads
 * pusher-js only now), subscribes to the user's private channel and sends back every live
 * notification and every change of the connection; stopping the actor (logout, another user)
 * unsubscribes and disconnects.
 */
export function channelSubscription(start: () => Promise<RealtimeClient>) {
  return fromCallback<EventObject, { userId: number }>(({ input, sendBack }) => {
    const send = (event: ChannelEvent) => sendBack(event);
    let stopped = false;
    let stop = () => {};
    start().then(
      (client) => {
        if (stopped) {
          client.disconnect();
          return;
        }
        const stopWatching = client.onStateChange((state) => {
          const event = connectionEvent(state);
          if (event) send(event);
        });
        const unsubscribe = client.subscribeToUser(input.userId, {
          onNotification: (notification) => send({ type: 'notification.received', notification }),
          onSubscribed: () => send({ type: 'realtime.subscribed' }),
          onError: (error) => send({ type: 'realtime.refused', error }),
        });
        stop = () => {
          stopWatching();
          unsubscribe();
          client.disconnect();
        };
      },
      (error: unknown) => {
        if (!stopped) send({ type: 'realtime.refused', error });
      },
    );
    return () => {
      stopped = true;
      stop();
    };
  });
}
