import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { blogQueries } from '@/entities/blog/blog-queries';
import { LatestBlogCards } from '@/entities/blog/latest-blog-cards';
import { AnswerBlock } from '@/entities/query/answer-block';
import { PageBanner } from '@/components/ui/page-banner';
import { usePageTitle } from '@/components/ui/page-title';
import { CardImage } from '@/components/ui/remote-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/components/ui/use-language';
import { ContentSection } from '@/components/ui/content-section';
import type { Blog } from '@/generated/model';
import { formatDate } from '@/lib/format/dates';
import { localizedField } from '@/lib/format/localized-field';
import { headerDescriptionLength, truncate } from '@/lib/format/text';
import { parseIdParam, paths } from '@/lib/routes';
import { EmphasisedTitle } from './blog-title';
import './blog.css';
import { ButtonLink } from '@/components/ui/action-button';

/** As in the original app, a single article is followed by the first three articles. */
export const MORE_ARTICLES_COUNT = 3;

function Article({ blog }: { blog: Blog }) {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const title = localizedField(blog, 'title', language);
  const description = localizedField(blog, 'description', language);
  usePageTitle(title);
  return (
    <>
      <PageBanner
        tone="warm"
        eyebrow={formatDate(blog.created_at, language)}
        title={<EmphasisedTitle text={title} />}
        text={<p>{truncate(description, headerDescriptionLength)}</p>}
      />
      <article className="blog-article" aria-labelledby="page-title">
        <CardImage className="blog-article__image" file={blog.image} priority />
        <p className="blog-article__meta">
          {t('blog.published')}{' '}
          <time dateTime={blog.created_at}>{formatDate(blog.created_at, language)}</time>
        </p>
        <div className="blog-article__text">
          {description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
    </>
  );
}

function NotFoundArticle() {
  const { t } = useTranslation('marketing');
  return (
    <PageBanner tone="warm" title={t('blog.notFound')} text={<p>{t('blog.notFoundText')}</p>}>
      <ButtonLink to={paths.blog}>{t('blog.back')}</ButtonLink>
    </PageBanner>
  );
}

function ArticleLoader({ id }: { id: number }) {
  const { t } = useTranslation('marketing');
  const blog = useQuery(blogQueries.detail(id));
  // An article already shown stays when a later read fails (as lists keep theirs).
  if (blog.data !== undefined)
    return blog.data ? <Article blog={blog.data} /> : <NotFoundArticle />;
  // Loading or failed: the page keeps its banner and heading while the article is not here.
  return (
    <>
      <PageBanner tone="warm" title={<EmphasisedTitle text={t('blog.title')} />} />
      <AnswerBlock query={blog} placeholder={<Skeleton variant="row" count={3} />}>
        {() => null}
      </AnswerBlock>
    </>
  );
}

function MoreArticles() {
  const { t } = useTranslation('marketing');
  return (
    <ContentSection title={t('blog.more')}>
      <LatestBlogCards count={MORE_ARTICLES_COUNT} emptyText={t('blog.empty')} />
    </ContentSection>
  );
}

/** `/single-blog/{id}`: the article, then the first three articles. */
export function SingleBlogPage() {
  const { id } = useParams();
  const blogId = parseIdParam(id);
  return (
    <>
      {blogId ? <ArticleLoader key={blogId} id={blogId} /> : <NotFoundArticle />}
      <MoreArticles />
    </>
  );
}
