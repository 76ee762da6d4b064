import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { PageBanner } from '@/components/ui/page-banner';
import { ChargeNote } from '@/entities/course/charge-note';
import { usePageTitle } from '@/components/ui/page-title';
import { CategoryBadge } from '@/entities/categories/category-badge';
import { AvatarImage, RemoteImage } from '@/components/ui/remote-image';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useLanguage } from '@/components/ui/use-language';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { AnswerBlock } from '@/entities/query/answer-block';
import type { SingleCourse } from '@/generated/model';
import { localizedField, localizedText } from '@/lib/format/localized-field';
import { htmlLang } from '@/lib/i18n/languages';
import { fullName } from '@/lib/format/people';
import { coursePrices } from '@/lib/format/price';
import { parseIdParam, paths } from '@/lib/routes';
import { useOwnsCourse } from '@/entities/purchases/use-purchases';
import { useSession } from '@/entities/session/session-context';
import { CourseActions } from './course-actions';
import { BuyerPlayer, OwnerPlayer } from './course-learning';
import { includedDetails, shortTime, totalHours } from './course-facts';
import { CourseReviews } from './course-reviews';
import { useCourseView } from './use-course-view';
import './single-course.css';
import { ButtonLink } from '@/components/ui/action-button';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="course-section" aria-labelledby={id}>
      <h2 id={id} className="course-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type CourseFace = 'visitor' | 'buyer' | 'owner';

/**
 * The course page's three faces: the course's own instructor sees the
 * player and a way to edit it, a learner who bought it the player and their progress, anyone
 * else (guests, learners who have not bought it, other instructors) the locked thumbnail.
 */
function useCourseFace(course: SingleCourse): CourseFace {
  const session = useSession();
  const owned = useOwnsCourse(course.id);
  if (session.status !== 'authenticated') return 'visitor';
  if (session.role === 'instructor' && session.user?.id === course.user.id) return 'owner';
  return owned ? 'buyer' : 'visitor';
}

function LockedThumbnail({ course }: { course: SingleCourse }) {
  const { t } = useTranslation('courses');
  const session = useSession();
  const instructor = session.status === 'authenticated' && session.role === 'instructor';
  return (
    <>
      <div className="course-thumbnail">
        <RemoteImage file={course.thumbnail} alt="" width={480} height={270} priority />
        <span className="course-thumbnail__lock">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" />
          </svg>
        </span>
      </div>
      <p className="course-thumbnail__note">
        {instructor ? t('course.lockedInstructor') : t('course.lockedFor')}
      </p>
    </>
  );
}

function PurchaseCard({ course }: { course: SingleCourse }) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const session = useSession();
  const face = useCourseFace(course);
  const prices = coursePrices(course, language);
  const price = prices?.listed ?? null;
  const details = includedDetails(course.details_by_instructor);
  const title = localizedField(course, 'title', language);
  const userId = session.status === 'authenticated' ? (session.user?.id ?? 0) : 0;
  return (
    <aside
      className="course-card-side"
      // A buyer's and the instructor's box is for watching, not buying.
      aria-label={
        face === 'buyer'
          ? t('course.watchRegion')
          : face === 'owner'
            ? t('course.ownerRegion')
            : t('course.purchase')
      }
      data-face={face}
    >
      {face === 'buyer' ? (
        <BuyerPlayer courseId={course.id} title={title} poster={course.thumbnail} userId={userId} />
      ) : face === 'owner' ? (
        <OwnerPlayer courseId={course.id} title={title} poster={course.thumbnail} />
      ) : (
        <LockedThumbnail course={course} />
      )}
      {price ? (
        <p className="course-price">
          <span className="visually-hidden">{t('course.price')} </span>
          {price.text}
        </p>
      ) : null}
      {/* Before buying: what is charged and why, when it is not the listed price. */}
      {face === 'visitor' ? <ChargeNote prices={prices} why /> : null}
      {face === 'visitor' ? <CourseActions courseId={course.id} title={title} /> : null}
      <h2 className="course-section__title course-section__title--small">{t('course.includes')}</h2>
      <ul className="course-includes">
        {details.map((entry) => {
          const time = shortTime(entry.time, language);
          return (
            <li key={entry.course_details_data_id} className="course-includes__item">
              <RemoteImage file={entry.detail.icon} alt="" width={20} height={20} />
              <span>{localizedField(entry.detail, 'text', language)}</span>
              {time ? <span className="course-includes__time">{time}</span> : null}
            </li>
          );
        })}
        <li className="course-includes__item course-includes__item--total">
          <span>{t('course.totalHours')}</span>
          <span className="course-includes__time">
            {totalHours(course.details_by_instructor, language)}
          </span>
        </li>
      </ul>
    </aside>
  );
}

/** The course's instructor: photo, name and role (exported for the shared avatar test). */
export function InstructorCard({ course }: { course: SingleCourse }) {
  const { t } = useTranslation('courses');
  const role = course.user.roles[0]?.name;
  return (
    <div className="instructor-card">
      <AvatarImage className="instructor-card__image" image={course.user.image} size={72} />
      <div>
        <p className="instructor-card__name user-text" dir="auto">
          {fullName(course.user)}
        </p>
        {role ? <p className="instructor-card__role">{t(`course.roles.${role}`)}</p> : null}
      </div>
    </div>
  );
}

function CourseView({ course }: { course: SingleCourse }) {
  const { t } = useTranslation('courses');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  // Decision 2 falls back to English: the fallback is marked (lang, and "in English").
  const localizedTitle = localizedText(course, 'title', language);
  const title = localizedTitle.text;
  const titleLang =
    localizedTitle.language !== language ? htmlLang[localizedTitle.language] : undefined;
  const localizedDescription = localizedText(course, 'description', language);
  const description = localizedDescription.text;
  const descriptionLang =
    localizedDescription.language !== language
      ? htmlLang[localizedDescription.language]
      : undefined;
  useCourseView(course.id);
  // The tab and the history list name the course, not "Course".
  usePageTitle(title);
  return (
    <>
      <PageBanner
        tone="tinted"
        eyebrow={
          titleLang ? `${t('course.eyebrow')} · ${tc('cards.inEnglish')}` : t('course.eyebrow')
        }
        title={
          <bdi className="user-text" lang={titleLang}>
            {title}
          </bdi>
        }
        text={
          <p className="course-banner__meta">
            <StarRating
              value={course.average_rating}
              label={(count) => tc('cards.rating', { count })}
            />
            <span>{t('course.by', { name: fullName(course.user) })}</span>
            <CategoryBadge category={course.category} />
          </p>
        }
      />
      <div className="course-layout">
        {/* Right after the title in reading (and keyboard) order, so phones show the price and
            the buy box first; wide screens place it in the side column (single-course.css). */}
        <PurchaseCard course={course} />
        <div className="course-main">
          <Section id="course-description" title={t('course.description')}>
            <div className="course-description user-text" lang={descriptionLang}>
              {description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index} dir="auto">
                  {paragraph}
                </p>
              ))}
            </div>
          </Section>
          {course.highlights.length > 0 ? (
            <Section id="course-highlights" title={t('course.highlights')}>
              <ul className="course-highlights user-text">
                {course.highlights.map((highlight) => (
                  <li key={highlight.id} dir="auto">
                    {localizedField(highlight, 'name', language)}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {course.faqs.length > 0 ? (
            <Section id="course-faq" title={t('course.faq')}>
              <Accordion
                items={course.faqs.map((faq) => ({
                  id: String(faq.id),
                  title: localizedField(faq, 'question', language),
                  content: (
                    <p className="user-text" dir="auto">
                      {localizedField(faq, 'answer', language)}
                    </p>
                  ),
                }))}
              />
            </Section>
          ) : null}
          <Section id="course-instructor" title={t('course.instructor')}>
            <InstructorCard course={course} />
          </Section>
          <CourseReviews course={course} />
        </div>
      </div>
    </>
  );
}

function CourseNotFound() {
  const { t } = useTranslation('courses');
  return (
    <PageBanner tone="tinted" title={t('course.notFound')} text={<p>{t('course.notFoundText')}</p>}>
      <ButtonLink to={paths.courses}>{t('course.backToCourses')}</ButtonLink>
    </PageBanner>
  );
}

function CourseLoader({ id }: { id: number }) {
  const { t } = useTranslation('courses');
  const course = useQuery(catalogueQueries.course(id));
  // A course already shown stays when a later read fails (as lists keep theirs).
  if (course.data !== undefined)
    return course.data ? <CourseView course={course.data} /> : <CourseNotFound />;
  // Loading or failed: the banner stays while the course is not here.
  return (
    <>
      <PageBanner tone="tinted" title={t('course.loadingTitle')} />
      <AnswerBlock query={course} placeholder={<Skeleton variant="row" count={4} />}>
        {() => null}
      </AnswerBlock>
    </>
  );
}

/** `/single-course/{id}`: the course for everyone; buying and reviewing for learners. */
export function SingleCoursePage() {
  const { id } = useParams();
  const courseId = parseIdParam(id);
  return courseId ? <CourseLoader key={courseId} id={courseId} /> : <CourseNotFound />;
}
