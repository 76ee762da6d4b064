// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  coursePlayerMachine,
  MAX_RENEWALS,
  type AddressAnswer,
  type CoursePlayerInput,
  type DownloadAnswer,
  type PlayerFailureKind,
} from './course-player.machine';

const failed = (kind: PlayerFailureKind) => ({ kind });
const input: CoursePlayerInput = { courseId: 17 };
const address = (n: number) => ({
  kind: 'signed' as const,
  url: `https://api.test/api/stream-video/17/signed?expires=${n}&signature=s${n}`,
  captions: [],
});
const downloaded = (blob: Blob): DownloadAnswer => ({ kind: 'downloaded', blob });

const never = <T>() => new Promise<T>(() => {});
const modelMachine = coursePlayerMachine.provide({
  actors: {
    resolveUrl: fromPromise(never<AddressAnswer>),
    download: fromPromise(never<DownloadAnswer>),
  },
});
const events = [
  { type: 'xstate.done.actor.0.coursePlayer.resolving', output: address(1) },
  { type: 'xstate.done.actor.0.coursePlayer.resolving', output: failed('not_offered') },
  { type: 'xstate.done.actor.0.coursePlayer.resolving', output: failed('forbidden') },
  { type: 'xstate.done.actor.0.coursePlayer.resolving', output: failed('other') },
  { type: 'xstate.done.actor.0.coursePlayer.downloading', output: downloaded(new Blob(['v'])) },
  { type: 'xstate.done.actor.0.coursePlayer.downloading', output: failed('forbidden') },
  { type: 'xstate.done.actor.0.coursePlayer.downloading', output: failed('other') },
  { type: 'xstate.done.actor.0.coursePlayer.renewing', output: address(2) },
  { type: 'xstate.done.actor.0.coursePlayer.renewing', output: failed('forbidden') },
  { type: 'xstate.done.actor.0.coursePlayer.renewing', output: failed('other') },
  { type: 'PLAY' },
  { type: 'MEDIA_ERROR', position: 42, playing: true },
  { type: 'MEDIA_PLAYING' },
  { type: 'RESUMED' },
  { type: 'RETRY' },
];
const paths = modelPaths(modelMachine, {
  inputs: [input],
  events,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.renewals,
      snapshot.context.source?.kind ?? null,
      snapshot.context.resumeAt,
    ]),
});
const actors: { stop: () => void }[] = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

describe('course player model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });
});

function start(
  resolveUrl: () => Promise<AddressAnswer>,
  download: () => Promise<DownloadAnswer> = () => Promise.resolve(failed('other')),
) {
  const machine = coursePlayerMachine.provide({
    actors: { resolveUrl: fromPromise(resolveUrl), download: fromPromise(download) },
  });
  const actor = createActor(machine, { input }).start();
  actors.push(actor);
  return actor;
}

describe('course player behaviour', () => {
  it('plays the signed address, renews it at the same place after a media error, and counts renewals', async () => {
    let n = 0;
    const actor = start(() => Promise.resolve(address((n += 1))));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.source).toMatchObject({
      kind: 'signed',
      url: address(1).url,
    });
    actor.send({ type: 'MEDIA_ERROR', position: 61.5, playing: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({
      source: { url: address(2).url },
      resumeAt: 61.5,
      resumePlaying: true,
      renewals: 1,
    });
    actor.send({ type: 'RESUMED' });
    actor.send({ type: 'MEDIA_PLAYING' });
    expect(actor.getSnapshot().context).toMatchObject({ resumeAt: null, renewals: 0 });
  });

  it('stops renewing after MAX_RENEWALS failures with no playback between them', async () => {
    let n = 0;
    const actor = start(() => Promise.resolve(address((n += 1))));
    await waitFor(actor, (s) => s.matches('ready'));
    for (let i = 0; i < MAX_RENEWALS; i += 1) {
      actor.send({ type: 'MEDIA_ERROR', position: 1, playing: false });
      await waitFor(actor, (s) => s.matches('ready'));
    }
    actor.send({ type: 'MEDIA_ERROR', position: 1, playing: false });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('falls back to the header-authenticated download when the address call answers 404', async () => {
    const blob = new Blob(['video']);
    const actor = start(
      () => Promise.resolve(failed('not_offered')),
      () => Promise.resolve(downloaded(blob)),
    );
    await waitFor(actor, (s) => s.matches('awaitingDownload'));
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.source).toMatchObject({ kind: 'download', blob });
    // A downloaded file is not renewed: its error is the error.
    actor.send({ type: 'MEDIA_ERROR', position: 3, playing: true });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('is refused on 403, and retries from the start', async () => {
    let refuse = true;
    const actor = start(() => Promise.resolve(refuse ? failed('forbidden') : address(1)));
    await waitFor(actor, (s) => s.matches('refused'));
    refuse = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
