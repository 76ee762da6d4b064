import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageUrl } from '@/lib/format/people';
import { SAMPLE_VIDEO_FILE, type SampleStatus, type SampleVideo } from './sample-videos';
import '@/entities/video/course-video.css';
import './learning.css';

/** A sample course video that really plays, with its review status as icon and text. */
export function SampleVideoCard({ video }: { video: SampleVideo }) {
  const { t } = useTranslation('learning');
  const title = t(video.titleKey);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const play = () => {
    const element = videoRef.current;
    if (!element) return;
    element.focus();
    // A refused play (autoplay rules) simply leaves the overlay up.
    void element.play()?.catch(() => setPlaying(false));
  };
  return (
    <article className="sample-video">
      <div className="course-video">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the sample video has no speech and no caption track (docs/decisions.md) */}
        <video
          ref={videoRef}
          className="course-video__media"
          src={storageUrl(SAMPLE_VIDEO_FILE)}
          aria-label={t('video', { title })}
          controls={playing}
          playsInline
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
        {playing ? null : (
          <div className="course-video__overlay">
            <button type="button" className="course-video__play" onClick={play}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              <span className="visually-hidden">{t('play', { title })}</span>
            </button>
          </div>
        )}
      </div>
      <h3 className="sample-video__title">{title}</h3>
      <SampleStatusLabel status={video.status} />
    </article>
  );
}

function SampleStatusLabel({ status }: { status: SampleStatus }) {
  const { t } = useTranslation('learning');
  const locked = status !== 'approved';
  return (
    <p className={`sample-status sample-status--${status}`}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
        <path
          d={locked ? 'M8 11V8a4 4 0 0 1 8 0v3' : 'M8 11V8a4 4 0 0 1 7.5-2'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {t(`status.${status}`)}
    </p>
  );
}
