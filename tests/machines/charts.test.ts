// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import {
  chartFileName,
  chartPage,
  machinesOf,
  statelyImport,
} from '../../scripts/lib/mermaid-chart';

// The charts in docs/machines/ are drawn from the machines; this fails when they drift.
const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', {
  eager: true,
});
const docs = join(import.meta.dirname, '../../docs/machines');
const entries = Object.entries(modules).map(([path, module]) => {
  const file = path.replace('../../src/machines/', '');
  return { file, name: chartFileName(file), machines: machinesOf(module) };
});

describe('state charts', () => {
  it('exist for at least one machine', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const { file, name, machines } of entries) {
    it(`docs/machines/${name} is current (run npm run charts)`, () => {
      expect(Object.keys(machines).length, `${file} exports no machine`).toBeGreaterThan(0);
      expect(readFileSync(join(docs, name), 'utf8')).toBe(chartPage(file, machines));
    });
  }

  it('has no chart without a machine', () => {
    const expected = entries.map((entry) => entry.name).sort();
    expect(
      readdirSync(docs)
        .filter((file) => file.endsWith('.md'))
        .sort(),
    ).toEqual(expected);
  });

  /** Every state node's id, e.g. `formSubmission.editing.idle`. */
  const stateIds = (machine: AnyStateMachine) => {
    const ids: string[] = [];
    const walk = (node: AnyStateMachine['root']) => {
      ids.push(node.id);
      Object.values(node.states).forEach(walk);
    };
    walk(machine.root);
    return ids.sort();
  };

  for (const { file, machines } of entries)
    for (const [name, machine] of Object.entries(machines))
      it(`${file} ${name}: the Stately import block rebuilds the same states`, () => {
        const code = statelyImport(machine);
        const config = JSON.parse(code.slice('createMachine('.length, -');\n'.length)) as object;
        expect(stateIds(createMachine(config))).toEqual(stateIds(machine));
      });
});
