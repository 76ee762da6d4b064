// How the production build groups modules into files (vite.config.ts, `codeSplitting.groups`).
// Left to itself the bundler gives every set of lazy pages that shares a module a file of its
// own: `/` loaded 55 scripts, 20 of them under 0.5 KB gzip, and on a slow link each is a request
// with its own round trip (docs/performance.md).

/** What the bundler's chunking pass tells about a module (rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; importers?: readonly string[] } | null;
}

/** A module of the app's own source (not a dependency, not a virtual module). */
const appSource = /[\\/]src[\\/]/;

/** React, React DOM and the store shim. */
export const reactModules =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;

/** A lazy page's shared module this small (bytes, before minifying) joins the `shared` file. */
export const smallModuleBytes = 2000;

/** The modules `entryId` imports statically, itself included, found by walking the graph. */
export function staticReach(graph: ModuleGraph, entryId: string): Set<string> {
  const reach = new Set<string>();
  const pending = [entryId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reach.has(id)) continue;
    reach.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reach;
}

/**
 * Names the `shared` file's modules: the app's small modules that two or more lazy pages share,
 * but none the entry loads itself, so what every page loads first does not grow. The entry's
 * reach is walked once per chunking pass.
 */
export function sharedByLazyPages(entryId: string) {
  const reachOf = entryReach(entryId);
  return (moduleId: string, context: ModuleGraph): string | null =>
    appSource.test(moduleId) && !reachOf(context).has(moduleId) ? 'shared' : null;
}

/** The in-browser mock's own source (mock builds only). */
const mockSource = /[\\/]mocks[\\/]/;

/**
 * Names the `app-for-mock` file: the app's modules that both the app and the in-browser mock
 * import (the capability registry, the course form's error keys). In the `shared` file they would bring the
 * whole file into the mock's download (36 KB gzip for them); on their own, the app's pages and
 * the mock load the same small file. Ranked above `shared`, which would otherwise take them
 * in as dependencies of its own modules.
 */
export function importedByTheMock(moduleId: string, context: ModuleGraph): string | null {
  if (!appSource.test(moduleId)) return null;
  const importers = context.getModuleInfo(moduleId)?.importers ?? [];
  // Only what the app imports too: what the mock alone imports stays in the mock's own files.
  return importers.some((id) => mockSource.test(id)) && importers.some((id) => !mockSource.test(id))
    ? 'app-for-mock'
    : null;
}

/** The entry's reach, walked once per chunking pass. */
function entryReach(entryId: string) {
  let graph: ModuleGraph | null = null;
  let reach = new Set<string>();
  return (context: ModuleGraph) => {
    if (context !== graph) {
      graph = context;
      reach = staticReach(context, entryId);
    }
    return reach;
  };
}

/** Names the `entry-deps` file: what the entry imports statically, in one file. */
export function entryDependencies(entryId: string) {
  const reachOf = entryReach(entryId);
  return (moduleId: string, context: ModuleGraph): string | null =>
    moduleId !== entryId && reachOf(context).has(moduleId) ? 'entry-deps' : null;
}
