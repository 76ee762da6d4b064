// The one way the app reads and writes the browser's storage. Storage fails in ordinary use —
// disabled by the user (even reading `window.localStorage` then throws), full, or a private
// window's — and none of that may break a page: a value that cannot be read reads as absent, a
// write that fails reports it and the page carries on. Every key is listed once, with its area
// and the parser of its value, in stored-values.ts; nothing else in src/ touches storage (lint:
// eslint/rules/browser-storage-once.js). No React here: machines and lib use it too.

/** `localStorage` keeps a value across visits; `sessionStorage` for this tab only. */
export type StorageArea = 'local' | 'session';

declare const registered: unique symbol;

/**
 * One stored value: where it lives, its key, and how its text becomes a value and back. Made only
 * by the registry (stored-values.ts), so every key the app stores is listed there.
 */
export interface StoredValue<T> {
  readonly area: StorageArea;
  readonly key: string;
  /** The value kept as `text`, or null when it is not one (corrupt, from an older shape). */
  readonly parse: (text: string) => T | null;
  readonly format: (value: T) => string;
  readonly [registered]: true;
}

function storageOf(area: StorageArea): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    // Storage disabled: reading the property itself throws a SecurityError.
    return null;
  }
}

/** The stored value, or null when there is none, it is unreadable or storage is unavailable. */
export function readStored<T>(entry: StoredValue<T>): T | null {
  try {
    const text = storageOf(entry.area)?.getItem(entry.key);
    return text === null || text === undefined ? null : entry.parse(text);
  } catch {
    return null;
  }
}

/** Keeps `value`; false when storage refused it (unavailable, full), which costs only the copy. */
export function writeStored<T>(entry: StoredValue<T>, value: T): boolean {
  try {
    const storage = storageOf(entry.area);
    if (!storage) return false;
    storage.setItem(entry.key, entry.format(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the value (nothing to do where storage is unavailable). */
export function removeStored<T>(entry: StoredValue<T>): void {
  try {
    storageOf(entry.area)?.removeItem(entry.key);
  } catch {
    // Nothing was kept where storage cannot be reached.
  }
}
