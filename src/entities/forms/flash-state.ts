// The message a screen leaves for the next one in the navigation state (`{ flashKey }`). Kept
// apart from FlashNotice so the root layout can check for one without loading the notice.

/** The `server` namespace key to show, or null. */
export function flashKeyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flashKey' in state)) return null;
  const key = (state as { flashKey: unknown }).flashKey;
  return typeof key === 'string' && key !== '' ? key : null;
}
