import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend, withToken } from '../../../mocks/testing/use-mock-backend';
import { addToCart } from '@/generated/client/cart/cart';
import { addToWishlist } from '@/generated/client/wishlist/wishlist';
import type { PurchasedCourse } from '@/generated/model';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

const approvedCourses = () =>
  backend.db().state.courses.filter((course) => course.status === 'approved');

/** The mock's courses as the purchased-courses call answers them. */
const purchased = (count: number): PurchasedCourse[] =>
  approvedCourses()
    .slice(0, count)
    .map((course) => ({
      id: course.id,
      title_en: course.title.en,
      title_ru: course.title.ru,
      title_arm: course.title.arm,
      thumbnail: course.thumbnail,
    }));

/** Answers GET /api/purchased-courses with `courses` (per test, until the engine lands). */
function ownCourses(courses: PurchasedCourse[]) {
  backend.server.use(http.get('*/api/purchased-courses', () => HttpResponse.json({ courses })));
}

const failOnce = (path: string, status = 500) =>
  backend.server.use(http.get(`*${path}`, () => HttpResponse.json({}, { status }), { once: true }));

describe('my learning', () => {
  it('lists the bought courses, each leading to its course page', async () => {
    await signedInAs('learner');
    const courses = purchased(2);
    ownCourses(courses);
    renderLiveApp('/learner/my-learning');
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'My learning' });
    await waitFor(() => expect(main.getAllByRole('article')).toHaveLength(2));
    for (const course of courses) {
      expect(main.getByRole('heading', { level: 3, name: course.title_en })).toBeVisible();
      expect(main.getByRole('link', { name: `Start: ${course.title_en}` })).toHaveAttribute(
        'href',
        `/single-course/${course.id}`,
      );
    }
    // This server keeps no progress (the answers carry none): the browser does, and says so.
    expect(main.getByRole('note')).toHaveTextContent('saved in this browser only');
  });

  it('shows each course’s progress, last watched first, with Continue, Start or Completed', async () => {
    await signedInAs('learner');
    const [first, second, third] = purchased(3);
    ownCourses([
      { ...first!, progress: null },
      {
        ...second!,
        progress: {
          position_seconds: 30,
          duration_seconds: 120,
          completed: false,
          updated_at: '2026-11-01T10:00:00.000Z',
        },
      },
      {
        ...third!,
        progress: {
          position_seconds: 120,
          duration_seconds: 120,
          completed: true,
          updated_at: '2026-10-01T10:00:00.000Z',
        },
      },
    ]);
    renderLiveApp('/learner/my-learning');
    const main = within(await screen.findByRole('main'));
    await waitFor(() => expect(main.getAllByRole('article')).toHaveLength(3));
    const cards = main.getAllByRole('article').map((card) => within(card));
    expect(cards[0]!.getByRole('link', { name: `Continue: ${second!.title_en}` })).toBeVisible();
    expect(cards[0]!.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(cards[0]!.getByText('25% watched')).toBeVisible();
    expect(cards[1]!.getByRole('link', { name: `Completed: ${third!.title_en}` })).toBeVisible();
    expect(cards[1]!.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(cards[2]!.getByRole('link', { name: `Start: ${first!.title_en}` })).toBeVisible();
    expect(cards[2]!.getByText('Not started')).toBeVisible();
    expect(main.queryByRole('note')).toBeNull();
  });

  it('marks a title shown in its English fallback with lang', async () => {
    await setupI18n('ru');
    await signedInAs('learner');
    const [course] = purchased(1);
    ownCourses([{ ...course!, title_ru: null }]);
    renderLiveApp('/learner/my-learning');
    const heading = await screen.findByRole('heading', { level: 3, name: course!.title_en });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('article')).getByText('На английском')).toBeVisible();
  });

  it('offers the catalogue when nothing is bought yet', async () => {
    await signedInAs('learner');
    ownCourses([]);
    renderLiveApp('/learner/my-learning');
    expect(await screen.findByText("You haven't purchased any courses yet")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('treats a server without the call (404) as nothing bought, with no error', async () => {
    await signedInAs('learner');
    backend.server.use(
      http.get('*/api/purchased-courses', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    renderLiveApp('/learner/my-learning');
    expect(await screen.findByText("You haven't purchased any courses yet")).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    await signedInAs('learner');
    const courses = purchased(1);
    ownCourses(courses);
    failOnce('/api/purchased-courses');
    renderLiveApp('/learner/my-learning');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.setup().click(main.getByRole('button', { name: 'Try again' }));
    expect(
      await main.findByRole('heading', { level: 3, name: courses[0]!.title_en }),
    ).toBeVisible();
    expect(main.queryByRole('alert')).toBeNull();
  });
});

describe('profile page', () => {
  it('shows the first three bought, wishlist and cart courses, each row with View more', async () => {
    const token = await signedInAs('learner');
    const [first, second, third, fourth] = approvedCourses();
    for (const course of [first!, second!, third!, fourth!])
      await addToWishlist(course.id, withToken(token));
    await addToCart(first!.id, withToken(token));
    const bought = purchased(4);
    ownCourses(bought);
    renderLiveApp('/learner/profile-page');
    const wishlist = within(await screen.findByRole('region', { name: 'Wishlist' }));
    await waitFor(() => expect(wishlist.getAllByRole('article')).toHaveLength(3));
    const cart = within(screen.getByRole('region', { name: 'My cart' }));
    await waitFor(() => expect(cart.getAllByRole('article')).toHaveLength(1));
    expect(cart.getByRole('heading', { name: first!.title.en })).toBeInTheDocument();
    expect(wishlist.getByRole('link', { name: 'View more: Wishlist' })).toHaveAttribute(
      'href',
      '/learner/wishlist',
    );
    expect(cart.getByRole('link', { name: 'View more: My cart' })).toHaveAttribute(
      'href',
      '/learner/shopping-cart',
    );
    const learning = within(screen.getByRole('region', { name: 'My learning' }));
    await waitFor(() => expect(learning.getAllByRole('article')).toHaveLength(3));
    expect(learning.getByRole('link', { name: `Start: ${bought[3]!.title_en}` })).toHaveAttribute(
      'href',
      `/single-course/${bought[3]!.id}`,
    );
    // None started: the newest purchases first.
    expect(learning.queryByRole('heading', { name: bought[0]!.title_en })).toBeNull();
    expect(learning.getByRole('link', { name: 'View more: My learning' })).toHaveAttribute(
      'href',
      '/learner/my-learning',
    );
  });

  it('shows empty rows as such', async () => {
    await signedInAs('learner');
    ownCourses([]);
    renderLiveApp('/learner/profile-page');
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    const learning = within(screen.getByRole('region', { name: 'My learning' }));
    expect(await learning.findByText("You haven't purchased any courses yet")).toBeVisible();
  });

  it('lets each row fail and retry on its own, leaving the other two', async () => {
    const token = await signedInAs('learner');
    const [first] = approvedCourses();
    await addToWishlist(first!.id, withToken(token));
    await addToCart(first!.id, withToken(token));
    const bought = purchased(1);
    ownCourses(bought);
    failOnce('/api/wishlist');
    renderLiveApp('/learner/profile-page');
    const wishlist = within(await screen.findByRole('region', { name: 'Wishlist' }));
    const cart = within(screen.getByRole('region', { name: 'My cart' }));
    const learning = within(screen.getByRole('region', { name: 'My learning' }));
    expect(await wishlist.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(await cart.findByRole('heading', { name: first!.title.en })).toBeVisible();
    expect(await learning.findByRole('heading', { name: bought[0]!.title_en })).toBeVisible();
    expect(cart.queryByRole('alert')).toBeNull();
    expect(learning.queryByRole('alert')).toBeNull();

    await userEvent.setup().click(wishlist.getByRole('button', { name: 'Try again' }));
    expect(await wishlist.findByRole('heading', { name: first!.title.en })).toBeVisible();
    expect(wishlist.queryByRole('alert')).toBeNull();
  });

  it('shows a failed my learning row with Retry while the lists still show', async () => {
    const token = await signedInAs('learner');
    const [first] = approvedCourses();
    await addToCart(first!.id, withToken(token));
    const bought = purchased(1);
    // Failing until Retry: the cart's card reads the same list, and its mount asks again.
    let failing = true;
    backend.server.use(
      http.get('*/api/purchased-courses', () =>
        failing ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ courses: bought }),
      ),
    );
    renderLiveApp('/learner/profile-page');
    const learning = within(await screen.findByRole('region', { name: 'My learning' }));
    const cart = within(screen.getByRole('region', { name: 'My cart' }));
    expect(await cart.findByRole('heading', { name: first!.title.en })).toBeVisible();
    expect(await learning.findByRole('alert')).toBeVisible();
    failing = false;
    await userEvent.setup().click(learning.getByRole('button', { name: 'Try again' }));
    expect(await learning.findByRole('heading', { name: bought[0]!.title_en })).toBeVisible();
  });

  it('speaks Armenian', async () => {
    await setupI18n('arm');
    await signedInAs('learner');
    ownCourses([]);
    renderLiveApp('/learner/profile-page');
    expect(await screen.findByRole('region', { name: 'Իմ զամբյուղը' })).toBeInTheDocument();
    expect(await screen.findByText('Ձեր զամբյուղը դատարկ է։')).toBeInTheDocument();
    expect(await screen.findByText('Դուք դեռ ոչ մի դասընթաց չեք գնել')).toBeInTheDocument();
  });
});
