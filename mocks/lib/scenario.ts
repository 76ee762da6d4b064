// Scenarios a developer switches on to see how the app copes: every API call slow, failing
// with 500, or failing as if the network were down (what a server offers is switched apart:
// mocks/lib/capabilities.ts). A scenario stays on until switched off
// (in the browser it is kept in localStorage, so it survives reloads) or until POST /__dev/reset.

export const SCENARIOS = ['none', 'slow', 'server-error', 'offline'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Extra wait of every API answer in the slow scenario. */
export const SLOW_SCENARIO_DELAY_MS = 3000;

export const SCENARIO_STORAGE_KEY = 'academy.mock-scenario';

type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: ScenarioStorage | null = null;
let current: Scenario = 'none';

export const isScenario = (value: unknown): value is Scenario =>
  typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);

/** Keeps the scenario in `target` (the browser passes localStorage) and reads the saved one. */
export function setScenarioStorage(target: ScenarioStorage | null): void {
  storage = target;
  const saved = target?.getItem(SCENARIO_STORAGE_KEY);
  current = isScenario(saved) ? saved : 'none';
}

export const activeScenario = (): Scenario => current;

export function setScenario(next: Scenario): void {
  current = next;
  try {
    if (next === 'none') storage?.removeItem(SCENARIO_STORAGE_KEY);
    else storage?.setItem(SCENARIO_STORAGE_KEY, next);
  } catch (error) {
    console.warn('The mock scenario could not be saved', error);
  }
}
