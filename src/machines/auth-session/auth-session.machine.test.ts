// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { User } from '@/generated/model';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  authSessionMachine,
  roleOf,
  selectSessionView,
  type ProfileAnswer,
  type ProfileFailure,
} from './auth-session.machine';

const learner: User = {
  id: 7,
  first_name: 'Ani',
  last_name: 'Petrosyan',
  email: 'learner@academy.test',
  role: 'learner',
  image: null,
  phone_number: null,
  notification_state: 1,
  roles: [{ name: 'learner' }],
} as User;

// Actors that never settle: the generated paths deliver their done and error events.
const pending = <T>() => new Promise<T>(() => {});
const modelMachine = authSessionMachine.provide({
  actors: {
    loadProfile: fromPromise(pending<ProfileAnswer>),
    requestLogout: fromPromise(pending<void>),
  },
});

const profile: ProfileAnswer = { kind: 'profile', user: learner };
const failure: ProfileFailure = { kind: 'server' };
const refused: ProfileFailure = { kind: 'refused' };
const offline: ProfileFailure = { kind: 'offline' };
const cancelled: ProfileFailure = { kind: 'cancelled' };
const events = [
  { type: 'session.login', token: 'token-1' },
  { type: 'session.login', token: 'token-2', user: learner },
  { type: 'session.logout' },
  { type: 'session.expired', returnTo: '/learner/wishlist?page=2' },
  { type: 'session.refresh' },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'xstate.done.actor.loadProfile', output: failure },
  { type: 'xstate.done.actor.loadProfile', output: refused },
  { type: 'xstate.done.actor.loadProfile', output: cancelled },
  // A call that threw instead of answering: a fault of the app, shown as the server's.
  { type: 'xstate.error.actor.loadProfile', error: new Error('bug') },
  { type: 'session.retry' },
  { type: 'xstate.done.actor.refreshProfile', output: profile },
  { type: 'xstate.done.actor.refreshProfile', output: failure },
  { type: 'xstate.error.actor.refreshProfile', error: new Error('bug') },
  { type: 'xstate.done.actor.requestLogout', output: undefined },
  { type: 'xstate.error.actor.requestLogout', error: new Error('refused') },
];
const paths = modelPaths(modelMachine, {
  inputs: [{ savedToken: null }, { savedToken: 'saved-token' }],
  events,
});

describe('auth session model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected));
  });
});

function start(
  savedToken: string | null,
  overrides: {
    loadProfile?: () => Promise<ProfileAnswer>;
    requestLogout?: () => Promise<void>;
  } = {},
) {
  const effects = {
    loadProfile: vi.fn(overrides.loadProfile ?? (async () => profile)),
    requestLogout: vi.fn(overrides.requestLogout ?? (async () => undefined)),
    storeToken: vi.fn(),
    removeToken: vi.fn(),
    reportProfileFailure: vi.fn(),
    goToSignIn: vi.fn(),
    storeProfile: vi.fn(),
    clearServerCache: vi.fn(),
  };
  const machine = authSessionMachine.provide({
    actors: {
      loadProfile: fromPromise(() => effects.loadProfile()),
      requestLogout: fromPromise(() => effects.requestLogout()),
    },
    actions: {
      storeToken: (_, params) => effects.storeToken(params.token),
      removeToken: () => effects.removeToken(),
      reportProfileFailure: (_, params) => effects.reportProfileFailure(params.failure),
      goToSignIn: (_, params) => effects.goToSignIn(params.returnTo),
      storeProfile: (_, params) => effects.storeProfile(params.user),
      clearServerCache: () => effects.clearServerCache(),
    },
  });
  const actor = createActor(machine, { input: { savedToken } }).start();
  return { actor, effects };
}

describe('auth session behaviour', () => {
  it('is a guest without a saved token, and fetches nothing', () => {
    const { actor, effects } = start(null);
    expect(selectSessionView(actor.getSnapshot())).toEqual({ status: 'guest' });
    expect(effects.loadProfile).not.toHaveBeenCalled();
  });

  it('with a saved token loads the profile once, loading meanwhile, then is signed in', async () => {
    const { actor, effects } = start('saved-token');
    expect(selectSessionView(actor.getSnapshot())).toEqual({ status: 'loading' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'loaded' }));
    expect(actor.getSnapshot().context).toMatchObject({
      token: 'saved-token',
      user: learner,
      userLoaded: true,
    });
    expect(selectSessionView(actor.getSnapshot())).toEqual({
      status: 'authenticated',
      role: 'learner',
      user: learner,
    });
    expect(effects.loadProfile).toHaveBeenCalledTimes(1);
  });

  it('logs in: stores the token, loads the profile, then marks it loaded', async () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'session.login', token: 'token-1' });
    expect(effects.storeToken).toHaveBeenCalledWith('token-1');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.userLoaded);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('takes a sign-in answer that carries the profile as loaded, with no profile call', () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'session.login', token: 'token-2', user: learner });
    expect(actor.getSnapshot().matches({ signedIn: { loaded: 'idle' } })).toBe(true);
    expect(selectSessionView(actor.getSnapshot())).toEqual({
      status: 'authenticated',
      role: 'learner',
      user: learner,
    });
    expect(effects.loadProfile).not.toHaveBeenCalled();
    expect(effects.storeToken).toHaveBeenCalledWith('token-2');
    expect(effects.clearServerCache).toHaveBeenCalledTimes(1);
    expect(effects.storeProfile).toHaveBeenCalledWith(learner);
  });

  it('loads the profile when the sign-in answer carried none (the earlier version)', async () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'session.login', token: 'token-1', user: null });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.userLoaded);
    expect(effects.loadProfile).toHaveBeenCalledTimes(1);
  });

  it('logs out when the server refuses the token (401), reporting it and clearing the cache', async () => {
    const { actor, effects } = start('stale-token', {
      loadProfile: () => Promise.resolve(refused),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(effects.reportProfileFailure).toHaveBeenCalledWith(refused);
    expect(effects.removeToken).toHaveBeenCalled();
    expect(effects.clearServerCache).toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      user: null,
      userLoaded: false,
    });
  });

  // The view says which it was: the screen words a server's failure and no answer differently.
  it.each([
    ['a 5xx', failure, 'server'],
    ['a network failure', offline, 'offline'],
  ] as const)(
    'keeps the token and the user on %s, and loads again on retry',
    async (_, error, kind) => {
      let answer: () => Promise<ProfileAnswer> = () => Promise.resolve(error);
      const { actor, effects } = start('saved-token', { loadProfile: () => answer() });
      await waitFor(actor, (snapshot) => snapshot.hasTag('unreachable'));
      expect(selectSessionView(actor.getSnapshot())).toEqual({
        status: 'unreachable',
        failure: kind,
      });
      expect(effects.reportProfileFailure).toHaveBeenCalledWith(error);
      expect(effects.removeToken).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.token).toBe('saved-token');
      answer = async () => profile;
      actor.send({ type: 'session.retry' });
      expect(selectSessionView(actor.getSnapshot())).toEqual({ status: 'loading' });
      await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'loaded' }));
      expect(effects.loadProfile).toHaveBeenCalledTimes(2);
      expect(effects.storeProfile).toHaveBeenCalledWith(learner);
    },
  );

  it('treats a cancelled profile call as no failure: it asks again and stays signed in', async () => {
    const answers = [() => Promise.resolve(cancelled), async () => profile];
    const { actor, effects } = start('saved-token', { loadProfile: () => answers.shift()!() });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'loaded' }));
    expect(effects.loadProfile).toHaveBeenCalledTimes(2);
    expect(effects.reportProfileFailure).not.toHaveBeenCalled();
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it('puts the loaded profile in the cache, and clears the cache for a new user', async () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'session.login', token: 'token-1' });
    expect(effects.clearServerCache).toHaveBeenCalledTimes(1);
    await waitFor(actor, (snapshot) => snapshot.context.userLoaded);
    expect(effects.storeProfile).toHaveBeenCalledWith(learner);
  });

  it.each([
    ['answers', async () => undefined],
    ['fails', () => Promise.reject(new Error('refused'))],
  ])('clears everything on logout whether the call %s', async (_, requestLogout) => {
    const { actor, effects } = start('saved-token', { requestLogout });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'loaded' }));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(effects.requestLogout).toHaveBeenCalledTimes(1);
    expect(effects.removeToken).toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      user: null,
      userLoaded: false,
    });
  });

  it('lets a stale saved token become a guest quietly, without sending anyone to sign in', async () => {
    const { actor, effects } = start('stale-token', { loadProfile: () => new Promise(() => {}) });
    actor.send({ type: 'session.expired', returnTo: '/blog' });
    expect(actor.getSnapshot().matches({ signedIn: 'loadingProfile' })).toBe(true);
    expect(effects.goToSignIn).not.toHaveBeenCalled();
  });

  it('ends an expired session, sends the user to sign in and remembers where they were', async () => {
    const { actor, effects } = start('saved-token');
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'loaded' }));
    actor.send({ type: 'session.expired', returnTo: '/learner/wishlist?page=2' });
    expect(actor.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(effects.goToSignIn).toHaveBeenCalledWith('/learner/wishlist?page=2');
    expect(actor.getSnapshot().context.returnTo).toBe('/learner/wishlist?page=2');
  });

  it('refreshes the profile without leaving the signed-in view', async () => {
    const { actor, effects } = start('saved-token');
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'loaded' }));
    actor.send({ type: 'session.refresh' });
    expect(selectSessionView(actor.getSnapshot()).status).toBe('authenticated');
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { loaded: 'idle' } }));
    expect(effects.loadProfile).toHaveBeenCalledTimes(2);
  });

  it('takes the role from the user record, else its first role', () => {
    expect(roleOf(learner)).toBe('learner');
    expect(roleOf({ ...learner, role: null, roles: [{ name: 'instructor' }] } as User)).toBe(
      'instructor',
    );
    expect(roleOf({ ...learner, role: null, roles: [] } as User)).toBeNull();
    expect(roleOf(null)).toBeNull();
  });
});
