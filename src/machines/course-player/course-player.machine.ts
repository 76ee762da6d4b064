import { assign, fromPromise, setup } from 'xstate';
import type { CallFailure } from '../call-failure';

/**
 * Where a course's `<video>` gets its file (decision 25 in docs/decisions.md). No token ever goes into an
 * address.
 *
 * `resolving` asks the signed-address extension (`resolveUrl`, injected) as soon as the player
 * shows, so the element can stream and seek with ranges. Each call answers an outcome: the
 * address or the file, or a failure of one of `PlayerFailureKind`. A server without the
 * extension (`not_offered`: src/lib/capabilities reads its 404) → `awaitingDownload`: PLAY
 * downloads the file with the Authorization header (`download`) and plays it from memory.
 * A 403 (`forbidden`) → `refused` ("Buy this course to watch it"), anything else →
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
export type PlayerFailure = CallFailure<PlayerFailureKind>;

export interface CoursePlayerInput {
  courseId: number;
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

/** What `resolveUrl` answers: a signed address, or why there is none. */
export type AddressAnswer = ({ kind: 'signed' } & SignedAddress) | PlayerFailure;
/** What `download` answers: the file, or why there is none. */
export type DownloadAnswer = { kind: 'downloaded'; blob: Blob } | PlayerFailure;

type Answer = AddressAnswer | DownloadAnswer;
const answerOf = ({ event }: { event: { output: Answer } }) => ({ answer: event.output });
const forTheCourse = ({ context }: { context: CoursePlayerContext }) => ({
  courseId: context.courseId,
});
/** The answer brought a source: keep it and play. */
const sourceArrived = (kind: 'signed' | 'downloaded') =>
  ({
    guard: { type: kind, params: answerOf },
    target: 'ready',
    actions: { type: 'storeSource', params: answerOf },
  }) as const;
const refusedWhenForbidden = {
  guard: { type: 'forbidden', params: answerOf },
  target: 'refused',
} as const;
/** Trying again starts over from a fresh address. */
const retryFromScratch = {
  RETRY: { target: 'resolving', actions: 'forgetSource' },
} as const;

export const coursePlayerMachine = setup({
  types: {
    context: {} as CoursePlayerContext,
    events: {} as CoursePlayerEvent,
    input: {} as CoursePlayerInput,
    tags: {} as 'busy',
  },
  actors: {
    resolveUrl: fromPromise<AddressAnswer, { courseId: number }>(async () => {
      throw new Error('resolveUrl is provided by the view');
    }),
    download: fromPromise<DownloadAnswer, { courseId: number }>(async () => {
      throw new Error('download is provided by the view');
    }),
  },
  actions: {
    forgetSource: assign({ renewals: 0, source: null }),
    /** The source the answer brought: a signed address or the downloaded file. */
    storeSource: assign((_, { answer }: { answer: Answer }) => {
      if (answer.kind === 'signed')
        return {
          source: {
            kind: 'signed' as const,
            url: answer.url,
            blob: null,
            captions: answer.captions,
          },
        };
      if (answer.kind === 'downloaded')
        return {
          source: { kind: 'download' as const, url: null, blob: answer.blob, captions: [] },
        };
      return {};
    }),
  },
  guards: {
    signed: (_, { answer }: { answer: Answer }) => answer.kind === 'signed',
    downloaded: (_, { answer }: { answer: Answer }) => answer.kind === 'downloaded',
    notOffered: (_, { answer }: { answer: Answer }) => answer.kind === 'not_offered',
    forbidden: (_, { answer }: { answer: Answer }) => answer.kind === 'forbidden',
    mayRenew: ({ context }) => context.source?.kind === 'signed' && context.renewals < MAX_RENEWALS,
  },
}).createMachine({
  id: 'coursePlayer',
  context: ({ input }) => ({
    courseId: input.courseId,
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
        input: forTheCourse,
        onDone: [
          sourceArrived('signed'),
          { guard: { type: 'notOffered', params: answerOf }, target: 'awaitingDownload' },
          refusedWhenForbidden,
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
        input: forTheCourse,
        onDone: [sourceArrived('downloaded'), refusedWhenForbidden, { target: 'failed' }],
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
        input: forTheCourse,
        onDone: [sourceArrived('signed'), refusedWhenForbidden, { target: 'failed' }],
      },
    },
    /** The server will not show this video to this user (403). */
    refused: {
      on: retryFromScratch,
    },
    failed: {
      on: retryFromScratch,
    },
  },
});
