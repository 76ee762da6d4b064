import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/lib/routes';
import { SampleVideoCard } from './sample-video-card';
import type { SampleVideo } from './sample-videos';

/** The learner's course videos, or the empty text with the way to the catalogue. */
export function SampleVideoGrid({ videos }: { videos: readonly SampleVideo[] }) {
  const { t } = useTranslation('learning');
  if (videos.length === 0)
    return (
      <div className="remote-state" role="status">
        <p>{t('empty')}</p>
        <Link className="button" to={href('courses')}>
          {t('browseCourses')}
        </Link>
      </div>
    );
  return (
    <ul className="sample-videos">
      {videos.map((video) => (
        <li key={video.id}>
          <SampleVideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
