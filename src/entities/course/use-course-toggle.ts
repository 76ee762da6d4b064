import {
  hashKey,
  matchQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { showToast } from '@/components/ui/toaster';
import {
  shownAsMember,
  type CourseToggleMachine,
  type ListChangeAnswer,
} from '@/machines/course-toggle/course-toggle';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

export interface CourseToggleBinding<TData, TKey extends QueryKey> {
  machine: CourseToggleMachine;
  /** The query of the whole list, read as its course ids (which hearts are filled). */
  idsQuery: UseQueryOptions<TData, Error, Set<number>, TKey> & { queryKey: TKey };
  /**
   * The whole list as cached, after a confirmed change; undefined when the answer cannot tell
   * (the cart's add answers no entry): the list is then asked again.
   */
  withMembership: (data: TData, courseId: number, member: boolean) => TData | undefined;
  /** The count query the header badge reads. */
  countKey: QueryKey;
  /** The key prefix of the list's pages: they are reloaded after a change. */
  listKey: QueryKey;
  add: (courseId: number) => Promise<ListChangeAnswer>;
  remove: (courseId: number) => Promise<ListChangeAnswer>;
  /** Translation keys (common namespace) of the notice for a failed add or remove. */
  failureKeys: { add: string; remove: string };
}

/** Numbers the list calls in the order they are sent, across every toggle. */
let callsSent = 0;

/**
 * For each count query, the send number of the call whose answered count it holds. Two hearts
 * pressed quickly send two calls at once, and their answers may come back in either order; the
 * later-sent call's count is the one that includes both changes, so an earlier-sent call's
 * count never replaces it.
 */
const countFromCall = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Stores what a confirmed change says over a read of the server still in flight: that read may
 * have been answered before the change was made and reach the app after it (the header once showed
 * the cart at 0 after the add answered 1). Cancelling it drops its answer; the query keeps the
 * data it had, then takes the change's.
 */
function storeOverReadsInFlight<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: T | ((current: T | undefined) => T),
): void {
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, update);
}

function storeCountInOrder(
  queryClient: QueryClient,
  countKey: QueryKey,
  count: number,
  sent: number,
): void {
  const byKey = countFromCall.get(queryClient) ?? new Map<string, number>();
  countFromCall.set(queryClient, byKey);
  const key = hashKey(countKey);
  if ((byKey.get(key) ?? 0) > sent) return;
  byKey.set(key, sent);
  storeOverReadsInFlight(queryClient, countKey, count);
}

/**
 * Binds one course's toggle machine to the cache: the ids query says where it starts and keeps
 * an idle toggle in step with other pages; a confirmed change updates the ids and the count the
 * header reads, and reloads the list's pages; a failure becomes a toast. Only for learners.
 */
export function useCourseToggle<TData, TKey extends QueryKey>(
  binding: CourseToggleBinding<TData, TKey>,
  courseId: number,
) {
  const queryClient = useQueryClient();
  const ids = useQuery(binding.idsQuery);
  const member = ids.data?.has(courseId) ?? false;
  // The i18next instance is stable; its `t` speaks the language of the moment the toast shows.
  const { i18n } = useTranslation();

  const [machine] = useState(() => {
    /** The send number of this toggle's call whose answer is being applied. */
    let answeredCall = 0;
    const inSendOrder = (call: (courseId: number) => Promise<ListChangeAnswer>) =>
      fromPromise<ListChangeAnswer, { courseId: number }>(async ({ input }) => {
        const sent = (callsSent += 1);
        const answer = await call(input.courseId);
        answeredCall = sent;
        return answer;
      });
    return binding.machine.provide({
      actors: {
        add: inSendOrder(binding.add),
        remove: inSendOrder(binding.remove),
      },
      actions: {
        storeMembership: (_, params) => {
          const wholeKey = binding.idsQuery.queryKey;
          const current = queryClient.getQueryData<TData>(wholeKey);
          const next =
            current === undefined
              ? undefined
              : binding.withMembership(current, params.courseId, params.member);
          if (next !== undefined) storeOverReadsInFlight(queryClient, wholeKey, next);
          const wholeList = { queryKey: wholeKey, exact: true };
          void queryClient.invalidateQueries({
            queryKey: binding.listKey,
            // The pages are stale; the whole list too, unless it was just set from the answer.
            predicate: (query) => next === undefined || !matchQuery(wholeList, query),
          });
        },
        storeCount: (_, { count }) =>
          storeCountInOrder(queryClient, binding.countKey, count, answeredCall),
        adjustCount: (_, { delta }) =>
          storeOverReadsInFlight<number>(queryClient, binding.countKey, (count) =>
            Math.max(0, (count ?? 0) + delta),
          ),
        reloadCount: () => void queryClient.invalidateQueries({ queryKey: binding.countKey }),
        reportFailure: (_, { action }) => showToast(i18n.t(binding.failureKeys[action])),
      },
    });
  });
  const [snapshot, send] = useMachineBinding(machine, { input: { courseId, member } });

  useEffect(() => {
    send({ type: 'sync', member });
  }, [member, send]);

  return {
    /** What the control shows now (optimistic during a call). */
    shownIn: shownAsMember(snapshot),
    busy: snapshot.hasTag('busy'),
    /** The ids are known: until then the control waits. */
    ready: ids.isSuccess,
    failed: snapshot.hasTag('failed'),
    toggle: () => send({ type: 'toggle' }),
    snapshot,
  };
}
