import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { storageUrl } from '@/lib/format/people';
import { readStoredToken } from '@/lib/http';
import { videoQueries } from './video-queries';
import './course-video.css';

interface CourseVideoProps {
  courseId: number;
  /** The course title in the current language, naming the video and its play button. */
  title: string;
  /** A storage file shown before the video plays. */
  poster?: string | null;
}

/**
 * A course's video. Nothing is downloaded until the user presses play, and only when a token is
 * saved: the file comes from `GET /api/stream-video/{id}` with the token in the Authorization
 * header and plays from an object URL, revoked when the player goes away. While paused a play
 * overlay covers it; while the file loads a spinner; a failure shows a translated error with
 * Retry. Space or Enter on the video toggles playback; the native controls show while it plays (never
 * under the overlay).
 */
export function CourseVideo({ courseId, title, poster }: CourseVideoProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [requested, setRequested] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [mediaFailed, setMediaFailed] = useState(false);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const hasToken = readStoredToken() !== null;
  const video = useQuery({ ...videoQueries.stream(courseId), enabled: requested && hasToken });
  const blob = video.data;

  // One object URL per downloaded file, revoked when the file changes or the player unmounts.
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only while this effect lives
    setObjectUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setObjectUrl(null);
    };
  }, [blob]);

  // The user pressed play before the file was here: start it once it is.
  useEffect(() => {
    if (objectUrl && requested) startPlaying(videoRef.current);
  }, [objectUrl, requested]);

  const failed = video.isError || mediaFailed;
  const loading = requested && hasToken && !failed && objectUrl === null;

  const play = () => {
    if (objectUrl) startPlaying(videoRef.current);
    else setRequested(true);
  };
  const toggle = () => {
    const element = videoRef.current;
    if (!element || !objectUrl) return;
    if (element.paused) startPlaying(element);
    else element.pause();
  };
  const retry = () => {
    setMediaFailed(false);
    setRequested(true);
    void video.refetch();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle();
    }
  };

  return (
    <div className="course-video" data-state={stateName(playing, loading, failed)}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the API serves no caption track for a course video (docs/decisions.md) */}
      <video
        ref={videoRef}
        className="course-video__media"
        src={objectUrl ?? undefined}
        poster={poster ? storageUrl(poster) : undefined}
        aria-label={t('video.label', { title })}
        // One set of controls at a time: the native ones only while the play overlay is away.
        controls={objectUrl !== null && playing}
        tabIndex={objectUrl ? 0 : -1}
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => {
          // Only a file we were given can fail to decode; an empty src is not an error.
          if (objectUrl) setMediaFailed(true);
        }}
        onKeyDown={onKeyDown}
      />
      {failed ? (
        <div className="course-video__overlay course-video__overlay--error" role="alert">
          <p>{t('video.failed')}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('remote.retry')}
          </button>
        </div>
      ) : loading ? (
        <div className="course-video__overlay">
          <Spinner size="large" label={t('video.loading')} />
        </div>
      ) : !playing ? (
        <div className="course-video__overlay">
          {hasToken ? (
            <button type="button" className="course-video__play" onClick={play}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              <span className="visually-hidden">{t('video.play', { title })}</span>
            </button>
          ) : (
            <p className="course-video__note">{t('video.signInToWatch')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

function stateName(playing: boolean, loading: boolean, failed: boolean): string {
  if (failed) return 'failed';
  if (loading) return 'loading';
  return playing ? 'playing' : 'paused';
}

function startPlaying(element: HTMLVideoElement | null): void {
  // A refused play() (autoplay policy, a pause meanwhile) leaves the overlay up to press again.
  element?.play()?.catch(() => {});
}
