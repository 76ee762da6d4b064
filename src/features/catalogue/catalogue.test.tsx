import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isCancel } from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGE_SIZE } from '../../../mocks/handlers/catalogue';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';
import { SEARCH_PAUSE_MS } from './courses-page';
import { httpClient } from '@/lib/http/http-client';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});
afterEach(() => vi.useRealTimers());

const approvedNewestFirst = () =>
  backend
    .db()
    .state.courses.filter((course) => course.status === 'approved')
    .toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

const results = async () => {
  const region = await screen.findByRole('region', { name: /All courses|Courses matching/ });
  await within(region).findAllByRole('article');
  return region;
};

describe('catalogue', () => {
  it('shows a card per course with title, price, rating and a link to its page', async () => {
    renderApp('/courses');
    const region = await results();
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(Math.min(PUBLIC_PAGE_SIZE, approvedNewestFirst().length));
    const first = approvedNewestFirst()[0]!;
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: first.title.en })).toBeVisible();
    expect(card.getByRole('link', { name: `Learn more: ${first.title.en}` })).toHaveAttribute(
      'href',
      `/single-course/${first.id}`,
    );
    expect(card.getByRole('img', { name: /Rated \d out of 5/ })).toBeVisible();
    // Guests get no heart.
    expect(card.queryByRole('button', { name: /Wishlist/ })).toBeNull();
    // The book-a-call form is on the page too.
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeVisible();
  });

  it('cancels the search call that a newer search replaces', async () => {
    const started: string[] = [];
    backend.server.use(
      http.get('*/api/all-courses-general', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search !== 'first') return undefined;
        started.push(search);
        // Held open: only the app giving up on it ends it.
        return new Promise<Response>(() => {});
      }),
    );
    // The cancellation as the client sees it (msw's XMLHttpRequest interceptor does not pass an
    // abort on to the handler): the request of the replaced search ends cancelled.
    const cancelled: unknown[] = [];
    const watch = httpClient.interceptors.response.use(undefined, (error: unknown) => {
      if (isCancel(error))
        cancelled.push((error as { config?: { params?: unknown } }).config?.params);
      return Promise.reject(error);
    });
    try {
      const user = userEvent.setup();
      renderApp('/courses');
      await results();
      const box = screen.getByRole('searchbox', { name: 'Search courses' });
      await user.type(box, 'first');
      await waitFor(() => expect(started).toEqual(['first']), { timeout: SEARCH_PAUSE_MS * 5 });
      await user.clear(box);
      await user.type(box, 'Design');
      await waitFor(
        // Only the replaced search is named: the reads StrictMode's remount gives up on carry none.
        () => expect(cancelled).toContainEqual(expect.objectContaining({ search: 'first' })),
        {
          timeout: SEARCH_PAUSE_MS * 5,
        },
      );
      expect(
        await screen.findByRole('region', { name: 'Courses matching “Design”' }, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(cancelled).not.toContainEqual(expect.objectContaining({ search: 'Design' }));
    } finally {
      httpClient.interceptors.response.eject(watch);
    }
  });

  it('searches after a pause, writing the text and page 1 into the address in one entry of its own', async () => {
    const target = approvedNewestFirst()[2]!;
    const user = userEvent.setup();
    const { router } = renderApp('/courses?page=2');
    await results();
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    // Pasted, not typed key by key: each key re-renders the whole catalogue, which under a loaded
    // machine took longer than the test may; the pause is the same either way.
    await user.click(box);
    await user.paste(target.title.en);
    // Nothing is written before the pause.
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(
      () =>
        expect(new URLSearchParams(router.state.location.search).get('search')).toBe(
          target.title.en,
        ),
      { timeout: SEARCH_PAUSE_MS * 5 },
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    // The first pause writes a new entry: the view before the search stays one Back away.
    expect(router.state.historyAction).toBe('PUSH');
    const region = await screen.findByRole('region', {
      name: `Courses matching “${target.title.en}”`,
    });
    expect(await within(region).findByRole('heading', { name: target.title.en })).toBeVisible();

    // Typing on replaces the search's own entry, not the one before it.
    await user.type(box, 'x');
    await waitFor(
      () =>
        expect(new URLSearchParams(router.state.location.search).get('search')).toBe(
          `${target.title.en}x`,
        ),
      { timeout: SEARCH_PAUSE_MS * 5 },
    );
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows the results of the address it was opened on, and keeps the box in step', async () => {
    const target = approvedNewestFirst()[1]!;
    renderApp(`/courses?search=${encodeURIComponent(target.title.en)}&page=1`);
    const region = await screen.findByRole('region', {
      name: `Courses matching “${target.title.en}”`,
    });
    expect(await within(region).findByRole('heading', { name: target.title.en })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(target.title.en);
  });

  it('says when nothing matches and clears the search', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/courses?search=zzzz-nothing&page=1');
    expect(await screen.findByText('No courses match “zzzz-nothing”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await results();
    expect(router.state.location.search).toBe('?page=1');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  });

  it('pages with the address and shows the last page for a page past it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/courses?page=99');
    await waitFor(() => expect(router.state.location.search).not.toBe('?page=99'));
    const last = Number(new URLSearchParams(router.state.location.search).get('page'));
    expect(last).toBe(Math.ceil(approvedNewestFirst().length / PUBLIC_PAGE_SIZE));
    await results();
    if (last > 1) {
      const pages = within(screen.getByRole('navigation', { name: 'Course pages' }));
      await user.click(pages.getByRole('button', { name: 'Page 1' }));
      await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    }
  });

  it('accepts a list answered as a plain array', async () => {
    const first = approvedNewestFirst()[0]!;
    backend.server.use(
      http.get('*/api/all-courses-general', () =>
        HttpResponse.json([
          {
            id: first.id,
            thumbnail: null,
            title_en: 'Plain array course',
            title_ru: null,
            title_arm: null,
            description_en: 'From a plain array.',
            description_ru: null,
            description_arm: null,
            price_en: '10',
            price_ru: null,
            price_arm: null,
            currency_en: 'USD',
            currency_ru: null,
            currency_arm: null,
            average_rating: 4,
          },
        ]),
      ),
    );
    renderApp('/courses');
    expect(await screen.findByRole('heading', { name: 'Plain array course' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Course pages' })).toBeNull();
  });

  it('shows a failed list with Retry, never a spinner', async () => {
    backend.server.use(
      http.get('*/api/all-courses-general', () => HttpResponse.json({}, { status: 500 })),
    );
    renderApp('/courses');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('wishlist hearts on the catalogue', () => {
  it('fill at once for a learner and the header count follows', async () => {
    await signedInAs('learner');
    const user = userEvent.setup();
    renderApp('/courses', { session: sessions.learner });
    const region = await results();
    const [first, second] = approvedNewestFirst();
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Wishlist, 0 courses' })).toHaveAttribute(
      'href',
      '/learner/wishlist',
    );
    const heart = await within(region).findByRole('button', {
      name: `Wishlist: ${first!.title.en}`,
    });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(region).getByRole('button', { name: `Wishlist: ${second!.title.en}` }));
    expect(await header.findByRole('link', { name: 'Wishlist, 2 courses' })).toBeVisible();
    expect(
      backend
        .db()
        .state.wishlist.map((entry) => entry.course_id)
        .sort(),
    ).toEqual([first!.id, second!.id].sort());
    await user.click(heart);
    expect(await header.findByRole('link', { name: 'Wishlist, 1 course' })).toBeVisible();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('roll back with a notice when the call fails, and a double click sends one add', async () => {
    await signedInAs('learner');
    let calls = 0;
    backend.server.use(
      http.post('*/api/wishlist/add/:courseId', async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 400));
        return HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/courses', { session: sessions.learner });
    const region = await results();
    const first = approvedNewestFirst()[0]!;
    const heart = within(region).getByRole('button', { name: `Wishlist: ${first.title.en}` });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.dblClick(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText('The course could not be added to your wishlist. Please try again.'),
    ).toBeVisible();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toBe(1);
  });

  it('are not shown to instructors, who get no list badges either', async () => {
    renderApp('/courses', { session: sessions.instructor });
    const region = await results();
    expect(within(region).queryByRole('button', { name: /Wishlist/ })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Wishlist/ })).toBeNull();
  });
});
