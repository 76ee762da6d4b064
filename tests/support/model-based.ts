// Model-based testing for XState machines: paths are generated from the machine itself
// (xstate/graph), each path is replayed on a real actor, and the paths together must reach
// every state and take every transition, or the test names what was missed.
import {
  createActor,
  getNextSnapshot,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getShortestPaths, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

export interface ModelStep {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
  /** Ids of the state nodes active after the event. */
  active: string[];
}

export interface ModelPath {
  name: string;
  input: unknown;
  initial: AnyMachineSnapshot;
  initialActive: string[];
  steps: ModelStep[];
}

export interface Edge {
  source: string;
  target: string;
  /** The event type; '' for an eventless (`always`) transition. */
  event: string;
}

const activeIds = (snapshot: AnyMachineSnapshot): string[] =>
  (snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes.map((node) => node.id).sort();

function collect(node: DirectedGraphNode, nodes: DirectedGraphNode[] = []): DirectedGraphNode[] {
  nodes.push(node);
  node.children.forEach((child) => collect(child, nodes));
  return nodes;
}

/** Every state node id and every transition (source, event, target), `always` ones included. */
export function machineGraph(machine: AnyStateMachine): { states: string[]; edges: Edge[] } {
  const nodes = collect(toDirectedGraph(machine));
  const states = nodes.filter((node) => node.stateNode.parent).map((node) => node.id);
  const edges = nodes.flatMap((node) => [
    ...node.edges.map((edge) => ({
      source: edge.source.id,
      target: edge.target.id,
      event: edge.transition.eventType,
    })),
    ...(node.stateNode.always ?? []).flatMap((transition) =>
      (transition.target ?? []).map((target) => ({
        source: node.id,
        target: target.id,
        event: '',
      })),
    ),
  ]);
  return { states, edges };
}

const describePath = (input: unknown, steps: ModelStep[]) =>
  [JSON.stringify(input), ...steps.map((step) => step.event.type)].join(' → ');

function takes(path: ModelPath, edge: Edge): boolean {
  // An eventless edge is taken on the way in: its source is left at once for its target.
  if (edge.event === '') {
    return (
      path.initialActive.includes(edge.target) ||
      path.steps.some((step) => step.active.includes(edge.target))
    );
  }
  let before = path.initialActive;
  return path.steps.some((step) => {
    const hit =
      before.includes(edge.source) &&
      step.event.type === edge.event &&
      step.active.includes(edge.target);
    before = step.active;
    return hit;
  });
}

/**
 * Shortest paths from the initial state (one set per input) to every reachable state, plus, for
 * each transition they miss (typically one back to a state already visited), a path that
 * reaches its source and then takes it with a sample event from `events`.
 */
export function modelPaths(
  machine: AnyStateMachine,
  options: {
    inputs: unknown[];
    events: EventObject[];
    /**
     * Which snapshots count as the same node of the graph. By default the state and the whole
     * context; a machine with counters in its context names what matters, or the graph is endless.
     */
    serializeState?: (snapshot: AnyMachineSnapshot) => string;
  },
): ModelPath[] {
  const serialize = options.serializeState;
  const paths: ModelPath[] = options.inputs.flatMap((input) =>
    getShortestPaths(machine as AnyActorLogic, {
      input,
      events: options.events,
      ...(serialize
        ? { serializeState: (snapshot: unknown) => serialize(snapshot as AnyMachineSnapshot) }
        : {}),
    }).map((path) => {
      const [first, ...rest] = path.steps;
      const initial = (first?.state ?? path.state) as AnyMachineSnapshot;
      const steps = rest.map((step) => ({
        event: step.event,
        snapshot: step.state as AnyMachineSnapshot,
        active: activeIds(step.state as AnyMachineSnapshot),
      }));
      return {
        name: describePath(input, steps),
        input,
        initial,
        initialActive: activeIds(initial),
        steps,
      };
    }),
  );

  for (const edge of machineGraph(machine).edges) {
    if (edge.event === '' || paths.some((path) => takes(path, edge))) continue;
    for (const path of [...paths]) {
      const index = [path.initialActive, ...path.steps.map((step) => step.active)].findIndex(
        (ids) => ids.includes(edge.source),
      );
      if (index < 0) continue;
      const prefix = path.steps.slice(0, index);
      const from = index === 0 ? path.initial : prefix[prefix.length - 1]!.snapshot;
      const extended = options.events
        .filter((event) => event.type === edge.event)
        .map((event) => {
          const snapshot = getNextSnapshot(machine, from, event);
          return { event, snapshot, active: activeIds(snapshot) };
        })
        .find((step) => step.active.includes(edge.target));
      if (!extended) continue;
      const steps = [...prefix, extended];
      paths.push({ ...path, name: describePath(path.input, steps), steps });
      break;
    }
  }
  return paths;
}

/** States no path reaches and transitions no path takes: both lists must be empty. */
export function uncovered(machine: AnyStateMachine, paths: ModelPath[]) {
  const { states, edges } = machineGraph(machine);
  const reached = new Set(
    paths.flatMap((path) => [...path.initialActive, ...path.steps.flatMap((step) => step.active)]),
  );
  // An event into a transient state (one left at once by `always`, such as a `validating`
  // step) is taken when the step ends in one of that state's `always` targets.
  const passThrough = new Map<string, string[]>();
  for (const edge of edges.filter((candidate) => candidate.event === ''))
    passThrough.set(edge.source, [...(passThrough.get(edge.source) ?? []), edge.target]);
  const takesThrough = (path: ModelPath, edge: Edge) =>
    (passThrough.get(edge.target) ?? []).some((target) =>
      takes(path, { source: edge.source, event: edge.event, target }),
    );
  const takenEdges = edges.filter((edge) =>
    paths.some((path) => takes(path, edge) || takesThrough(path, edge)),
  );
  // A transient state (left at once by `always`) counts as reached when one of its edges is taken.
  const passed = new Set(takenEdges.filter((edge) => edge.event === '').map((edge) => edge.source));
  return {
    states: states.filter((state) => !reached.has(state) && !passed.has(state)),
    edges: edges
      .filter((edge) => !takenEdges.includes(edge))
      .map((edge) => `${edge.source} --${edge.event || 'always'}--> ${edge.target}`),
  };
}

/**
 * Where a function sits in a machine's context (`classifyFailure`, `attempt.now`), each as its
 * path: a context is data, and implementations come through `.provide()` alone. Walks plain
 * objects, arrays, maps, sets and the own fields of any other object (a File is data).
 */
export function functionsIn(value: unknown, path = 'context', seen = new Set<object>()): string[] {
  if (typeof value === 'function') return [path];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries: Array<[string, unknown]> =
    value instanceof Map
      ? [...value.entries()].map(([key, item]) => [String(key), item])
      : value instanceof Set
        ? [...value].map((item, index) => [String(index), item])
        : Object.entries(value);
  return entries.flatMap(([key, item]) => functionsIn(item, `${path}.${key}`, seen));
}

/**
 * Replays a generated path on a real actor, checking each state against the model's, and that
 * its context holds no function at any step.
 */
export function replay(
  machine: AnyStateMachine,
  path: ModelPath,
  check: (expected: unknown, actual: unknown) => void,
) {
  const actor = createActor(machine, { input: path.input }).start();
  check(path.initial.value, actor.getSnapshot().value);
  check([], functionsIn(actor.getSnapshot().context));
  for (const step of path.steps) {
    actor.send(step.event);
    check(step.snapshot.value, actor.getSnapshot().value);
    check([], functionsIn(actor.getSnapshot().context));
  }
  return actor;
}
