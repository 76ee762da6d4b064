// An in-memory database over a JSON state. `createDb(seed)` gives a fresh instance; the browser
// saves `toJSON()` to localStorage after every change, node keeps it in memory.
import type { DbState, UserRecord } from './types';

// Bumped whenever the seed changes, so a database saved in a browser by an older seed is replaced.
export const DB_VERSION = 7;

export class Db {
  state: DbState;
  /** Added to the wall clock: tests move time forward to expire codes and cooldowns. */
  clockOffsetMs = 0;

  constructor(state: DbState) {
    this.state = state;
  }

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  advanceClock(ms: number): void {
    this.clockOffsetMs += ms;
  }

  nextId(table: string): number {
    const next = (this.state.sequences[table] ?? 0) + 1;
    this.state.sequences[table] = next;
    return next;
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.state.users.find((user) => user.email.toLowerCase() === wanted);
  }

  userById(id: number): UserRecord | undefined {
    return this.state.users.find((user) => user.id === id);
  }

  userByToken(token: string): UserRecord | undefined {
    const record = this.state.tokens.find((entry) => entry.token === token);
    return record ? this.userById(record.user_id) : undefined;
  }

  toJSON(): DbState {
    return this.state;
  }
}

/** A fresh database from a seed (the seed is deep-copied, so instances never share records). */
export function createDb(seed: DbState): Db {
  return new Db(structuredClone(seed));
}

/** Reads a saved state back, or null when it is missing, unreadable or from another version. */
export function parseSavedState(text: string | null): DbState | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<DbState>;
    if (parsed.version !== DB_VERSION || !Array.isArray(parsed.users)) return null;
    return parsed as DbState;
  } catch {
    return null;
  }
}
