// The README promises that the Stately inspector streams every machine the running app starts.
// That holds while every actor is created by the binding (which passes the inspection hook) and
// every machine reaches the app through it; these tests keep both true.
import { render, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, setup, type AnyActorRef, type InspectionEvent } from 'xstate';
import { setMachineInspector } from '@/lib/machine-inspection';
import { useMachineBinding } from './use-machine-binding';

const root = resolve(import.meta.dirname, '../../..');
const bindingFile = 'src/entities/machine-binding/use-machine-binding.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === 'src/generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const appFiles = sourceFiles('src');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The file an import specifier of `from` names (`@/…` or relative), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (base === null) return null;
  return (
    [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => appFiles.includes(file)) ??
    null
  );
}

const importsOf = (file: string) =>
  [...read(file).matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');

/** A file binds a machine when it uses the binding itself or through a module it imports. */
function bindsThrough(file: string): boolean {
  const bindsDirectly = (path: string) =>
    importsOf(path).some((specifier) => resolveImport(path, specifier) === bindingFile);
  return (
    bindsDirectly(file) ||
    importsOf(file).some((specifier) => {
      const target = resolveImport(file, specifier);
      return target !== null && bindsDirectly(target);
    })
  );
}

describe('every machine in the inspector', () => {
  it('creates actors only in the binding, which hands them the inspection hook', () => {
    const creators = appFiles.filter((file) => /\bcreateActor\(|\binterpret\(/.test(read(file)));
    expect(creators).toEqual([bindingFile]);
    expect(read(bindingFile)).toMatch(/createActor\(logic, \{ inspect, \.\.\.options \}\)/);
  });

  it('brings every machine into the app through the binding', () => {
    const machines = appFiles
      .filter((file) => file.startsWith('src/machines/') && file.endsWith('.machine.ts'))
      .flatMap((file) =>
        [...read(file).matchAll(/export const (\w+Machine)\b/g)].map((match) => match[1]),
      );
    expect(machines.length).toBeGreaterThanOrEqual(10);
    const unbound = machines.filter(
      (machine) =>
        !appFiles.some(
          (file) =>
            !file.startsWith('src/machines/') &&
            new RegExp(`\\b${machine}\\b`).test(read(file)) &&
            bindsThrough(file),
        ),
    );
    expect(unbound).toEqual([]);
  });

  describe('the binding', () => {
    afterEach(() => setMachineInspector(null));

    const parentMachine = setup({
      actors: { load: fromPromise(async () => 'loaded') },
    }).createMachine({
      id: 'parent',
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'child', src: 'load', onDone: 'done' } },
        done: {},
      },
    });

    function Parent() {
      const [snapshot] = useMachineBinding(parentMachine);
      return <p>{String(snapshot.value)}</p>;
    }

    it('streams the machine and every actor it invokes to the inspector', async () => {
      const inspector = vi.fn<(event: InspectionEvent) => void>();
      setMachineInspector(inspector);
      render(<Parent />);
      await screen.findByText('done');
      await waitFor(() => {
        const started = inspector.mock.calls
          .map(([event]) => event)
          .filter((event) => event.type === '@xstate.actor')
          .map(({ actorRef }) => actorRef as AnyActorRef)
          .map((actor) => (actor.id === 'child' ? 'child' : actor.src));
        expect(started).toEqual(expect.arrayContaining([parentMachine, 'child']));
      });
    });
  });
});
