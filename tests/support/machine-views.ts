// Which screen each state shows: every state configuration of a machine (every leaf; for a
// parallel state, every combination of its regions' leaves) is resolved to a snapshot and given
// to the machine's view selector, so a state the selector does not know is found by a test, not
// by a user looking at a blank page.
import type { AnyStateMachine, StateValue } from 'xstate';

interface StateNodeLike {
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  states: Record<string, StateNodeLike>;
}

const isLeaf = (node: StateNodeLike) => node.type === 'atomic' || node.type === 'final';

/** Every state value below `node`, one per leaf (per combination of leaves for parallel). */
function valuesBelow(node: StateNodeLike): StateValue[] {
  const children = Object.values(node.states).filter((child) => child.type !== 'history');
  if (node.type === 'parallel') {
    return children.reduce<Array<Record<string, StateValue>>>(
      (combinations, region) =>
        combinations.flatMap((combination) =>
          (isLeaf(region) ? [{}] : valuesBelow(region)).map((value) => ({
            ...combination,
            [region.key]: value,
          })),
        ),
      [{}],
    );
  }
  return children.flatMap((child): StateValue[] =>
    isLeaf(child) ? [child.key] : valuesBelow(child).map((value) => ({ [child.key]: value })),
  );
}

/** `{ a: { b: 'c' }, d: 'e' }` → `a.b.c + d.e`. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, below]) =>
      below && (typeof below === 'string' || Object.keys(below).length > 0)
        ? `${key}.${stateLabel(below as StateValue)}`
        : key,
    )
    .join(' + ');
}

/** A snapshot of `machine` in every state configuration it has, each with `context`. */
export function everyStateSnapshot<TMachine extends AnyStateMachine>(
  machine: TMachine,
  context: TMachine extends { resolveState(config: { context: infer C }): unknown } ? C : never,
): Array<{ label: string; snapshot: ReturnType<TMachine['resolveState']> }> {
  return valuesBelow(machine.root as unknown as StateNodeLike).map((value) => ({
    label: stateLabel(value),
    snapshot: machine.resolveState({ value, context } as never) as ReturnType<
      TMachine['resolveState']
    >,
  }));
}

/**
 * The screen `view` gives each state configuration of `machine`, by state label. A selector that
 * throws for a state it does not know fails here with that state's name.
 */
export function screenOfEveryState<TMachine extends AnyStateMachine, TView>(
  machine: TMachine,
  context: Parameters<typeof everyStateSnapshot<TMachine>>[1],
  view: (snapshot: ReturnType<TMachine['resolveState']>) => TView,
  screenOf: (view: TView) => string = (result) => (result as { screen: string }).screen,
): Record<string, string> {
  return Object.fromEntries(
    everyStateSnapshot(machine, context).map(({ label, snapshot }) => {
      let result: TView;
      try {
        result = view(snapshot);
      } catch (error) {
        throw new Error(`no view for state ${label}: ${(error as Error).message}`);
      }
      return [label, screenOf(result)];
    }),
  );
}
