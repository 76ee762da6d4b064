import { useCallback, useEffect, useMemo, useState } from 'react';

export type Loadable<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

const loading = { status: 'loading' } as const;

/** Loads a section's data on mount and on `reload()`; a failure ends in a visible state. */
export function useSectionData<T>(load: () => Promise<T>): [Loadable<T>, () => void] {
  const [round, setRound] = useState(0);
  // Each load is one request; an answer counts only for the request it answers.
  const request = useMemo(() => ({ load, round }), [load, round]);
  const [answer, setAnswer] = useState<{ request: object; state: Loadable<T> } | null>(null);

  useEffect(() => {
    let current = true;
    request.load().then(
      (data) => current && setAnswer({ request, state: { status: 'ready', data } }),
      () => current && setAnswer({ request, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [answer?.request === request ? answer.state : loading, reload];
}
