import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Blog } from '@/generated/model';
import { formatDate } from '@/lib/format/dates';
import { localizedField } from '@/lib/format/localized-field';
import { cardDescriptionLength, truncate } from '@/lib/format/text';
import { href } from '@/lib/routes';
import { CardImage } from '@/components/ui/remote-image';
import { useLanguage } from '@/components/ui/use-language';
import '@/components/ui/content.css';

interface BlogCardProps {
  blog: Blog;
  /** The card title's heading level, following the section it sits in. */
  headingLevel?: 2 | 3;
  /** The first card of a page's list: its image is likely the largest thing on the first screen. */
  imagePriority?: boolean;
}

/** Image, date in the reader's language, title, a 60-character description and a link on. */
export function BlogCard({ blog, headingLevel = 3, imagePriority = false }: BlogCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localizedField(blog, 'title', language);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="content-card">
      <CardImage file={blog.image} priority={imagePriority} />
      <div className="content-card__body">
        <time className="content-card__meta" dateTime={blog.created_at}>
          {formatDate(blog.created_at, language)}
        </time>
        <Heading className="content-card__title">{title}</Heading>
        <p className="content-card__text">
          {truncate(localizedField(blog, 'description', language), cardDescriptionLength)}
        </p>
        <Link className="content-card__link" to={href('singleBlog', { id: blog.id })}>
          {t('cards.learnMore')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
    </article>
  );
}
