// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { cartToggleMachine } from './cart-toggle.machine';
import { shownAsMember } from './course-toggle';
import { wishlistToggleMachine } from './wishlist-toggle.machine';

describe.each([
  ['cart', cartToggleMachine],
  ['wishlist', wishlistToggleMachine],
] as const)('%s toggle view', (_, machine) => {
  it('shows every state as in or out: the call under way first, else what the server said', () => {
    const shown = (member: boolean) =>
      screenOfEveryState(
        machine,
        { ...createActor(machine, { input: { courseId: 7, member } }).getSnapshot().context },
        shownAsMember,
        (isIn) => (isIn ? 'in' : 'out'),
      );
    const confirmedOut = shown(false);
    const confirmedIn = shown(true);
    expect(
      Object.fromEntries(
        Object.entries(confirmedOut).map(([state, out]) => [
          state,
          out === confirmedIn[state] ? out : 'as confirmed',
        ]),
      ),
    ).toEqual({
      settling: 'as confirmed',
      idleOut: 'as confirmed',
      idleIn: 'as confirmed',
      adding: 'in',
      removing: 'out',
      failed: 'as confirmed',
    });
  });
});
