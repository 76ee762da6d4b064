import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteFailure, StillWaiting, useStillWaiting } from '@/components/ui/remote-state';
import { Skeleton } from '@/components/ui/skeleton';
import { failureOutcome, type CallFailureOptions } from '@/entities/forms/form-outcome';
import { NOT_FOUND_STATUSES } from '@/lib/http';
import { paths } from '@/lib/routes';
import '@/components/ui/content.css';
import { ButtonLink } from '@/components/ui/action-button';

/**
 * How a read's failure is worded, as the one failure mapper's table: the thing is not there or
 * not the user's (asking again cannot help), no answer came, the server failed (or answered
 * something unreadable), or another refusal. Not logged: the block says it on screen.
 */
const READ_FAILURES: CallFailureOptions<'not-found' | 'offline' | 'server' | 'refused'> = {
  logged: false,
  kinds: [
    { kind: 'offline', noAnswer: true },
    { kind: 'server', serverFailure: true },
    { kind: 'not-found', status: NOT_FOUND_STATUSES },
  ],
  otherwise: 'refused',
};

/** Where a not-found state leads back to: the list the missing thing belongs in. */
export interface BackLink {
  to: string;
  /** Already translated. */
  label: string;
}

/**
 * Something that is not there, or not the user's (a 404/403): says so, with the way back and no
 * retry, which could never work.
 */
export function NotFound({ text, back }: { text?: string; back: BackLink }) {
  return (
    <RemoteFailure
      kind="not-found"
      notFoundText={text}
      action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
    />
  );
}

export interface QueryBlockProps<T> {
  query: UseQueryResult<T>;
  /** What shows on the first load; card skeletons by default. */
  placeholder?: ReactNode;
  /** Already translated text for an answer with nothing to show. */
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  /** A 404/403 (missing, or not the user's) says so and links here; the home page by default. */
  back?: BackLink;
  /** Already translated text of the not-found state (what is missing). */
  notFoundText?: string;
  children: (data: T) => ReactNode;
}

/**
 * A block of server data in every state: the first load shows the placeholder, and after a few
 * seconds says it is still waiting (Stop waiting, Try again); a failure says why: not found
 * (404/403, with the way back and no retry, which could never work), offline or a server error
 * (with Try again); an empty answer its text; data its content. While the next page or search
 * loads, the previous data stays on screen marked busy (no skeleton flash).
 */
export function QueryBlock<T>({
  query,
  placeholder = <Skeleton />,
  emptyText,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  back,
  notFoundText,
  children,
}: QueryBlockProps<T>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [stopped, setStopped] = useState(false);
  // A pressed Try again or Stop waiting goes with the state it was in: what shows next (the
  // placeholder, the failure, the data) takes the focus it had, as long as nothing else took it.
  const [handOff, setHandOff] = useState(false);
  const takeFocus = (node: HTMLElement | null) => {
    const active = document.activeElement;
    if (node && handOff && (!active || active === document.body))
      node.focus({ preventScroll: true });
  };
  const firstLoad = query.isPending && query.fetchStatus === 'fetching';
  const slow = useStillWaiting(firstLoad);
  const retry = () => {
    setHandOff(true);
    setStopped(false);
    void query.refetch({ cancelRefetch: true });
  };
  const stop = () => {
    setHandOff(true);
    setStopped(true);
    // The result names no key; its refetch is its observer's own, which finds the query.
    const [waitedFor] = queryClient.getQueryCache().findAll({
      predicate: (cached) => cached.observers.some((o) => o.refetch === query.refetch),
    });
    if (waitedFor) void queryClient.cancelQueries({ queryKey: waitedFor.queryKey, exact: true });
  };

  /** Wraps a state in a focusable box while a pressed control of this block hands focus on. */
  const handingOn = (content: ReactNode) =>
    handOff ? (
      <div tabIndex={-1} ref={takeFocus} className="query-block__handoff">
        {content}
      </div>
    ) : (
      content
    );

  if (query.isPending) {
    if (stopped && !firstLoad) return handingOn(<RemoteFailure kind="stopped" onRetry={retry} />);
    return handingOn(
      slow ? (
        <>
          {placeholder}
          <StillWaiting onStop={stop} onRetry={retry} />
        </>
      ) : (
        placeholder
      ),
    );
  }
  if (query.isError && (query.data === undefined || query.isPlaceholderData)) {
    const { kind } = failureOutcome(query.error, READ_FAILURES);
    return handingOn(
      kind === 'not-found' ? (
        <NotFound text={notFoundText} back={back ?? { to: paths.home, label: t('remote.home') }} />
      ) : (
        <RemoteFailure kind={kind} onRetry={retry} />
      ),
    );
  }
  const data = query.data as T;
  if (isEmpty(data))
    return handingOn(
      <p className="remote-state" role="status">
        {emptyText}
      </p>,
    );
  const busy = query.isPlaceholderData && query.isFetching;
  return (
    <div
      className={busy ? 'query-block query-block--busy' : 'query-block'}
      aria-busy={busy}
      tabIndex={handOff ? -1 : undefined}
      ref={takeFocus}
    >
      {children(data)}
    </div>
  );
}
