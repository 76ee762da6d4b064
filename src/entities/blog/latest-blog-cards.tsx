import { useQuery } from '@tanstack/react-query';
import { FirstCards } from '../query/first-cards';
import { BlogCard } from './blog-card';
import { blogQueries } from './blog-queries';

/**
 * The first `count` articles of the blog's first page as cards, with loading, empty and error
 * states: home's latest articles and the "more articles" under an article. `enabled: false` holds
 * the read back (its skeleton shows) until the caller wants it.
 */
export function LatestBlogCards({
  count,
  emptyText,
  enabled = true,
}: {
  count: number;
  emptyText: string;
  enabled?: boolean;
}) {
  const blogs = useQuery({ ...blogQueries.list(1), enabled });
  return (
    <FirstCards
      query={blogs}
      count={count}
      emptyText={emptyText}
      className="card-grid"
      card={(blog) => <BlogCard blog={blog} />}
    />
  );
}
