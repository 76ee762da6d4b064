import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { showToast } from '@/components/ui/toaster';
import { inspect } from '@/lib/machine-inspection';
import {
  shownAsMember,
  type CourseToggleMachine,
  type ListChangeAnswer,
} from '@/machines/course-toggle/course-toggle';

export interface CourseToggleBinding<TKey extends QueryKey> {
  machine: CourseToggleMachine;
  /** The query of every course id in the list (which hearts are filled). */
  idsQuery: UseQueryOptions<Set<number>, Error, Set<number>, TKey> & { queryKey: TKey };
  /** The count query the header badge reads. */
  countKey: QueryKey;
  /** The key prefix of the list's pages: they are reloaded after a change. */
  listKey: QueryKey;
  add: (courseId: number) => Promise<ListChangeAnswer>;
  remove: (courseId: number) => Promise<ListChangeAnswer>;
  /** Translation keys (common namespace) of the notice for a failed add or remove. */
  failureKeys: { add: string; remove: string };
}

/**
 * Binds one course's toggle machine to the cache: the ids query says where it starts and keeps
 * an idle toggle in step with other pages; a confirmed change updates the ids and the count the
 * header reads, and reloads the list's pages; a failure becomes a toast. Only for learners.
 */
export function useCourseToggle<TKey extends QueryKey>(
  binding: CourseToggleBinding<TKey>,
  courseId: number,
) {
  const queryClient = useQueryClient();
  const ids = useQuery(binding.idsQuery);
  const member = ids.data?.has(courseId) ?? false;
  // The i18next instance is stable; its `t` speaks the language of the moment the toast shows.
  const { i18n } = useTranslation();

  const [machine] = useState(() =>
    binding.machine.provide({
      actors: {
        add: fromPromise(({ input }) => binding.add(input.courseId)),
        remove: fromPromise(({ input }) => binding.remove(input.courseId)),
      },
      actions: {
        storeMembership: (_, params) => {
          queryClient.setQueryData<Set<number>>(binding.idsQuery.queryKey, (current) => {
            const next = new Set(current);
            if (params.member) next.add(params.courseId);
            else next.delete(params.courseId);
            return next;
          });
          void queryClient.invalidateQueries({
            queryKey: binding.listKey,
            // The ids were just set from the answer; only the pages are stale.
            predicate: (query) =>
              JSON.stringify(query.queryKey) !== JSON.stringify(binding.idsQuery.queryKey),
          });
        },
        storeCount: (_, { count }) => queryClient.setQueryData(binding.countKey, count),
        adjustCount: (_, { delta }) =>
          queryClient.setQueryData<number>(binding.countKey, (count) =>
            Math.max(0, (count ?? 0) + delta),
          ),
        reloadCount: () => void queryClient.invalidateQueries({ queryKey: binding.countKey }),
        reportFailure: (_, { action }) => showToast(i18n.t(binding.failureKeys[action])),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { courseId, member }, inspect });

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
