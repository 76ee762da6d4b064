// The one current database of a runtime. Handlers read it through `getDb()`; the runtime decides
// where it lives (browser: localStorage, node: memory) by installing a persistence adapter.
import { createDb, parseSavedState, type Db } from './db';
import { buildSeed } from './seed';
import type { DbState } from './types';

export interface Persistence {
  load(): DbState | null;
  save(state: DbState): void;
  clear(): void;
}

let persistence: Persistence | null = null;
let current: Db | null = null;
let seedCache: DbState | null = null;

/** The seed state, built once per runtime (it is deterministic). */
export function seedState(): DbState {
  seedCache ??= buildSeed();
  return seedCache;
}

/** Uses `adapter` to load and save the database (the browser passes a localStorage adapter). */
export function setPersistence(adapter: Persistence | null): void {
  persistence = adapter;
  current = null;
}

export function getDb(): Db {
  if (!current) {
    const saved = persistence?.load() ?? null;
    current = createDb(saved ?? seedState());
  }
  return current;
}

/**
 * Forgets the database read into memory: the next read loads the saved one (another tab of the
 * browser mock changed it).
 */
export function reloadDbOnNextRead(): void {
  if (persistence) current = null;
}

/** Takes a database another tab saved (`saved`, as stored), if it is one. */
export function adoptSavedDb(saved: string | null): void {
  const state = parseSavedState(saved);
  if (state) current = createDb(state);
}

/** Saves the current database (after every change). */
export function persistDb(): void {
  if (current && persistence) persistence.save(current.toJSON());
}

/** Back to the seed: a fresh database, and the saved copy removed. */
export function resetDb(): Db {
  persistence?.clear();
  current = createDb(seedState());
  persistDb();
  return current;
}

export const LOCAL_STORAGE_KEY = 'academy.mock-db';

export function localStoragePersistence(storage: Storage): Persistence {
  return {
    load: () => parseSavedState(storage.getItem(LOCAL_STORAGE_KEY)),
    save: (state) => {
      try {
        storage.setItem(LOCAL_STORAGE_KEY, JSON.stringify(state));
      } catch (error) {
        console.warn('The mock database could not be saved', error);
      }
    },
    clear: () => storage.removeItem(LOCAL_STORAGE_KEY),
  };
}
