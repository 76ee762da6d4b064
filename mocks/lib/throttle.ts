// Attempt limits the way a Laravel backend keeps them (its RateLimiter, as Fortify's login
// limiter and the verification routes' `throttle` use it): failures are counted per e-mail in a
// window that starts with the first failure; once the limit is reached, every call is refused
// with 429 and `Retry-After` (seconds) until the window ends, even with the right password. A
// success clears the count. The counts live in the mock's database (a reload keeps them, reset
// clears them) and follow its clock (`POST /__dev/clock`). Tests and developers switch the limits
// off and on with `POST /__dev/throttle` or the developer panel; they are on by default and after
// a reset.
import type { Db } from '../db/db';
import type { AttemptRecord } from '../db/types';
import { Reply } from './route';

export const ATTEMPT_LIMITS = {
  /** Sign-in: Fortify's default, five a minute. */
  login: { maxAttempts: 5, decaySeconds: 60 },
  /** The four-digit verification code: five wrong codes a minute (50 in a code's 10 minutes). */
  'verify-email': { maxAttempts: 5, decaySeconds: 60 },
} as const;
export type AttemptKind = keyof typeof ATTEMPT_LIMITS;

export const THROTTLE_STORAGE_KEY = 'academy.mock-throttle';

type ThrottleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: ThrottleStorage | null = null;
let enabled = true;

/** Keeps the switch in `target` (the browser passes localStorage) and reads the saved one. */
export function setThrottleStorage(target: ThrottleStorage | null): void {
  storage = target;
  enabled = target?.getItem(THROTTLE_STORAGE_KEY) !== 'off';
}

export const throttlingEnabled = (): boolean => enabled;

export function setThrottling(on: boolean): void {
  enabled = on;
  try {
    if (on) storage?.removeItem(THROTTLE_STORAGE_KEY);
    else storage?.setItem(THROTTLE_STORAGE_KEY, 'off');
  } catch (error) {
    console.warn('The mock throttle switch could not be saved', error);
  }
}

const keyOf = (kind: AttemptKind, who: string) => `${kind}:${who.trim().toLowerCase()}`;

/** The live record of `kind` for `who`, dropping one whose window has ended. */
function recordOf(db: Db, kind: AttemptKind, who: string): AttemptRecord | undefined {
  const key = keyOf(kind, who);
  db.state.attempts ??= [];
  const now = db.now().getTime();
  db.state.attempts = db.state.attempts.filter((entry) => Date.parse(entry.resets_at) > now);
  return db.state.attempts.find((entry) => entry.key === key);
}

/** Seconds until `who` may try `kind` again, or null while the limit is not reached. */
export function lockedFor(db: Db, kind: AttemptKind, who: string): number | null {
  if (!enabled) return null;
  const record = recordOf(db, kind, who);
  if (!record || record.count < ATTEMPT_LIMITS[kind].maxAttempts) return null;
  return Math.max(1, Math.ceil((Date.parse(record.resets_at) - db.now().getTime()) / 1000));
}

/** Counts a failed attempt; the first of a window starts it. */
export function recordFailure(db: Db, kind: AttemptKind, who: string): void {
  if (!enabled) return;
  const record = recordOf(db, kind, who);
  if (record) {
    record.count += 1;
    return;
  }
  const resetsAt = db.now().getTime() + ATTEMPT_LIMITS[kind].decaySeconds * 1000;
  db.state.attempts!.push({
    key: keyOf(kind, who),
    count: 1,
    resets_at: new Date(resetsAt).toISOString(),
  });
}

/** A success: the count starts again from nothing. */
export function clearFailures(db: Db, kind: AttemptKind, who: string): void {
  const key = keyOf(kind, who);
  db.state.attempts = (db.state.attempts ?? []).filter((entry) => entry.key !== key);
}

/** 429 `auth.throttle` with `Retry-After`, as Laravel's ThrottleRequestsException answers. */
export const tooManyAttempts = (seconds: number): Reply =>
  new Reply(429, { message_key: 'auth.throttle' }, undefined, undefined, {
    'Retry-After': String(seconds),
  });
