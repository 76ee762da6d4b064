// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import { shownAsMember, type ListChangeAnswer } from './course-toggle';
import { cartToggleMachine } from './cart-toggle.machine';
import { wishlistToggleMachine } from './wishlist-toggle.machine';

const pending = fromPromise<ListChangeAnswer, { courseId: number }>(
  () => new Promise<ListChangeAnswer>(() => {}),
);
const events = [
  { type: 'toggle' },
  { type: 'sync', member: true },
  { type: 'sync', member: false },
  { type: 'dismiss' },
  { type: 'xstate.done.actor.add', output: { count: 3 } },
  { type: 'xstate.done.actor.add', output: {} },
  { type: 'xstate.error.actor.add', error: new Error('refused') },
  { type: 'xstate.done.actor.remove', output: { count: 2 } },
  { type: 'xstate.done.actor.remove', output: {} },
  { type: 'xstate.error.actor.remove', error: new Error('refused') },
];
const inputs = [
  { courseId: 7, member: false },
  { courseId: 7, member: true },
];

describe.each([
  ['wishlist toggle', wishlistToggleMachine],
  ['cart toggle', cartToggleMachine],
])('%s model', (_, machine) => {
  // The calls never settle in the model: the generated paths deliver their outcomes.
  const modelMachine = machine.provide({ actors: { add: pending, remove: pending } });
  const paths = modelPaths(modelMachine, { inputs, events });
  const actors: Array<{ stop: () => void }> = [];
  afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_name, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });
});

function start(
  machine: typeof wishlistToggleMachine,
  member: boolean,
  call: () => Promise<ListChangeAnswer>,
) {
  const effects = {
    add: vi.fn(call),
    remove: vi.fn(call),
    storeMembership: vi.fn(),
    storeCount: vi.fn(),
    adjustCount: vi.fn(),
    reloadCount: vi.fn(),
    reportFailure: vi.fn(),
  };
  const provided = machine.provide({
    actors: {
      add: fromPromise(() => effects.add()),
      remove: fromPromise(() => effects.remove()),
    },
    actions: {
      storeMembership: (_, params) => effects.storeMembership(params),
      storeCount: (_, params) => effects.storeCount(params.count),
      adjustCount: (_, params) => effects.adjustCount(params.delta),
      reloadCount: () => effects.reloadCount(),
      reportFailure: (_, params) => effects.reportFailure(params),
    },
  });
  const actor = createActor(provided, { input: { courseId: 7, member } }).start();
  return { actor, effects };
}

describe('course toggle behaviour', () => {
  it('shows the heart filled at once and sends one add for a double click', async () => {
    let settle: (answer: ListChangeAnswer) => void = () => {};
    const { actor, effects } = start(
      wishlistToggleMachine,
      false,
      () => new Promise((resolve) => (settle = resolve)),
    );
    actor.send({ type: 'toggle' });
    actor.send({ type: 'toggle' });
    expect(shownAsMember(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.add).toHaveBeenCalledTimes(1);
    settle({ count: 4 });
    await waitFor(actor, (snapshot) => snapshot.matches('idleIn'));
    expect(effects.storeMembership).toHaveBeenCalledWith({ courseId: 7, member: true });
    expect(effects.storeCount).toHaveBeenCalledWith(4);
    expect(effects.adjustCount).not.toHaveBeenCalled();
  });

  it('rolls back and reports when the call fails', async () => {
    const { actor, effects } = start(wishlistToggleMachine, true, () =>
      Promise.reject(new Error('offline')),
    );
    actor.send({ type: 'toggle' });
    expect(shownAsMember(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(shownAsMember(actor.getSnapshot())).toBe(true);
    expect(effects.reportFailure).toHaveBeenCalledWith({ courseId: 7, action: 'remove' });
    expect(effects.storeMembership).not.toHaveBeenCalled();
    expect(effects.storeCount).not.toHaveBeenCalled();
  });

  it('changes the wishlist count by one when the answer has none', async () => {
    const { actor, effects } = start(wishlistToggleMachine, true, () => Promise.resolve({}));
    actor.send({ type: 'toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('idleOut'));
    expect(effects.adjustCount).toHaveBeenCalledWith(-1);
    expect(effects.reloadCount).not.toHaveBeenCalled();
  });

  it('reloads the cart count when the answer has none', async () => {
    const { actor, effects } = start(cartToggleMachine, false, () => Promise.resolve({}));
    actor.send({ type: 'toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('idleIn'));
    expect(effects.reloadCount).toHaveBeenCalledTimes(1);
    expect(effects.adjustCount).not.toHaveBeenCalled();
  });

  it('follows the list while idle but not during a call', () => {
    const { actor } = start(
      wishlistToggleMachine,
      false,
      () => new Promise<ListChangeAnswer>(() => {}),
    );
    actor.send({ type: 'sync', member: true });
    expect(actor.getSnapshot().matches('idleIn')).toBe(true);
    actor.send({ type: 'toggle' });
    actor.send({ type: 'sync', member: true });
    expect(actor.getSnapshot().matches('removing')).toBe(true);
  });
});
