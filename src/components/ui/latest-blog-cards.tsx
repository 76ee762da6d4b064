import { listBlogs } from '@/generated/client/blog/blog';
import { BlogCard } from './blog-card';
import { RemoteBlock } from './remote-block';
import { useRemoteData } from './use-remote-data';

/**
 * The first `count` articles of the blog's first page as cards, with loading, empty and error
 * states: home's latest articles and the "more articles" under an article.
 */
export function LatestBlogCards({ count, emptyText }: { count: number; emptyText: string }) {
  const blogs = useRemoteData('blogs-page-1', (signal) => listBlogs({ page: 1 }, { signal }));
  return (
    <RemoteBlock state={blogs} emptyText={emptyText} isEmpty={(page) => page.data.length === 0}>
      {(page) => (
        <ul className="card-grid">
          {page.data.slice(0, count).map((blog) => (
            <li key={blog.id}>
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
      )}
    </RemoteBlock>
  );
}
