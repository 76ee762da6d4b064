import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { commentQueries } from '@/entities/comments/comment-queries';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { PagedCardGrid } from '@/entities/query/paged-card-grid';
import { usePageParam } from '@/entities/query/use-page-param';
import { useSession } from '@/entities/session/session-context';
import { PageFrame } from '@/components/ui/page-frame';
import { NotFound } from '@/entities/query/query-block';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import { localizedText } from '@/lib/format/localized-field';
import { htmlLang } from '@/lib/i18n/languages';
import { href, parseIdParam } from '@/lib/routes';
import { CommentEntry } from './comment-entry';
import '@/components/ui/content.css';
import './my-courses.css';

/** `/course-comments/{id}?page=n`: every comment of a course, ten to a page. */
export function CourseCommentsPage() {
  const { t } = useTranslation('my-courses');
  const { t: tc } = useTranslation();
  const { id } = useParams();
  const courseId = parseIdParam(id);
  const paging = usePageParam({ showInAddress: true });
  const session = useSession();
  const isInstructor = session.status === 'authenticated' && session.role === 'instructor';

  const comments = useQuery({
    ...commentQueries.list(courseId ?? 0, paging.page),
    enabled: courseId !== null,
    select: (answer) => answer.comments,
  });
  // A 404/403 of the list is the shared not-found state (PagedCardGrid); a bad id never asks.
  const notFound = courseId === null;
  const back = isInstructor
    ? { to: href('instructorMyCourses'), label: t('comments.backToCourses') }
    : { to: href('courses'), label: t('comments.browseCourses') };
  // Names the course the comments belong to (the public course, shared with its page's cache).
  const course = useQuery({
    ...catalogueQueries.course(courseId ?? 0),
    enabled: courseId !== null,
  });
  const language = useLanguage();
  // Decision 2 falls back to English; the fallback says so (lang, and the cards' small label).
  const localizedTitle = localizedText(course.data, 'title', language);
  const courseTitle = localizedTitle.text;
  const fellBack = localizedTitle.language !== language;

  return (
    <PageFrame title={t('comments.title')}>
      {courseTitle && courseId !== null ? (
        <p className="course-comments__course">
          {t('comments.course')}{' '}
          <Link
            to={href('singleCourse', { id: courseId })}
            lang={fellBack ? htmlLang[localizedTitle.language] : undefined}
          >
            {courseTitle}
          </Link>
          {fellBack ? (
            <>
              {' '}
              <span className="content-card__lang">{tc('cards.inEnglish')}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {notFound ? (
        <div className="course-comments">
          <NotFound text={t('comments.notFound')} back={back} />
        </div>
      ) : (
        <PagedCardGrid
          query={comments}
          paging={paging}
          sectionClassName="course-comments"
          headingId="course-comments-list"
          headingClassName="visually-hidden"
          heading={t('comments.list')}
          listClassName="course-comments__list"
          pagesLabel={t('comments.pages')}
          empty={t('comments.empty')}
          placeholder={
            <div className="course-comments__loading">
              <Spinner size="large" />
            </div>
          }
          back={back}
          notFoundText={t('comments.notFound')}
          renderItem={(comment) => <CommentEntry comment={comment} />}
        />
      )}
    </PageFrame>
  );
}
