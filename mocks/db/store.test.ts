import { afterEach, describe, expect, it } from 'vitest';
import {
  getDb,
  LOCAL_STORAGE_KEY,
  localStoragePersistence,
  persistDb,
  resetDb,
  setPersistence,
} from './store';

afterEach(() => setPersistence(null));

describe('browser persistence', () => {
  it('keeps the database in localStorage across reloads until reset', () => {
    setPersistence(localStoragePersistence(window.localStorage));
    resetDb();
    getDb().state.users[0]!.first_name = 'Persisted';
    persistDb();
    expect(localStorage.getItem(LOCAL_STORAGE_KEY)).toContain('Persisted');

    // A reload: the runtime installs the adapter again and reads the saved copy.
    setPersistence(localStoragePersistence(window.localStorage));
    expect(getDb().state.users[0]!.first_name).toBe('Persisted');

    resetDb();
    expect(getDb().state.users[0]!.first_name).not.toBe('Persisted');
    expect(localStorage.getItem(LOCAL_STORAGE_KEY)).not.toContain('Persisted');
  });

  it('starts from the seed when the saved copy is unreadable', () => {
    localStorage.setItem(LOCAL_STORAGE_KEY, '{broken');
    setPersistence(localStoragePersistence(window.localStorage));
    expect(getDb().state.courses.length).toBeGreaterThanOrEqual(40);
  });
});
