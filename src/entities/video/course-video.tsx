import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Spinner } from '@/components/ui/spinner';
import { useObjectUrl } from '@/components/ui/use-object-url';
import { formatClock } from '@/entities/progress/progress';
import { getCourseVideoUrl, streamCourseVideo } from '@/generated/client/video/video';
import { storageUrl } from '@/lib/format/people';
import { notOfferedBy } from '@/lib/capabilities/discovery';
import { readStoredToken } from '@/lib/http';
import { htmlLang, type Language } from '@/lib/i18n/languages';
import {
  coursePlayerMachine,
  type AddressAnswer,
  type DownloadAnswer,
  type PlayerFailureKind,
} from '@/machines/course-player/course-player.machine';
import { coursePlayerView } from '@/machines/course-player/course-player.view';
import { failureOutcome, type CallFailureOptions } from '@/entities/forms/form-outcome';
import './course-video.css';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

/** What a page can ask of the player ("Continue from 1:00", "Start watching"). */
export interface CourseVideoHandle {
  /** Plays from `position` (seconds), or from where it is. */
  play: (position?: number) => void;
}

/** Progress reporting hooks (a learner's bought course); the owner's player has none. */
export interface CourseVideoListener {
  onTime: (position: number, duration: number) => void;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
}

interface CourseVideoProps {
  courseId: number;
  /** The course title in the current language, naming the video and its play button. */
  title: string;
  /** A storage file shown before the video plays. */
  poster?: string | null;
  /** Where the first play starts (the learner's saved place), announced as "Resuming at". */
  resumeAt?: number;
  listener?: CourseVideoListener;
  handleRef?: Ref<CourseVideoHandle>;
}

const SEEK_STEP_SECONDS = 5;

/** How a failed video call reaches the player: no signed addresses here, not the user's, other. */
const PLAYER_FAILURES: CallFailureOptions<PlayerFailureKind> = {
  // The player shows every one of them.
  logged: false,
  kinds: [
    { kind: 'not_offered', notOffered: notOfferedBy('signed-video-url') },
    { kind: 'forbidden', status: 403 },
  ],
  otherwise: 'other',
};

const playerActors = {
  resolveUrl: fromPromise<AddressAnswer, { courseId: number }>(async ({ input, signal }) => {
    try {
      const answer = await getCourseVideoUrl(input.courseId, { signal });
      return { kind: 'signed', url: answer.url, captions: answer.captions ?? [] };
    } catch (error) {
      return failureOutcome(error, PLAYER_FAILURES);
    }
  }),
  download: fromPromise<DownloadAnswer, { courseId: number }>(async ({ input, signal }) => {
    try {
      const blob = (await streamCourseVideo(input.courseId, undefined, {
        signal,
        responseType: 'blob',
      })) as Blob;
      return { kind: 'downloaded', blob };
    } catch (error) {
      return failureOutcome(error, PLAYER_FAILURES);
    }
  }),
};

/**
 * A course's video, for its buyers and its own instructor (decision 25). The signed address
 * (or, on a server without it, the file downloaded with the Authorization header when play is
 * pressed) goes on the `<video>` element: no token is ever in an address. An address that expired
 * while the page was open is renewed at the position it was at; a 403 says to buy the course.
 * Keyboard: Space, Enter or K play and pause, ←/→ move 5 s, Home/End, M mutes, C switches the
 * captions (a `<track>` per language the course has).
 */
export function CourseVideo({
  courseId,
  title,
  poster,
  resumeAt = 0,
  listener,
  handleRef,
}: CourseVideoProps) {
  const { t, i18n } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const hasToken = readStoredToken() !== null;
  const machine = useMemo(() => coursePlayerMachine.provide({ actors: playerActors }), []);
  const [state, send] = useMachineBinding(machine, {
    input: { courseId },
  });
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** A press of play before the file was there: play once it is. */
  const wantsPlay = useRef(false);
  /** Where to seek once the element knows its length. */
  const pendingSeek = useRef<number | null>(null);
  /** Whether the sound was off at the last volume change (a volume change alone is not said). */
  const wasMuted = useRef(false);
  /** Whether the user paused: only a play after a pause is said as "Playing" (a first play
   *  says where it resumes, or nothing, and the video's own start is no news). */
  const pausedByUser = useRef(false);
  const source = state.context.source;

  // A downloaded file plays from an object URL, revoked when it changes or the player goes.
  const objectUrl = useObjectUrl(source?.kind === 'download' ? source.blob : null);

  const src = source?.kind === 'signed' ? source.url : objectUrl;
  const { screen } = coursePlayerView(state);
  const ready = screen === 'ready' && src !== null;

  // After a renewal: back to the position (and playing, if it was).
  const { resumeAt: renewedAt, resumePlaying } = state.context;
  useEffect(() => {
    if (!ready || renewedAt === null) return;
    pendingSeek.current = renewedAt;
    wantsPlay.current = resumePlaying;
    const element = videoRef.current;
    if (element && resumePlaying) startPlaying(element);
    send({ type: 'RESUMED' });
  }, [ready, renewedAt, resumePlaying, send]);

  // The user pressed play before the file was here: start it once it is.
  useEffect(() => {
    if (ready && wantsPlay.current) startPlaying(videoRef.current);
  }, [ready, src]);

  const seekTo = (element: HTMLVideoElement, position: number) => {
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) element.currentTime = position;
    else pendingSeek.current = position;
  };

  const play = (position?: number) => {
    const from = position ?? (started ? undefined : resumeAt);
    const element = videoRef.current;
    if (from !== undefined && from > 0) {
      setAnnouncement(t('video.resumingAt', { time: formatClock(from) }));
      if (element) seekTo(element, from);
      else pendingSeek.current = from;
    } else if (from === 0 && element && started) seekTo(element, 0);
    setStarted(true);
    wantsPlay.current = true;
    if (screen === 'awaitingDownload') send({ type: 'PLAY' });
    else if (ready) startPlaying(element);
  };
  useImperativeHandle(handleRef, () => ({ play }));

  /**
   * Says what changed in the polite live region. The same words twice in a row (two pauses at
   * one place) still differ by a no-break space, so the region changes and is read again.
   */
  const announce = (text: string) =>
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  const positionOf = (element: HTMLVideoElement) =>
    Number.isFinite(element.duration)
      ? t('video.position', {
          time: formatClock(element.currentTime),
          duration: formatClock(element.duration),
        })
      : formatClock(element.currentTime);

  const toggle = () => {
    const element = videoRef.current;
    if (!element || !ready) return;
    if (element.paused) play();
    else element.pause();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.target !== event.currentTarget) return;
    const element = event.currentTarget;
    // With its native controls showing, Chromium's own Space and Enter already play and pause
    // (before this handler runs): a second toggle here would undo it.
    if (element.controls && (event.key === ' ' || event.key === 'Enter')) return;
    const duration = Number.isFinite(element.duration) ? element.duration : Infinity;
    // A move is said at once, at the place it was asked for (the element may still be seeking).
    const seek = (position: number) => {
      element.currentTime = position;
      announce(
        Number.isFinite(duration)
          ? t('video.position', { time: formatClock(position), duration: formatClock(duration) })
          : formatClock(position),
      );
    };
    const keys: Record<string, () => void> = {
      ' ': toggle,
      Enter: toggle,
      k: toggle,
      ArrowLeft: () => seek(Math.max(0, element.currentTime - SEEK_STEP_SECONDS)),
      ArrowRight: () => seek(Math.min(duration, element.currentTime + SEEK_STEP_SECONDS)),
      Home: () => seek(0),
      End: () => Number.isFinite(duration) && seek(duration),
      // The change is said by onVolumeChange, whichever control made it.
      m: () => (element.muted = !element.muted),
      c: () => {
        const tracks = [...element.textTracks];
        const showing = tracks.find((track) => track.mode === 'showing');
        for (const track of tracks) track.mode = 'disabled';
        const preferred =
          tracks.find((track) => track.language === htmlLang[i18n.language as Language]) ??
          tracks[0];
        if (!tracks.length) announce(t('video.noCaptions'));
        else if (!showing && preferred) {
          preferred.mode = 'showing';
          announce(t('video.captionsOn', { label: preferred.label || preferred.language }));
        } else announce(t('video.captionsOff'));
      },
    };
    const action = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const handFocusToVideo = () => videoRef.current?.focus({ preventScroll: true });

  const captions = source?.captions ?? [];
  const busy = state.hasTag('busy');
  const refused = screen === 'refused';
  const failed = screen === 'failed';
  const uiLanguage = htmlLang[i18n.language as Language] ?? 'en';

  return (
    <div className="course-video" data-state={String(state.value)}>
      {/* Captions come as <track> elements when the course has them (the signed address's captions). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- tracks are rendered below when the course has captions */}
      <video
        ref={videoRef}
        className="course-video__media"
        src={src ?? undefined}
        poster={poster ? storageUrl(poster) : undefined}
        aria-label={t('video.label', { title })}
        aria-keyshortcuts="Space K ArrowLeft ArrowRight Home End M C"
        // One set of controls at a time: the native ones only while the play overlay is away.
        controls={ready && started}
        tabIndex={ready ? 0 : -1}
        // Cross-origin caption files need a CORS request; the signed addresses allow it.
        crossOrigin={captions.length > 0 ? 'anonymous' : undefined}
        playsInline
        // Nothing is downloaded before play: a page left open costs nothing, and an address that
        // expired meanwhile is renewed on the first request.
        preload="none"
        onLoadedMetadata={(event) => {
          if (pendingSeek.current !== null) {
            event.currentTarget.currentTime = pendingSeek.current;
            pendingSeek.current = null;
          }
        }}
        onPlay={() => {
          // A first play says where it resumes (play()); playing again after a pause says so.
          if (pausedByUser.current) announce(t('video.playing'));
          pausedByUser.current = false;
          setPlaying(true);
          setStarted(true);
          listener?.onPlay();
        }}
        onPlaying={() => send({ type: 'MEDIA_PLAYING' })}
        onPause={(event) => {
          setPlaying(false);
          // The end is no pause of the user's; a pause is said with where it stopped.
          if (!event.currentTarget.ended) {
            pausedByUser.current = true;
            announce(t('video.paused', { position: positionOf(event.currentTarget) }));
          }
          listener?.onTime(event.currentTarget.currentTime, event.currentTarget.duration);
          listener?.onPause();
        }}
        onEnded={(event) => {
          setPlaying(false);
          announce(t('video.ended'));
          listener?.onTime(event.currentTarget.duration, event.currentTarget.duration);
          listener?.onEnded();
        }}
        onTimeUpdate={(event) =>
          listener?.onTime(event.currentTarget.currentTime, event.currentTarget.duration)
        }
        onError={(event) => {
          // Only a file we were given can fail; an empty src is not an error.
          if (!src) return;
          send({
            type: 'MEDIA_ERROR',
            position: event.currentTarget.currentTime,
            playing: wantsPlay.current || !event.currentTarget.paused,
          });
        }}
        onVolumeChange={(event) => {
          const muted = event.currentTarget.muted;
          if (muted !== wasMuted.current) announce(muted ? t('video.muted') : t('video.unmuted'));
          wasMuted.current = muted;
        }}
        onKeyDown={onKeyDown}
      >
        {captions.map((track) => (
          <track
            key={track.language}
            kind="captions"
            src={track.url}
            srcLang={htmlLang[track.language as Language] ?? track.language}
            label={track.label}
            default={htmlLang[track.language as Language] === uiLanguage}
          />
        ))}
      </video>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {refused ? (
        <div className="course-video__overlay course-video__overlay--error" role="alert">
          <p className="course-video__note">{t('video.refused')}</p>
        </div>
      ) : failed ? (
        <div className="course-video__overlay course-video__overlay--error" role="alert">
          <p>{t('video.failed')}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              send({ type: 'RETRY' });
              // The button goes with the message: focus moves to the video it was about.
              handFocusToVideo();
            }}
          >
            {t('remote.retry')}
          </button>
        </div>
      ) : !hasToken ? (
        <div className="course-video__overlay">
          <p className="course-video__note">{t('video.signInToWatch')}</p>
        </div>
      ) : busy ? (
        <div className="course-video__overlay">
          <Spinner size="large" label={t('video.loading')} />
        </div>
      ) : !playing && !started ? (
        <div className="course-video__overlay">
          <button
            type="button"
            className="course-video__play"
            onClick={() => {
              play();
              // The button goes once the video starts: the video takes the focus, so its keys
              // work at once and the next Tab goes on from it.
              handFocusToVideo();
            }}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            <span className="visually-hidden">{t('video.play', { title })}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

function startPlaying(element: HTMLVideoElement | null): void {
  // A refused play() (autoplay policy, a pause meanwhile) leaves the controls to press again.
  element?.play()?.catch(() => {});
}
