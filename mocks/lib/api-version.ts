// Which version of the original backend the mock speaks where the two answer differently
// (part 3 §0 and §6, decision 33). `later` (the default) answers sign-in with `user` and `role`,
// the profile with a top-level `role`, and requires `accept_terms` at registration; `earlier`
// answers sign-in with `token` and `user` only (the app then loads the profile), the profile
// with `user` only, and ignores `accept_terms`. Kept like the scenario: in the browser in
// localStorage, so it survives reloads, until switched back or POST /__dev/reset.

export const API_VERSIONS = ['later', 'earlier'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

export const API_VERSION_STORAGE_KEY = 'academy.mock-api-version';

type VersionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: VersionStorage | null = null;
let current: ApiVersion = 'later';

export const isApiVersion = (value: unknown): value is ApiVersion =>
  typeof value === 'string' && (API_VERSIONS as readonly string[]).includes(value);

/** Keeps the version in `target` (the browser passes localStorage) and reads the saved one. */
export function setApiVersionStorage(target: VersionStorage | null): void {
  storage = target;
  const saved = target?.getItem(API_VERSION_STORAGE_KEY);
  current = isApiVersion(saved) ? saved : 'later';
}

export const activeApiVersion = (): ApiVersion => current;

export function setApiVersion(next: ApiVersion): void {
  current = next;
  try {
    if (next === 'later') storage?.removeItem(API_VERSION_STORAGE_KEY);
    else storage?.setItem(API_VERSION_STORAGE_KEY, next);
  } catch (error) {
    console.warn('The mock API version could not be saved', error);
  }
}
