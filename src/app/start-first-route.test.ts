import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../mocks/testing/use-mock-backend';
import { createTestQueryClient } from '../../tests/support/render-app';
import { blogQueries } from '@/entities/blog/blog-queries';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { startFirstRoute } from './start-first-route';

const backend = setupMockBackend();

function requestedPaths(): string[] {
  const paths: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
}

const at = (address: string) => new URL(address, 'http://academy.test') as unknown as Location;

describe('startFirstRoute', () => {
  it('reads the page of the blog the address names, under the key the page reads', async () => {
    const client = createTestQueryClient();
    startFirstRoute(client, at('/blog?page=2'));
    await expect
      .poll(() => client.getQueryState(blogQueries.list(2).queryKey)?.status)
      .toBe('success');
  });

  it('reads the course a course page names, and the catalogue page with its search', async () => {
    const client = createTestQueryClient();
    startFirstRoute(client, at('/single-course/1'));
    startFirstRoute(client, at('/courses?search=design&page=1'));
    await expect
      .poll(() => client.getQueryState(catalogueQueries.course(1).queryKey)?.status)
      .toBe('success');
    await expect
      .poll(
        () =>
          client.getQueryState(catalogueQueries.list({ page: 1, search: 'design' }).queryKey)
            ?.status,
      )
      .toBe('success');
  });

  it('asks nothing for a page without first reads, an unusable id or an unknown address', async () => {
    const paths = requestedPaths();
    const client = createTestQueryClient();
    startFirstRoute(client, at('/sign-in'));
    startFirstRoute(client, at('/single-blog/not-a-number'));
    startFirstRoute(client, at('/no/such/page'));
    // Their chance to ask has passed once a page with reads, started after them, has its answer.
    startFirstRoute(client, at('/blog?page=2'));
    await expect
      .poll(() => client.getQueryState(blogQueries.list(2).queryKey)?.status)
      .toBe('success');
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual(['/api/blogs?page=2']);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
