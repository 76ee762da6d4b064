// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { authSessionMachine, selectSessionView } from './auth-session.machine';

const context = createActor(authSessionMachine, { input: {} as never }).getSnapshot().context;

describe('auth session view', () => {
  it('gives every state of the auth session machine what guards and the header show', () => {
    expect(
      screenOfEveryState(authSessionMachine, context, selectSessionView, (view) => view.status),
    ).toEqual({
      checking: 'loading',
      unauthenticated: 'guest',
      'signedIn.loadingProfile': 'loading',
      'signedIn.unreachable': 'unreachable',
      'signedIn.loaded.idle': 'authenticated',
      'signedIn.loaded.refreshing': 'authenticated',
      // Logging out: the guards already treat the user as gone.
      loggingOut: 'guest',
    });
  });
});
