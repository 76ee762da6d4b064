/** A sample course video of my learning (decision 7): the mock's real video, no call. */
export interface SampleVideo {
  id: string;
  titleKey: string;
  status: SampleStatus;
}
export type SampleStatus = 'in_review' | 'approved' | 'declined';

/** The file the mock backend serves from storage (mocks/assets/storage/videos). */
export const SAMPLE_VIDEO_FILE = 'videos/sample.webm';
export const SAMPLE_PAGES = 5;
const PER_PAGE = 6;
const TOPICS = ['web', 'design', 'data', 'marketing', 'python', 'photo'] as const;
const STATUSES: readonly SampleStatus[] = ['in_review', 'approved', 'declined'];

/** The samples of one of the static pages 1–5; every page shows the same six topics. */
export function sampleVideos(page: number): SampleVideo[] {
  return TOPICS.slice(0, PER_PAGE).map((topic, index) => ({
    id: `sample-${page}-${topic}`,
    titleKey: `samples.${topic}`,
    status: STATUSES[index % STATUSES.length]!,
  }));
}
