import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyStateMachine,
  type ConditionalRequired,
  type IsNotNever,
  type RequiredActorOptionsKeys,
  type SnapshotFrom,
} from 'xstate';
import { inspect } from '@/lib/machine-inspection';

/** The options of an actor, required when its logic requires input. */
type BindingOptions<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

/** Actors this binding stopped: a stopped actor is never started again. */
const stoppedActors = new WeakSet<Actor<AnyActorLogic>>();

function createBoundActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic> | undefined,
): Actor<TLogic> {
  // Every actor the app starts streams to the inspector (a no-op unless development turned it on).
  return createActor(logic, { inspect, ...options });
}

/**
 * The one way the app binds an actor (a machine, with everything it invokes) to a component:
 * created with the component, started when it mounts, stopped when it unmounts.
 *
 * React's development mode (`<StrictMode>`) runs every effect's cleanup and then the effect again
 * right after mounting, to prove that cleanups are right. @xstate/react's own hooks answer that by
 * stopping the actor and reviving it with its old snapshot: the calls it had running were
 * aborted, and their rejections then land in the revived actor as failures ("The video could not
 * be loaded" on every first open). Here the stop waits for a microtask instead; the effect's
 * second run, which comes before it, keeps the same actor running. So development reaches
 * exactly the states production does, and a stopped actor stays stopped: its cancelled calls
 * settle into nothing. A tree that really unmounts and later comes back (React's `<Activity>`)
 * gets a fresh actor from the latest options.
 */
export function useActorBinding<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: BindingOptions<TLogic>
): Actor<TLogic> {
  const [actor, setActor] = useState(() => createBoundActor(logic, options));
  /** The actor this component renders, read by the mount effect. */
  const rendered = useRef(actor);
  useLayoutEffect(() => {
    rendered.current = actor;
  }, [actor]);
  const createFresh = useEffectEvent(() => createBoundActor(logic, options));
  /** The stop the last cleanup asked for, carried out in a microtask unless a remount cancels it. */
  const pendingStop = useRef<{ actor: Actor<TLogic>; cancelled: boolean } | null>(null);

  useEffect(() => {
    let running = rendered.current;
    const pending = pendingStop.current;
    pendingStop.current = null;
    if (pending?.actor === running && !stoppedActors.has(running)) {
      // StrictMode's immediate remount: the same actor goes on as if nothing happened.
      pending.cancelled = true;
    } else if (stoppedActors.has(running)) {
      running = createFresh();
      rendered.current = running;
      setActor(running);
      running.start();
    } else {
      running.start();
    }
    return () => {
      const stop = { actor: running, cancelled: false };
      pendingStop.current = stop;
      queueMicrotask(() => {
        if (stop.cancelled) return;
        stoppedActors.add(running);
        running.stop();
      });
    };
  }, []);

  return actor;
}

/**
 * `useActorBinding` for a state machine, with its snapshot: `[snapshot, send, actor]`. Views that
 * need one value read it with `useSelector(actor, …)` instead, so they re-render only when it
 * changes.
 */
export function useMachineBinding<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[options]: BindingOptions<TMachine>
): [SnapshotFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const actor = useActorBinding(machine, ...([options] as BindingOptions<TMachine>));
  const snapshot = useSelector(actor, (current) => current);
  return [snapshot, actor.send, actor];
}
