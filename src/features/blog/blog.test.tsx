import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../../mocks/handlers/blog';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, setupI18n, headerControlsArrived } from '../../../tests/support/render-app';
import { blogQueries } from '@/entities/blog/blog-queries';
import { formatDate } from '@/lib/format/dates';
import { storedValues } from '@/lib/storage';

const backend = setupMockBackend();
beforeEach(() => setupI18n('en'));

const newestFirst = () =>
  backend
    .db()
    .state.blogs.toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

const articles = async () => {
  const list = await screen.findByRole('region', { name: 'Articles' });
  await within(list).findAllByRole('article');
  return within(list).getAllByRole('article');
};

describe('blog list', () => {
  it('emphasises the first word of the title in the banner', async () => {
    renderApp('/blog');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Academy blog' });
    expect(heading.querySelector('em')).toHaveTextContent(/^Academy$/);
  });

  it('shows cards with image, date by language, title, a 60-character description and a link', async () => {
    renderApp('/blog');
    const cards = await articles();
    expect(cards).toHaveLength(BLOG_PAGE_SIZE);
    const blog = newestFirst()[0]!;
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: blog.title.en })).toBeVisible();
    expect(card.getByText(formatDate(blog.created_at, 'en'))).toBeVisible();
    const description = card.getByText(/…$/).textContent!;
    expect(Array.from(description.replace(/…$/, '')).length).toBeLessThanOrEqual(60);
    expect(blog.description.en.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(card.getByRole('link', { name: `Learn more: ${blog.title.en}` })).toHaveAttribute(
      'href',
      `/single-blog/${blog.id}`,
    );
    const image = cards[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '270');
    // The first card's image is likely the largest paint of the page: fetched first, eagerly.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    for (const card of cards.slice(1)) {
      expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
      expect(card.querySelector('img')).toHaveAttribute('fetchpriority', 'auto');
    }
  });

  it('pages through with the query, disabling previous and next at the ends', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/blog');
    await articles();
    await headerControlsArrived();
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pages.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(pages.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () =>
      expect(within((await articles())[0]!).getByRole('heading').textContent).toBe(
        newestFirst()[BLOG_PAGE_SIZE]!.title.en,
      ),
    );
    expect(sessionStorage.getItem(storedValues.blogPage.key)).toBe('2');
    const after = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(after.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(after.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the page kept in session storage when the address names none', async () => {
    sessionStorage.setItem(storedValues.blogPage.key, '2');
    const { router } = renderApp('/blog');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await articles()).toHaveLength(15 - BLOG_PAGE_SIZE));
  });

  it('hides the pagination when everything fits on one page', async () => {
    backend.db().state.blogs.splice(3);
    renderApp('/blog');
    expect(await articles()).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('shows an empty state with no articles and an error state on failure', async () => {
    backend.db().state.blogs.splice(0);
    const first = renderApp('/blog');
    expect(await screen.findByText('No articles have been published yet.')).toBeVisible();
    first.unmount();
    backend.server.use(http.get('*/api/blogs', () => HttpResponse.json({}, { status: 500 })));
    renderApp('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
  });
});

describe('blog paging through the query cache', () => {
  it('keeps page 2 on screen, marked busy, until page 3 arrives (no skeleton flash)', async () => {
    // Enough articles for three pages.
    const db = backend.db();
    const extra = db.state.blogs.map((blog, index) => ({ ...blog, id: 1000 + index }));
    db.state.blogs.push(...extra);
    let release: () => void = () => {};
    const page3Held = new Promise<void>((resolve) => (release = resolve));
    backend.server.use(
      http.get('*/api/blogs', async ({ request }) => {
        // Page 3 waits until the test releases it, then falls through to the mock's handler.
        if (new URL(request.url).searchParams.get('page') === '3') await page3Held;
      }),
    );
    const user = userEvent.setup();
    renderApp('/blog?page=2');
    const page2 = (await articles()).map((card) => card.querySelector('h3')!.textContent);
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    await user.click(pages.getByRole('button', { name: 'Page 3' }));

    const list = screen.getByRole('region', { name: 'Articles' });
    await waitFor(() => expect(list.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.querySelector('h3')!.textContent),
    ).toEqual(page2);
    expect(within(list).queryByRole('status')).toBeNull();

    release();
    await waitFor(() => expect(list.querySelector('[aria-busy="true"]')).toBeNull());
    const page3 = within(list)
      .getAllByRole('article')
      .map((card) => card.querySelector('h3')!.textContent);
    expect(page3).not.toEqual(page2);
    expect(page3).toHaveLength(newestFirst().slice(18, 27).length);
  });
});

describe('single blog', () => {
  it('shows the article with a 130-character header description, then the first three articles', async () => {
    const blog = newestFirst()[5]!;
    renderApp(`/single-blog/${blog.id}`);
    const heading = await screen.findByRole('heading', { level: 1, name: blog.title.en });
    expect(heading.querySelector('em')).toHaveTextContent(blog.title.en.split(' ')[0]!);
    // The tab names the article, not every article's "Article".
    await waitFor(() => expect(document.title).toBe(`\u2068${blog.title.en}\u2069 · Academy`));
    const lead = document.querySelector('.page-banner__lead')!.textContent!;
    expect(lead.endsWith('…')).toBe(true);
    expect(Array.from(lead.replace(/…$/, '')).length).toBeLessThanOrEqual(130);
    // The article page shows one paragraph per block of the description.
    for (const paragraph of blog.description.en.split(/\n{2,}/))
      expect(screen.getByText(paragraph)).toBeVisible();
    const more = within(screen.getByRole('region', { name: 'More articles' }));
    const cards = await more.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      newestFirst()
        .slice(0, 3)
        .map((entry) => entry.title.en),
    );
  });

  it('shows the article in Russian, with English where it has no translation', async () => {
    await setupI18n('ru');
    const blog = newestFirst()[0]!;
    backend.db().state.blogs.find((entry) => entry.id === blog.id)!.title.ru = null;
    renderApp(`/single-blog/${blog.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: blog.title.en })).toBeVisible();
    for (const paragraph of blog.description.ru!.split(/\n{2,}/))
      expect(screen.getByText(paragraph)).toBeVisible();
  });

  it('keeps an article already shown when a later read fails, as after a prerendered screen', async () => {
    const blog = newestFirst()[0]!;
    const { queryKey } = blogQueries.detail(blog.id);
    const first = renderApp(`/single-blog/${blog.id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title.en });
    first.unmount();
    // What a prerendered page seeds: the article, stale, so the page reads it again at once.
    backend.server.use(http.get('*/api/blogs/:id', () => HttpResponse.json({}, { status: 500 })));
    await first.queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    renderApp(`/single-blog/${blog.id}`, { queryClient: first.queryClient });
    await waitFor(() => expect(first.queryClient.getQueryState(queryKey)?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: blog.title.en })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the article does not exist', async () => {
    renderApp('/single-blog/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  // An article not shown to this visitor (403) is as missing as an unknown one.
  it('says an article refused with 403 is not found, with the way back and no retry', async () => {
    const blog = newestFirst()[0]!;
    backend.server.use(
      http.get('*/api/blogs/:id', () =>
        HttpResponse.json({ message_key: 'forbidden' }, { status: 403 }),
      ),
    );
    renderApp(`/single-blog/${blog.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
