import { useTranslation } from 'react-i18next';
import { usePageParam } from '@/entities/query/use-page-param';
import { PageFrame } from '@/components/ui/page-frame';
import { Pagination } from '@/components/ui/pagination';
import { SampleVideoGrid } from './sample-video-grid';
import { SAMPLE_PAGES, sampleVideos } from './sample-videos';
import './learning.css';

/**
 * My learning (part 2 §2, decision 7): sample course videos that really play, with their status,
 * on the static pages 1–5 of `?page=`. The API has no purchases, so nothing is fetched.
 */
export function MyLearningPage() {
  const { t } = useTranslation('learning');
  const { page: named, setPage } = usePageParam();
  // A page past the last shows the last (docs/paged-lists.md).
  const page = Math.min(named, SAMPLE_PAGES);
  return (
    <PageFrame title={t('common:pages.myLearning')}>
      <p className="sample-notice" role="note">
        {t('sampleNotice')}
      </p>
      <SampleVideoGrid videos={sampleVideos(page)} />
      <Pagination
        currentPage={page}
        lastPage={SAMPLE_PAGES}
        label={t('pages')}
        onPageChange={setPage}
      />
    </PageFrame>
  );
}
