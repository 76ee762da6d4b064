import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RemoteImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import type { PurchasedCourse } from '@/generated/model';
import { localizedText } from '@/lib/format/localized-field';
import { htmlLang } from '@/lib/i18n/languages';
import { href } from '@/lib/routes';
import '@/components/ui/content.css';
import './learning.css';

/** A bought course: its thumbnail and title, leading to the course page to watch it. */
function PurchasedCourseCard({ course }: { course: PurchasedCourse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Decision 2 falls back to English; the fallback text says so (lang, and a small label).
  const localizedTitle = localizedText(course, 'title', language);
  const fellBack = localizedTitle.language !== language;
  return (
    <article className="content-card">
      <RemoteImage
        className="content-card__image"
        file={course.thumbnail}
        alt=""
        width={480}
        height={270}
      />
      <div className="content-card__body">
        {fellBack ? <span className="content-card__lang">{t('cards.inEnglish')}</span> : null}
        <h3
          className="content-card__title"
          lang={fellBack ? htmlLang[localizedTitle.language] : undefined}
        >
          {localizedTitle.text}
        </h3>
        <Link className="content-card__link" to={href('singleCourse', { id: course.id })}>
          {t('purchased.goToCourse')}
          <span className="visually-hidden">: {localizedTitle.text}</span>
        </Link>
      </div>
    </article>
  );
}

/** The learner's bought courses as cards (my learning, and the profile page's first three). */
export function PurchasedCourseGrid({ courses }: { courses: readonly PurchasedCourse[] }) {
  return (
    <ul className="profile-cards">
      {courses.map((course) => (
        <li key={course.id}>
          <PurchasedCourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
