// Building an Intl formatter loads the locale's data and is slow (tens of milliseconds on a slow
// phone, per call); a page of cards formats dozens of dates and prices while it starts. Each
// formatter is built once per language and options, and reused.
const formatters = new Map<string, unknown>();

/** The formatter `create` builds for `key` (language and options), built on first use only. */
export function cachedFormatter<T>(key: string, create: () => T): T {
  if (!formatters.has(key)) formatters.set(key, create());
  return formatters.get(key) as T;
}
