// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenOfEveryState } from '../../../tests/support/machine-views';
import { coursePlayerMachine } from './course-player.machine';
import { coursePlayerView } from './course-player.view';

const context = createActor(coursePlayerMachine, {
  input: { courseId: 1, lessonId: 1 } as never,
}).getSnapshot().context;

describe('course player view', () => {
  it('gives every state of the course player machine a screen', () => {
    expect(screenOfEveryState(coursePlayerMachine, context, coursePlayerView)).toEqual({
      resolving: 'loading',
      awaitingDownload: 'awaitingDownload',
      downloading: 'loading',
      ready: 'ready',
      renewing: 'loading',
      refused: 'refused',
      failed: 'failed',
    });
  });
});
