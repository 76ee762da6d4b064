// What a view does after a machine's step (leave the page, write the cache, forget a stored
// payment) is a named action of the machine, so the model can watch it: each generated path is
// replayed with the actions recorded, and a test says on which steps each one must run.
import { createActor, type AnyStateMachine } from 'xstate';
import type { ModelPath } from './model-based';

export interface ActionStep {
  /** The event of the step ('' for the start). */
  event: string;
  /** Ids of the state nodes active before and after the step. */
  before: string[];
  after: string[];
  /** The watched actions that ran during the step, in order. */
  ran: string[];
}

/** Replays `path` on `machine` with the named actions recorded, step by step. */
export function actionsAlong(
  machine: AnyStateMachine,
  path: ModelPath,
  watched: readonly string[],
): ActionStep[] {
  const ran: string[] = [];
  const recording = machine.provide({
    actions: Object.fromEntries(watched.map((name) => [name, () => void ran.push(name)])),
  } as never) as AnyStateMachine;
  const actor = createActor(recording, { input: path.input }).start();
  const steps: ActionStep[] = [
    { event: '', before: [], after: path.initialActive, ran: ran.splice(0) },
  ];
  let before = path.initialActive;
  for (const step of path.steps) {
    actor.send(step.event);
    steps.push({ event: step.event.type, before, after: step.active, ran: ran.splice(0) });
    before = step.active;
  }
  actor.stop();
  return steps;
}

/** The steps of `steps` that enter the state node `id` (it was not active before). */
export const enters = (id: string) => (step: ActionStep) =>
  step.after.includes(id) && !step.before.includes(id);

/**
 * Every step of every path where the watched actions did not run as `onEntry` says: entering a
 * state node (by id) runs its actions, in order, and no other step runs any. Empty when right.
 */
export function misplacedActions(
  machine: AnyStateMachine,
  paths: ModelPath[],
  onEntry: Record<string, readonly string[]>,
): string[] {
  const watched = [...new Set(Object.values(onEntry).flat())];
  return paths.flatMap((path) =>
    actionsAlong(machine, path, watched).flatMap((step) => {
      const expected = Object.entries(onEntry)
        .filter(([id]) => enters(id)(step))
        .flatMap(([, actions]) => actions);
      return JSON.stringify(step.ran) === JSON.stringify(expected)
        ? []
        : [`${path.name} at ${step.event || 'start'}: ran ${step.ran}, expected ${expected}`];
    }),
  );
}
