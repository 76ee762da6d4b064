import { describe, expect, it } from 'vitest';
import {
  entryDependencies,
  importedByTheMock,
  sharedByLazyPages,
  staticReach,
  type ModuleGraph,
} from './chunk-groups';

/** A module graph from each module's static imports. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => (id in imports ? { importedIds: imports[id]! } : null) };
}

// main imports app and a library; app imports env (which a lazy page shares too); the lazy pages
// share field and price, which import a library and env.
const graph = graphOf({
  '/p/src/app/main.tsx': ['/p/src/app/app.tsx', '/p/node_modules/router/index.js'],
  '/p/src/app/app.tsx': ['/p/src/lib/env.ts'],
  '/p/src/lib/env.ts': [],
  '/p/node_modules/router/index.js': [],
  '/p/src/components/field.tsx': ['/p/node_modules/radix/index.js', '/p/src/lib/env.ts'],
  '/p/src/lib/price.ts': [],
  '/p/node_modules/radix/index.js': [],
});
const entry = '/p/src/app/main.tsx';

describe('the build’s chunk groups', () => {
  it('walk the entry’s static imports, cycles included, to every module it reaches', () => {
    const cyclic = graphOf({ a: ['b'], b: ['a', 'c'], c: [], d: ['a'] });
    expect([...staticReach(cyclic, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect([...staticReach(graph, entry)].sort()).toEqual([
      '/p/node_modules/router/index.js',
      '/p/src/app/app.tsx',
      '/p/src/app/main.tsx',
      '/p/src/lib/env.ts',
    ]);
  });

  it('put what the entry imports, but not the entry itself, in entry-deps', () => {
    const name = entryDependencies(entry);
    expect(name('/p/src/lib/env.ts', graph)).toBe('entry-deps');
    expect(name('/p/node_modules/router/index.js', graph)).toBe('entry-deps');
    expect(name(entry, graph)).toBeNull();
    expect(name('/p/src/components/field.tsx', graph)).toBeNull();
  });

  it('offer lazy pages’ own source to shared, never a library or what the entry loads', () => {
    const name = sharedByLazyPages(entry);
    expect(name('/p/src/components/field.tsx', graph)).toBe('shared');
    expect(name('/p/src/lib/price.ts', graph)).toBe('shared');
    expect(name('/p/src/lib/env.ts', graph)).toBeNull();
    expect(name('/p/node_modules/radix/index.js', graph)).toBeNull();
  });

  it('give what the in-browser mock imports itself a file of its own', () => {
    const withMock: ModuleGraph = {
      getModuleInfo: (id) =>
        id === '/p/src/lib/error-keys.ts'
          ? { importedIds: [], importers: ['/p/src/pages/a.tsx', '/p/mocks/handlers/rules.ts'] }
          : graph.getModuleInfo(id),
    };
    expect(importedByTheMock('/p/src/lib/error-keys.ts', withMock)).toBe('app-for-mock');
    expect(importedByTheMock('/p/src/lib/price.ts', withMock)).toBeNull();
    const mockOnly: ModuleGraph = {
      getModuleInfo: () => ({ importedIds: [], importers: ['/p/mocks/handlers/rules.ts'] }),
    };
    expect(importedByTheMock('/p/src/generated/zod/schemas.ts', mockOnly)).toBeNull();
  });

  it('walk the graph again for a new chunking pass (a rebuild)', () => {
    const name = sharedByLazyPages(entry);
    expect(name('/p/src/lib/price.ts', graph)).toBe('shared');
    const rebuilt = graphOf({ [entry]: ['/p/src/lib/price.ts'], '/p/src/lib/price.ts': [] });
    expect(name('/p/src/lib/price.ts', rebuilt)).toBeNull();
  });
});
