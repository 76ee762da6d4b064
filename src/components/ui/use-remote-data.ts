import { useCallback, useEffect, useRef, useState } from 'react';

/** What a block fetched for itself: still coming, failed, or here. */
export type RemoteData<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

const loading = { status: 'loading' } as const;

/**
 * Fetches once per `key` (refetches when the key changes or on `retry`), cancels a call whose
 * answer is no longer wanted, and always ends in data or an error, never a hung spinner.
 */
export function useRemoteData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): RemoteData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; result: RemoteData<T> } | null>(null);
  // The latest loader, so callers may pass an inline function without refetching on each render.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const requestKey = `${key}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => setSettled({ key: requestKey, result: { status: 'success', data } }),
      (error: unknown) => {
        // A call cancelled because its answer is no longer wanted is not a failure.
        if (controller.signal.aborted) return;
        // Fetch failures are logged (part 1, section 8) and the block shows its error state.
        console.error(`Failed to load ${key}`, error);
        setSettled({ key: requestKey, result: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [requestKey, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const result = settled?.key === requestKey ? settled.result : loading;
  return { ...result, retry };
}
