import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { pusherHub } from '../../../mocks/realtime/pusher-protocol';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { login } from '@/generated/client/auth/auth';
import { createCourseReview } from '@/generated/client/comments/comments';
import { includedDetails, shortTime, totalHours } from './course-facts';
import { grantPurchase } from '../../../mocks/testing/api-helpers';
import { SEEDED_LEARNING } from '../../../mocks/db/seed-learning';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

const approved = () => backend.db().state.courses.filter((course) => course.status === 'approved');

describe('course page', () => {
  it('shows the course with its FAQ (first open, one at a time), details and instructor', async () => {
    const course = approved().find((entry) => entry.faqs.length > 1) ?? approved()[0]!;
    const user = userEvent.setup();
    renderApp(`/single-course/${course.id}`);
    // The first render of the file also loads the page's chunk and words.
    expect(
      await screen.findByRole('heading', { level: 1, name: course.title.en }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'About this course' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This course includes' })).toBeVisible();
    expect(screen.getByText('Total hours')).toBeVisible();
    const triggers = within(
      screen.getByRole('region', { name: 'Frequently asked questions' }),
    ).getAllByRole('button');
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    if (triggers[1]) {
      await user.click(triggers[1]);
      expect(triggers[1]).toHaveAttribute('aria-expanded', 'true');
      expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
    }
    // Guests are offered sign-in instead of the learner's buttons.
    const purchase = within(screen.getByRole('complementary', { name: 'Buy this course' }));
    expect(purchase.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    // The tab names the course itself (isolated for direction), not every course's "Course".
    await waitFor(() => expect(document.title).toBe(`\u2068${course.title.en}\u2069 · Academy`));
  });

  it('before buying, says what is charged in drams and why when the listed price is in dollars', async () => {
    const course = approved().find((entry) => Number(entry.price.arm) > 0)!;
    renderApp(`/single-course/${course.id}`);
    const purchase = within(
      await screen.findByRole('complementary', { name: 'Buy this course' }, { timeout: 5000 }),
    );
    const charged = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'AMD',
      currencyDisplay: 'narrowSymbol',
    }).format(course.price.arm as unknown as number);
    expect(purchase.getByText(`Charged in Armenian drams: ${charged}`)).toBeVisible();
    expect(
      purchase.getByText('Payments are made in drams (AMD), at the course’s own price in drams.'),
    ).toBeVisible();
  });

  it('a buyer sees the price without the note on what paying charges', async () => {
    await signedInAs('learner');
    const course = approved().find(
      (entry) => entry.id === SEEDED_LEARNING.halfWatchedCourseId && Number(entry.price.arm) > 0,
    );
    if (!course) throw new Error('the seeded course has no price in drams');
    renderApp(`/single-course/${course.id}`, { session: sessions.learner });
    await screen.findByRole('heading', { level: 1, name: course.title.en }, { timeout: 5000 });
    await screen.findByText(/Continue from|Play the video/, undefined, { timeout: 5000 });
    expect(screen.queryByText(/^Charged in Armenian drams/)).toBeNull();
  });

  it('puts the price and the buy box right after the title, before the description and reviews', async () => {
    const course = approved()[0]!;
    renderApp(`/single-course/${course.id}`);
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: course.title.en },
      { timeout: 5000 },
    );
    const purchase = screen.getByRole('complementary', { name: 'Buy this course' });
    const description = screen.getByRole('heading', { name: 'About this course' });
    const reviews = await screen.findByRole('heading', { name: /review/i });
    // Reading and keyboard order on every screen; wide screens move it to the side column in CSS.
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(title, purchase)).toBe(true);
    expect(follows(purchase, description)).toBe(true);
    expect(follows(purchase, reviews)).toBe(true);
  });

  it('marks a course shown in its English fallback with lang and "in English"', async () => {
    await setupI18n('ru');
    const course = approved().find((entry) => !entry.title.ru?.trim())!;
    renderApp(`/single-course/${course.id}`);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: course.title.en },
      { timeout: 5000 },
    );
    expect(heading.querySelector('[lang="en"]')).toHaveTextContent(course.title.en);
    expect(screen.getByText(/На английском/)).toBeVisible();
  });

  it('counts one view per opening', async () => {
    const course = approved()[0]!;
    const before = course.views;
    // Every view call the page starts and finishes: a second one (StrictMode's double mount, a
    // re-render) would start on mount, so once all started calls have finished and the page's
    // reviews have loaded, the count is final.
    const viewCalls = { started: 0, ended: 0 };
    const isViewCall = (request: Request) =>
      request.method === 'POST' && new URL(request.url).pathname.endsWith(`/${course.id}/view`);
    const onStart = ({ request }: { request: Request }) => {
      if (isViewCall(request)) viewCalls.started += 1;
    };
    const onEnd = ({ request }: { request: Request }) => {
      if (isViewCall(request)) viewCalls.ended += 1;
    };
    backend.server.events.on('request:start', onStart);
    backend.server.events.on('request:end', onEnd);
    try {
      renderApp(`/single-course/${course.id}`);
      await screen.findByRole('heading', { level: 1, name: course.title.en });
      await screen.findByRole('region', { name: 'Reviews' }, { timeout: 5000 });
      await waitFor(() => {
        expect(viewCalls.started).toBeGreaterThan(0);
        expect(viewCalls.ended).toBe(viewCalls.started);
      });
      expect(viewCalls.started).toBe(1);
      expect(backend.db().state.courses.find((entry) => entry.id === course.id)!.views).toBe(
        before + 1,
      );
    } finally {
      backend.server.events.removeListener('request:start', onStart);
      backend.server.events.removeListener('request:end', onEnd);
    }
  });

  it('says when the course does not exist', async () => {
    renderApp('/single-course/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  // A course not shown to this visitor (403) is as missing as an unknown one: asking again
  // cannot help, so the way back and no Try again.
  it('says a course refused with 403 is not found, with the way back and no retry', async () => {
    backend.server.use(
      http.get('*/api/single-course/:id', () =>
        HttpResponse.json({ message_key: 'forbidden' }, { status: 403 }),
      ),
    );
    renderApp(`/single-course/${approved()[0]!.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a failed load with Retry', async () => {
    backend.server.use(
      http.get('*/api/single-course/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    renderApp(`/single-course/${approved()[0]!.id}`);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('keeps a course already shown when a later read fails, as after a prerendered screen', async () => {
    const course = approved()[0]!;
    const { queryKey } = catalogueQueries.course(course.id);
    const first = renderApp(`/single-course/${course.id}`);
    await screen.findByRole('heading', { level: 1, name: course.title.en }, { timeout: 5000 });
    first.unmount();
    // What a prerendered page seeds: the course, stale, so the page reads it again at once.
    backend.server.use(
      http.get('*/api/single-course/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    await first.queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    renderApp(`/single-course/${course.id}`, { queryClient: first.queryClient });
    await waitFor(() => expect(first.queryClient.getQueryState(queryKey)?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: course.title.en })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lets a learner add the course to the cart once; the badge follows and Buy now carries the id', async () => {
    await signedInAs('learner');
    const course = approved()[0]!;
    const user = userEvent.setup();
    renderApp(`/single-course/${course.id}`, { session: sessions.learner });
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(screen.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      `/learner/checkout?courseId=${course.id}`,
    );
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const inCart = await screen.findByRole('button', { name: 'In cart' });
    expect(inCart).toBeDisabled();
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Cart, 1 course' }),
    ).toBeVisible();
    expect(backend.db().state.cart.map((entry) => entry.course_id)).toEqual([course.id]);
  });
});

describe('course page of a bought course (decision 19)', () => {
  const ownOnly = (courseId: number) =>
    backend.server.use(
      http.get('*/api/purchased-courses', () =>
        HttpResponse.json({
          courses: approved()
            .filter((course) => course.id === courseId)
            .map((course) => ({
              id: course.id,
              title_en: course.title.en,
              title_ru: course.title.ru,
              title_arm: course.title.arm,
              thumbnail: course.thumbnail,
              progress: null,
            })),
        }),
      ),
    );

  it('says the learner owns it and offers the video instead of Buy now and Add to cart', async () => {
    await signedInAs('learner');
    const course = approved()[0]!;
    ownOnly(course.id);
    grantPurchase(backend.db(), 1, course.id);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp(`/single-course/${course.id}`, { session: sessions.learner });
    const box = within(
      await screen.findByRole('complementary', { name: 'Watch this course' }, { timeout: 5000 }),
    );
    expect(await box.findByText('You own this course')).toBeVisible();
    expect(box.queryByRole('link', { name: 'Buy now' })).toBeNull();
    expect(box.queryByRole('button', { name: /^(Add to cart|In cart)$/ })).toBeNull();
    expect(box.queryByText('Buy this course to watch it.')).toBeNull();
    expect(box.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Not started',
    );
    expect(box.queryByRole('note')).toBeNull();
    await userEvent.setup().click(box.getByRole('button', { name: 'Start watching' }));
    expect(box.getByLabelText(`Video: ${course.title.en}`)).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
  });

  it('keeps Buy now, to checkout with the id, for a course the learner has not bought', async () => {
    await signedInAs('learner');
    const [bought, other] = approved();
    ownOnly(bought!.id);
    renderApp(`/single-course/${other!.id}`, { session: sessions.learner });
    expect(await screen.findByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      `/learner/checkout?courseId=${other!.id}`,
    );
    expect(screen.queryByText('You own this course')).toBeNull();
    expect(screen.getByText('Buy this course to watch it.')).toBeInTheDocument();
    // Only buyers review.
    expect(
      await screen.findByText('Only learners who bought this course can rate and review it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });
});

describe('course facts', () => {
  const detail = (time: string | null, selected: boolean | 0 | 1) => ({
    course_details_data_id: 1,
    time,
    selected,
    detail: {
      id: 1,
      icon: 'x.svg',
      editable: 1 as const,
      time: null,
      text_en: 'Video',
      text_ru: null,
      text_arm: null,
    },
  });

  it('adds the times up and shows them as a duration, in each language', () => {
    expect(totalHours([], 'en')).toBe('0 hr');
    expect(totalHours([detail('01:30:00', 1), detail('00:45:00', true)], 'en')).toBe('2 hr 15 min');
    expect(totalHours([detail('08:30:00', 1)], 'ru')).toBe('8 ч 30 мин');
    expect(totalHours([detail('08:30:00', 1)], 'arm')).toBe('8 ժ 30 ր');
    expect(shortTime('10:05:00', 'en')).toBe('10 hr 5 min');
    expect(shortTime('00:45:00', 'en')).toBe('45 min');
    expect(shortTime('03:00:00', 'en')).toBe('3 hr');
    expect(shortTime(null, 'en')).toBeNull();
  });

  it('lists only the details the instructor included', () => {
    expect(
      includedDetails([detail(null, 0), detail(null, true), detail('01:00:00', false)]),
    ).toHaveLength(2);
  });
});

describe('reviews on the course page', () => {
  it('a learner posts a rating and a comment: it shows at the top with their rating', async () => {
    await signedInAs('learner');
    const course = approved()[0]!;
    grantPurchase(backend.db(), 1, course.id);
    const user = userEvent.setup();
    renderApp(`/single-course/${course.id}`, { session: sessions.learner });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const stars = await within(reviews).findByRole('group', { name: 'Your rating' });
    expect(within(stars).getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
    await user.click(within(stars).getByRole('radio', { name: '4 out of 5 stars' }));
    await user.type(
      within(reviews).getByRole('textbox', { name: 'Your comment' }),
      'Clear and useful.',
    );
    await user.click(within(reviews).getByRole('button', { name: 'Post review' }));
    expect(await within(reviews).findByText('Thanks for your review!')).toBeVisible();
    const first = within(within(reviews).getAllByRole('article')[0]!);
    expect(first.getByText('Clear and useful.')).toBeVisible();
    expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(reviews).getByText('Your rating: 4 out of 5')).toBeVisible();
    expect(within(reviews).getAllByText('Clear and useful.')).toHaveLength(1);
  });

  it('shows a refused field under its field, keeping what was typed', async () => {
    await signedInAs('learner');
    backend.server.use(
      http.post('*/api/course-reviews', () =>
        HttpResponse.json(
          {
            message_key: 'validation.rating_required',
            errors: { rating: ['validation.rating_required'] },
          },
          { status: 422 },
        ),
      ),
    );
    const course = approved()[0]!;
    grantPurchase(backend.db(), 1, course.id);
    const user = userEvent.setup();
    renderApp(`/single-course/${course.id}`, { session: sessions.learner });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const comment = await within(reviews).findByRole('textbox', { name: 'Your comment' });
    await user.type(comment, 'Kept after a refusal');
    await user.click(within(reviews).getByRole('button', { name: 'Post review' }));
    const group = within(reviews).getByRole('group', { name: 'Your rating' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/rating/i));
    expect(comment).toHaveValue('Kept after a refusal');
  });

  it('views all comments through the all-comments call', async () => {
    const course = approved()[0]!;
    const user = userEvent.setup();
    renderApp(`/single-course/${course.id}`);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).queryByRole('group', { name: 'Your rating' })).toBeNull();
    await user.click(within(reviews).getByRole('button', { name: 'View all comments' }));
    await waitFor(() =>
      expect(within(reviews).queryByRole('button', { name: 'View all comments' })).toBeNull(),
    );
  });

  it('shows a review posted by someone else arriving live, without a reload', async () => {
    const course = approved()[0]!;
    renderApp(`/single-course/${course.id}`);
    const reviews = await screen.findByRole('region', { name: 'Reviews' }, { timeout: 5000 });
    // Another learner, signed in elsewhere, posts a review while this page is open.
    const other = backend
      .db()
      .state.users.find(
        (entry) => entry.role === 'learner' && entry.email !== READY_ACCOUNTS.learner.email,
      )!;
    const { token } = await login({ email: other.email, password: other.password });
    // The review is sent once the page's public channel is subscribed on the mock's hub.
    await waitFor(
      () =>
        expect(
          pusherHub
            .subscriptions()
            .some(({ channels }) => channels.includes(`course.${course.id}`)),
        ).toBe(true),
      { timeout: 5000 },
    );
    await createCourseReview(
      { course_id: course.id, rating: 3, comment_text: 'Arrived live from elsewhere.' },
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(
      await within(reviews).findByText('Arrived live from elsewhere.', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(within(reviews).getAllByText('Arrived live from elsewhere.')).toHaveLength(1);
  });
});

describe('the course page’s faces', () => {
  it('gives a buyer the player, their progress and "Continue from 1:00"', async () => {
    await signedInAs('learner');
    const course = approved().find((entry) => entry.id === SEEDED_LEARNING.halfWatchedCourseId)!;
    renderApp(`/single-course/${course.id}`, { session: sessions.learner });
    const box = within(
      await screen.findByRole('complementary', { name: 'Watch this course' }, { timeout: 5000 }),
    );
    expect(await box.findByRole('button', { name: 'Continue from 1:00' })).toBeVisible();
    expect(box.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(box.getByLabelText(`Video: ${course.title.en}`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Post review' })).toBeVisible();
  });

  it('gives the course’s own instructor the player and a link to edit it', async () => {
    const { token } = await login(READY_ACCOUNTS.instructor);
    localStorage.setItem('token', token);
    const course = approved().find((entry) => entry.user_id === 2)!;
    renderApp(`/single-course/${course.id}`, { session: sessions.instructor });
    const box = within(
      await screen.findByRole('complementary', { name: 'Your course' }, { timeout: 5000 }),
    );
    expect(box.getByRole('link', { name: 'Edit course' })).toHaveAttribute(
      'href',
      `/instructor/change-courses/${course.id}`,
    );
    expect(box.getByLabelText(`Video: ${course.title.en}`)).toBeInTheDocument();
    expect(box.queryByText(/watch it/)).toBeNull();
  });

  it('gives another instructor the locked face, with no player and no buying', async () => {
    const { token } = await login(READY_ACCOUNTS.instructor);
    localStorage.setItem('token', token);
    const course = approved().find((entry) => entry.user_id !== 2)!;
    renderApp(`/single-course/${course.id}`, { session: sessions.instructor });
    const box = within(
      await screen.findByRole('complementary', { name: 'Buy this course' }, { timeout: 5000 }),
    );
    expect(
      box.getByText('Only learners who bought this course and its instructor can watch it.'),
    ).toBeVisible();
    expect(box.queryByLabelText(/^Video:/)).toBeNull();
    expect(box.queryByRole('link', { name: 'Buy now' })).toBeNull();
  });

  it('shows an instructor’s description and a reviewer’s comment with markup as text (decision 29)', async () => {
    const course = approved()[0]!;
    const record = backend.db().state.courses.find((entry) => entry.id === course.id)!;
    record.description.en =
      'First line <script>window.hacked = true</script>\nSecond line <img src=x onerror="window.hacked = true">';
    backend.db().state.comments.push({
      id: 9999,
      course_id: course.id,
      user_id: 6,
      rating: 4,
      comment_text: '<b>bold?</b>\n<img src=x onerror="window.hacked = true">',
      created_at: new Date().toISOString(),
    });
    renderApp(`/single-course/${course.id}`);
    const description = await screen.findByText(/First line <script>/, {}, { timeout: 5000 });
    expect(description.textContent).toBe(record.description.en);
    expect(document.querySelector('main script, main img[src="x"]')).toBeNull();
    expect(await screen.findByText(/<b>bold\?<\/b>/)).toBeVisible();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the server’s refusal when a learner who has not bought the course posts a review', async () => {
    await signedInAs('learner');
    const course = approved()[0]!;
    // The page believes the course is the learner's; the server knows better.
    backend.server.use(
      http.get('*/api/purchased-courses', () =>
        HttpResponse.json({
          courses: [
            {
              id: course.id,
              title_en: course.title.en,
              title_ru: null,
              title_arm: null,
              thumbnail: null,
              progress: null,
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/single-course/${course.id}`, { session: sessions.learner });
    const reviews = await screen.findByRole('region', { name: 'Reviews' }, { timeout: 5000 });
    await user.click(await within(reviews).findByRole('button', { name: 'Post review' }));
    expect(
      await within(reviews).findByText(
        'Only learners who bought this course can rate and review it.',
      ),
    ).toBeVisible();
  });
});
