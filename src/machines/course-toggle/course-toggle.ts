import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * One course's membership of a learner's list (the wishlist or the cart), toggled from a heart
 * or a button. Optimistic: while the call runs the control already shows the new state
 * (`adding` reads as in, `removing` as out); a refused or failed call rolls back to the
 * membership the server last confirmed (`context.member`) and reports the failure. Clicks during
 * a call are ignored, so a double click never sends two adds.
 *
 * Effects are injected: the `add` and `remove` calls, and the actions that keep the cache in
 * step (`storeMembership`, `storeCount`, `adjustCount`, `reloadCount`, `reportFailure`).
 * `sync` tells an idle toggle what the server's list says now (another page changed it).
 */
export interface CourseToggleInput {
  courseId: number;
  /** Whether the course is in the list, as last loaded. */
  member: boolean;
}

export interface CourseToggleContext {
  courseId: number;
  /** The membership the server last confirmed. */
  member: boolean;
  /** What the last failed call tried, while the failure shows. */
  failed: 'add' | 'remove' | null;
}

/** What add and remove answer: the new count when the server sends one. */
export interface ListChangeAnswer {
  count?: number;
}

export type CourseToggleEvent =
  | { type: 'toggle' }
  | { type: 'sync'; member: boolean }
  /** The failure was shown; back to idle. */
  | { type: 'dismiss' };

/**
 * What to do with the count when an answer does not carry it: the wishlist changes it by one,
 * the cart asks the server again.
 */
export type WhenCountAbsent = 'adjust' | 'reload';

const listCall = fromPromise<ListChangeAnswer, { courseId: number }>(async () => {
  throw new Error('the call is provided by the binding');
});

export function createCourseToggleMachine(id: string, whenCountAbsent: WhenCountAbsent) {
  const machineSetup = setup({
    types: {
      context: {} as CourseToggleContext,
      events: {} as CourseToggleEvent,
      input: {} as CourseToggleInput,
      tags: {} as 'in' | 'busy' | 'failed',
    },
    actors: { add: listCall, remove: listCall },
    actions: {
      storeMembership: (_, _params: { courseId: number; member: boolean }) => {},
      storeCount: (_, _params: { count: number }) => {},
      adjustCount: (_, _params: { delta: 1 | -1 }) => {},
      reloadCount: () => {},
      reportFailure: (_, _params: { courseId: number; action: 'add' | 'remove' }) => {},
      confirm: assign((_, params: { member: boolean }) => ({
        member: params.member,
        failed: null,
      })),
      syncMember: assign(({ event }) => (event.type === 'sync' ? { member: event.member } : {})),
      clearFailure: assign({ failed: null }),
    },
    guards: {
      isMember: ({ context }) => context.member,
      syncsIn: ({ event }) => event.type === 'sync' && event.member,
      syncsOut: ({ event }) => event.type === 'sync' && !event.member,
    },
  });
  // The count from the answer, else what this list does when it is absent. Only used in the
  // onDone of `add` and `remove`; typed as `never` there because TypeScript does not always
  // infer that an action written for the machine's events also fits an actor's done event.
  const applyCount = (delta: 1 | -1): never =>
    machineSetup.enqueueActions(({ enqueue, event }) => {
      const answer = (event as unknown as { output: ListChangeAnswer }).output;
      if (typeof answer.count === 'number')
        enqueue({ type: 'storeCount', params: { count: answer.count } });
      else if (whenCountAbsent === 'adjust') enqueue({ type: 'adjustCount', params: { delta } });
      else enqueue('reloadCount');
    }) as never;
  return machineSetup.createMachine({
    id,
    context: ({ input }) => ({ courseId: input.courseId, member: input.member, failed: null }),
    initial: 'settling',
    states: {
      /** Starts idle in or out, as the list was loaded. */
      settling: {
        always: [{ guard: 'isMember', target: 'idleIn' }, { target: 'idleOut' }],
      },
      idleOut: {
        on: {
          toggle: 'adding',
          sync: { guard: 'syncsIn', target: 'idleIn', actions: 'syncMember' },
        },
      },
      idleIn: {
        tags: ['in'],
        on: {
          toggle: 'removing',
          sync: { guard: 'syncsOut', target: 'idleOut', actions: 'syncMember' },
        },
      },
      adding: {
        tags: ['in', 'busy'],
        invoke: {
          id: 'add',
          src: 'add',
          input: ({ context }) => ({ courseId: context.courseId }),
          onDone: {
            target: 'idleIn',
            actions: [
              { type: 'confirm', params: { member: true } },
              {
                type: 'storeMembership',
                params: ({ context }) => ({ courseId: context.courseId, member: true }),
              },
              applyCount(1),
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              assign({ failed: 'add' }),
              {
                type: 'reportFailure',
                params: ({ context }) => ({ courseId: context.courseId, action: 'add' as const }),
              },
            ],
          },
        },
      },
      removing: {
        tags: ['busy'],
        invoke: {
          id: 'remove',
          src: 'remove',
          input: ({ context }) => ({ courseId: context.courseId }),
          onDone: {
            target: 'idleOut',
            actions: [
              { type: 'confirm', params: { member: false } },
              {
                type: 'storeMembership',
                params: ({ context }) => ({ courseId: context.courseId, member: false }),
              },
              applyCount(-1),
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              assign({ failed: 'remove' }),
              {
                type: 'reportFailure',
                params: ({ context }) => ({
                  courseId: context.courseId,
                  action: 'remove' as const,
                }),
              },
            ],
          },
        },
      },
      /** Rolled back to `context.member`; the failure was reported. A new click tries again. */
      failed: {
        tags: ['failed'],
        on: {
          toggle: [
            { guard: 'isMember', target: 'removing', actions: 'clearFailure' },
            { target: 'adding', actions: 'clearFailure' },
          ],
          sync: [
            { guard: 'syncsIn', target: 'idleIn', actions: ['syncMember', 'clearFailure'] },
            { target: 'idleOut', actions: ['syncMember', 'clearFailure'] },
          ],
          dismiss: [
            { guard: 'isMember', target: 'idleIn', actions: 'clearFailure' },
            { target: 'idleOut', actions: 'clearFailure' },
          ],
        },
      },
    },
  });
}

export type CourseToggleMachine = ReturnType<typeof createCourseToggleMachine>;

/** What the control shows: the new state during a call, else the confirmed one. */
export function shownAsMember(snapshot: SnapshotFrom<CourseToggleMachine>): boolean {
  if (snapshot.matches('adding')) return true;
  if (snapshot.matches('removing')) return false;
  return snapshot.context.member;
}
