import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { commentQueries } from '@/entities/comments/comment-queries';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { QueryBlock } from '@/entities/query/query-block';
import { useSession } from '@/entities/session/session-context';
import { PageFrame } from '@/components/ui/page-frame';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import { localizedText } from '@/lib/format/localized-field';
import { htmlLang } from '@/lib/i18n/languages';
import { hasStatus } from '@/lib/http';
import { href } from '@/lib/routes';
import { CommentEntry } from './comment-entry';
import { parsePageQuery } from './page-query';
import './my-courses.css';

/** `/course-comments/{id}?page=n`: every comment of a course, ten to a page. */
export function CourseCommentsPage() {
  const { t } = useTranslation('my-courses');
  const { id } = useParams();
  const courseId = parsePageQuery(id ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const queryPage = parsePageQuery(searchParams.get('page'));
  const page = queryPage ?? 1;
  const listTop = useRef<HTMLHeadingElement>(null);
  const session = useSession();
  const isInstructor = session.status === 'authenticated' && session.role === 'instructor';

  useEffect(() => {
    if (queryPage !== page) setSearchParams({ page: String(page) }, { replace: true });
  }, [page, queryPage, setSearchParams]);

  const comments = useQuery({
    ...commentQueries.list(courseId ?? 0, page),
    enabled: courseId !== null,
  });
  const notFound = courseId === null || (comments.isError && hasStatus(comments.error, 404));
  // Names the course the comments belong to (the public course, shared with its page's cache).
  const course = useQuery({
    ...catalogueQueries.course(courseId ?? 0),
    enabled: courseId !== null,
  });
  const language = useLanguage();
  const localizedTitle = localizedText(course.data, 'title', language);
  const courseTitle = localizedTitle.text;

  const changePage = (next: number) => {
    setSearchParams({ page: String(next) }, { replace: true });
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <PageFrame title={t('comments.title')}>
      {courseTitle && courseId !== null ? (
        <p className="course-comments__course">
          {t('comments.course')}{' '}
          <Link
            to={href('singleCourse', { id: courseId })}
            lang={
              localizedTitle.language !== language ? htmlLang[localizedTitle.language] : undefined
            }
          >
            {courseTitle}
          </Link>
        </p>
      ) : null}
      <section className="course-comments" aria-labelledby="course-comments-list">
        <h2 id="course-comments-list" className="visually-hidden" ref={listTop} tabIndex={-1}>
          {t('comments.list')}
        </h2>
        {notFound ? (
          <div className="remote-state" role="alert">
            <p>{t('comments.notFound')}</p>
            {isInstructor ? (
              <Link className="button button--ghost" to={href('instructorMyCourses')}>
                {t('comments.backToCourses')}
              </Link>
            ) : (
              <Link className="button button--ghost" to={href('courses')}>
                {t('comments.browseCourses')}
              </Link>
            )}
          </div>
        ) : (
          <QueryBlock
            query={comments}
            placeholder={
              <div className="course-comments__loading">
                <Spinner size="large" />
              </div>
            }
            emptyText={t('comments.empty')}
            isEmpty={(answer) => answer.comments.total === 0}
          >
            {({ comments: answer }) => (
              <>
                {answer.data.length === 0 ? (
                  <p className="remote-state" role="status">
                    {t('comments.emptyPage')}
                  </p>
                ) : (
                  <ul className="course-comments__list">
                    {answer.data.map((comment) => (
                      <li key={comment.id}>
                        <CommentEntry comment={comment} />
                      </li>
                    ))}
                  </ul>
                )}
                <Pagination
                  currentPage={answer.current_page}
                  lastPage={answer.last_page}
                  hasPrevious={answer.prev_page_url !== null}
                  hasNext={answer.next_page_url !== null}
                  onPageChange={changePage}
                  label={t('comments.pages')}
                />
              </>
            )}
          </QueryBlock>
        )}
      </section>
    </PageFrame>
  );
}
