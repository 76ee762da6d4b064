import { assign, fromPromise, setup } from 'xstate';

/**
 * Where a course's `<video>` gets its file (decision 25, issue 34). No token ever goes into an
 * address.
 *
 * `resolving` asks the signed-address extension (`resolveUrl`, injected) as soon as the player
 * shows, so the element can stream and seek with ranges. A server without the extension (as
 * the injected `classifyFailure` reads its 404: src/lib/capabilities) → `awaitingDownload`:
 * PLAY downloads the file with the Authorization header (`download`) and plays it from memory.
 * A 403 → `refused` ("Buy this course to watch it"), anything else →
 * `failed` with RETRY. In `ready`, a media error on a signed address (it expired while the page
 * was open, or the server restarted) → `renewing`: a new address, the position kept, without the
 * learner noticing; after `MAX_RENEWALS` renewals in a row with no playback between them the
 * error is real → `failed`. A media error on a downloaded file → `failed`.
 */
export interface PlayerSource {
  kind: 'signed' | 'download';
  /** The signed address, or the downloaded file's object URL (made by the view). */
  url: string | null;
  blob: Blob | null;
  captions: readonly PlayerCaption[];
}

export interface PlayerCaption {
  language: string;
  label: string;
  url: string;
}

export type PlayerFailureKind = 'not_offered' | 'forbidden' | 'other';

export interface CoursePlayerInput {
  courseId: number;
  classifyFailure: (error: unknown) => PlayerFailureKind;
}

export interface CoursePlayerContext extends CoursePlayerInput {
  source: PlayerSource | null;
  /** Renewals since the video last played: a loop guard. */
  renewals: number;
  /** Where to put the video once the new source has loaded (a renewal keeps the position). */
  resumeAt: number | null;
  /** Whether it was playing when the source failed, to go on playing after a renewal. */
  resumePlaying: boolean;
}

export type CoursePlayerEvent =
  | { type: 'PLAY' }
  | { type: 'MEDIA_ERROR'; position: number; playing: boolean }
  | { type: 'MEDIA_PLAYING' }
  | { type: 'RESUMED' }
  | { type: 'RETRY' };

export const MAX_RENEWALS = 2;

export interface SignedAddress {
  url: string;
  captions: readonly PlayerCaption[];
}

export const coursePlayerMachine = setup({
  types: {
    context: {} as CoursePlayerContext,
    events: {} as CoursePlayerEvent,
    input: {} as CoursePlayerInput,
    tags: {} as 'busy',
  },
  actors: {
    resolveUrl: fromPromise<SignedAddress, { courseId: number }>(async () => {
      throw new Error('resolveUrl is provided by the view');
    }),
    download: fromPromise<Blob, { courseId: number }>(async () => {
      throw new Error('download is provided by the view');
    }),
  },
  guards: {
    notOffered: ({ context, event }) =>
      context.classifyFailure((event as { error?: unknown }).error) === 'not_offered',
    forbidden: ({ context, event }) =>
      context.classifyFailure((event as { error?: unknown }).error) === 'forbidden',
    mayRenew: ({ context }) => context.source?.kind === 'signed' && context.renewals < MAX_RENEWALS,
  },
}).createMachine({
  id: 'coursePlayer',
  context: ({ input }) => ({
    ...input,
    source: null,
    renewals: 0,
    resumeAt: null,
    resumePlaying: false,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      tags: ['busy'],
      invoke: {
        src: 'resolveUrl',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            source: {
              kind: 'signed',
              url: event.output.url,
              blob: null,
              captions: event.output.captions,
            },
          })),
        },
        onError: [
          { guard: 'notOffered', target: 'awaitingDownload' },
          { guard: 'forbidden', target: 'refused' },
          { target: 'failed' },
        ],
      },
    },
    /** No signed addresses on this server: the file is downloaded when play is pressed. */
    awaitingDownload: {
      on: { PLAY: 'downloading' },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        src: 'download',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            source: { kind: 'download', url: null, blob: event.output, captions: [] },
          })),
        },
        onError: [{ guard: 'forbidden', target: 'refused' }, { target: 'failed' }],
      },
    },
    ready: {
      on: {
        MEDIA_PLAYING: { actions: assign({ renewals: 0 }) },
        RESUMED: { actions: assign({ resumeAt: null, resumePlaying: false }) },
        MEDIA_ERROR: [
          {
            guard: 'mayRenew',
            target: 'renewing',
            actions: assign(({ context, event }) => ({
              renewals: context.renewals + 1,
              resumeAt: event.position,
              resumePlaying: event.playing,
            })),
          },
          { target: 'failed' },
        ],
      },
    },
    /** A fresh signed address for the same video; the view restores the position. */
    renewing: {
      tags: ['busy'],
      invoke: {
        src: 'resolveUrl',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            source: {
              kind: 'signed',
              url: event.output.url,
              blob: null,
              captions: event.output.captions,
            },
          })),
        },
        onError: [{ guard: 'forbidden', target: 'refused' }, { target: 'failed' }],
      },
    },
    /** The server will not show this video to this user (403). */
    refused: {
      on: { RETRY: { target: 'resolving', actions: assign({ renewals: 0, source: null }) } },
    },
    failed: {
      on: { RETRY: { target: 'resolving', actions: assign({ renewals: 0, source: null }) } },
    },
  },
});
