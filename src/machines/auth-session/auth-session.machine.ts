import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { User } from '@/generated/model';
import type { Role, SessionView, UnreachableFailure } from '@/lib/route-guards';
import type { CallFailure } from '../call-failure';

/**
 * The auth session: unauthenticated by default; with a saved token the
 * profile is fetched once; login stores the token and loads the profile, unless the sign-in
 * answer carried it; logout clears
 * everything whatever the server answers; a 401 on a call made with a token ends the session and
 * remembers where the user was (decision 6).
 *
 * "If the profile fetch fails the user is logged out" is read as decision 18 has it: only a 401
 * (the token is refused) ends the session. A cancelled call is no failure (it is made again); a
 * network error or a 5xx keeps the token and the user and waits in `unreachable` for a retry,
 * remembering which of the two it was (the screen says "check your connection" only for the first).
 *
 * Side effects are named here and supplied by the app with `.provide()` (tests supply fakes):
 * actors `loadProfile` (which answers the profile or how loading it failed, `ProfileAnswer`) and
 * `requestLogout`; actions `storeToken`, `removeToken`,
 * `reportProfileFailure`, `goToSignIn`, and the two that keep the server-data cache in step:
 * `storeProfile` (the loaded profile lands in the cache) and `clearServerCache` (logout, an
 * expired session and a change of user leave nothing of the last user's data behind).
 */
export interface AuthSessionContext {
  token: string | null;
  user: User | null;
  userLoaded: boolean;
  /** Where to return after signing in again, set when the session expired. */
  returnTo: string | null;
  /** Why the profile last failed to load, kept so `unreachable` can say which it was. */
  unreachable: UnreachableFailure | null;
}

export type AuthSessionEvent =
  /** `user`: the profile when the sign-in answer carried it whole (the later version). */
  | { type: 'session.login'; token: string; user?: User | null }
  | { type: 'session.logout' }
  | { type: 'session.expired'; returnTo: string }
  | { type: 'session.refresh' }
  /** Load the profile again after the server could not be reached (Retry, back online). */
  | { type: 'session.retry' };

export interface AuthSessionInput {
  /** The token saved under localStorage `token`, read once when the app starts. */
  savedToken: string | null;
}

/**
 * How loading the profile failed: the token refused (401), the call cancelled, no answer at
 * all (the visitor's connection), anything else (the server's own failure).
 */
export type ProfileFailure = CallFailure<'refused' | 'cancelled' | UnreachableFailure>;

/** What `loadProfile` answers: the profile, or how loading it failed. */
export type ProfileAnswer = { kind: 'profile'; user: User } | ProfileFailure;

const signedOut = { token: null, user: null, userLoaded: false, unreachable: null } as const;

const answerOf = ({ event }: { event: { output: ProfileAnswer } }) => ({ answer: event.output });

/** The failure of an answer known to be one. */
const failureOf = ({ event }: { event: { output: ProfileAnswer } }) => ({
  failure: event.output as ProfileFailure,
});

/** The profile of an answer known to carry one. */
const userOf = (answer: ProfileAnswer): User => {
  if (answer.kind !== 'profile') throw new Error('no profile in the answer');
  return answer.user;
};

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actors: {
    loadProfile: fromPromise<ProfileAnswer>(async () => {
      throw new Error('loadProfile is provided by the app');
    }),
    requestLogout: fromPromise<void>(async () => {
      throw new Error('requestLogout is provided by the app');
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    removeToken: () => {},
    reportProfileFailure: (_, _params: { failure: ProfileFailure }) => {},
    goToSignIn: (_, _params: { returnTo: string | null }) => {},
    storeProfile: (_, _params: { user: User }) => {},
    clearServerCache: () => {},
  },
  guards: {
    hasSavedToken: ({ context }) => context.token !== null,
    loginCarriesProfile: ({ event }) => event.type === 'session.login' && Boolean(event.user),
    profileLoaded: (_, { answer }: { answer: ProfileAnswer }) => answer.kind === 'profile',
    tokenRefused: (_, { answer }: { answer: ProfileAnswer }) => answer.kind === 'refused',
    callCancelled: (_, { answer }: { answer: ProfileAnswer }) => answer.kind === 'cancelled',
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({ ...signedOut, token: input.savedToken, returnTo: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSavedToken', target: 'signedIn' }, { target: 'unauthenticated' }],
    },
    unauthenticated: {
      on: {
        'session.login': [
          {
            // The later version's sign-in answers the whole profile (decision 33): it is the
            // loaded profile at once, and no profile call is made.
            guard: 'loginCarriesProfile',
            target: '#authSession.signedIn.loaded',
            actions: [
              'clearServerCache',
              assign(({ event }) => ({ token: event.token, user: event.user!, userLoaded: true })),
              { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
              { type: 'storeProfile', params: ({ event }) => ({ user: event.user! }) },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              // A new user starts with an empty cache: nothing of the last one's data shows.
              'clearServerCache',
              assign(({ event }) => ({ token: event.token, user: null, userLoaded: false })),
              { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            ],
          },
        ],
      },
    },
    // isAuthenticated in the spec's terms: a token is held, the profile may still be loading.
    signedIn: {
      initial: 'loadingProfile',
      on: {
        'session.logout': { target: 'loggingOut' },
      },
      states: {
        // The spec's isLoading flag: on only while the profile loads.
        loadingProfile: {
          tags: ['loading'],
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            onDone: [
              {
                guard: { type: 'profileLoaded', params: answerOf },
                target: 'loaded',
                actions: [
                  assign(({ event }) => ({ user: userOf(event.output), userLoaded: true })),
                  { type: 'storeProfile', params: ({ event }) => ({ user: userOf(event.output) }) },
                ],
              },
              {
                // Only a refused token ends the session (decision 18).
                guard: { type: 'tokenRefused', params: answerOf },
                target: '#authSession.unauthenticated',
                actions: [
                  { type: 'reportProfileFailure', params: failureOf },
                  'removeToken',
                  'clearServerCache',
                  assign(signedOut),
                ],
              },
              {
                // Cancelled (React's development double mount stops and restarts the session):
                // not a failure, so the profile is simply asked for again.
                guard: { type: 'callCancelled', params: answerOf },
                target: 'loadingProfile',
                reenter: true,
              },
              {
                // Offline, a timeout or a 5xx: the token and the user stay; the root offers Retry.
                target: 'unreachable',
                actions: [
                  { type: 'reportProfileFailure', params: failureOf },
                  assign({
                    unreachable: ({ event }) =>
                      event.output.kind === 'offline' ? 'offline' : 'server',
                  }),
                ],
              },
            ],
            // A call that threw instead of answering (a fault of the app): the server's failure.
            onError: {
              target: 'unreachable',
              actions: [
                { type: 'reportProfileFailure', params: { failure: { kind: 'server' as const } } },
                assign({ unreachable: 'server' as const }),
              ],
            },
          },
        },
        unreachable: {
          tags: ['unreachable'],
          on: { 'session.retry': { target: 'loadingProfile' } },
        },
        loaded: {
          initial: 'idle',
          on: {
            // Only a session that was up can expire: a stale saved token fails its profile
            // fetch above and quietly becomes a guest, wherever the visitor is.
            'session.expired': {
              target: '#authSession.unauthenticated',
              actions: [
                'removeToken',
                'clearServerCache',
                assign(({ event }) => ({ ...signedOut, returnTo: event.returnTo })),
                { type: 'goToSignIn', params: ({ event }) => ({ returnTo: event.returnTo }) },
              ],
            },
          },
          states: {
            idle: { on: { 'session.refresh': { target: 'refreshing' } } },
            // A refresh (e.g. after a photo change) keeps the signed-in view: no root spinner.
            refreshing: {
              invoke: {
                id: 'refreshProfile',
                src: 'loadProfile',
                onDone: [
                  {
                    guard: { type: 'profileLoaded', params: answerOf },
                    target: 'idle',
                    actions: [
                      assign(({ event }) => ({ user: userOf(event.output) })),
                      {
                        type: 'storeProfile',
                        params: ({ event }) => ({ user: userOf(event.output) }),
                      },
                    ],
                  },
                  // A refresh that failed keeps the profile on show.
                  { target: 'idle' },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'requestLogout',
        src: 'requestLogout',
        // Whatever the call answers, the session ends here.
        onDone: {
          target: 'unauthenticated',
          actions: ['removeToken', 'clearServerCache', assign({ ...signedOut, returnTo: null })],
        },
        onError: {
          target: 'unauthenticated',
          actions: ['removeToken', 'clearServerCache', assign({ ...signedOut, returnTo: null })],
        },
      },
    },
  },
});

type AuthSessionSnapshot = SnapshotFrom<typeof authSessionMachine>;

/** The role of the signed-in user: the user record's, else its first role's name. */
export function roleOf(user: User | null): Role | null {
  const role = user?.role ?? user?.roles[0]?.name ?? null;
  return role === 'learner' || role === 'instructor' ? role : null;
}

/** What guards and the header read: a `SessionView` plus, once signed in, the user. */
export type AuthSessionView =
  | Exclude<SessionView, { status: 'authenticated' }>
  | { status: 'authenticated'; role: Role | null; user: User | null };

export function selectSessionView(snapshot: AuthSessionSnapshot): AuthSessionView {
  if (snapshot.matches('checking') || snapshot.hasTag('loading')) return { status: 'loading' };
  if (snapshot.hasTag('unreachable'))
    return { status: 'unreachable', failure: snapshot.context.unreachable ?? 'server' };
  if (snapshot.matches('signedIn'))
    return {
      status: 'authenticated',
      role: roleOf(snapshot.context.user),
      user: snapshot.context.user,
    };
  return { status: 'guest' };
}
