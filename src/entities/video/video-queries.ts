import { queryOptions } from '@tanstack/react-query';
import { streamCourseVideo } from '@/generated/client/video/video';

// Queries of the `video` API tag, keyed [tag, operation, params] (docs/server-state.md).
export const videoQueries = {
  all: ['video'] as const,
  /**
   * A course's video file as a blob, fetched with the bearer token in the Authorization header
   * (never in the URL). A video does not change, so it never goes stale; it is dropped from
   * memory half a minute after the last player showing it goes away.
   */
  stream: (courseId: number) =>
    queryOptions({
      queryKey: ['video', 'streamCourseVideo', { courseId }] as const,
      queryFn: ({ signal }) =>
        streamCourseVideo(courseId, undefined, { signal, responseType: 'blob' }) as Promise<Blob>,
      staleTime: Infinity,
      gcTime: 30_000,
    }),
};
