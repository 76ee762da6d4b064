import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import {
  headerControlsArrived,
  renderApp,
  sessions,
  setupI18n,
} from '../../../tests/support/render-app';
import { addToCart } from '@/generated/client/cart/cart';
import type { LearnerCourseCard } from '@/generated/model';
import { CART_PAGE_SIZE } from './shopping-cart-page';
import { cartSum } from './cart-total';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

async function learnerWithCart(count: number) {
  await signedInAs('learner');
  const courses = backend
    .db()
    .state.courses.filter((course) => course.status === 'approved')
    .slice(0, count);
  for (const course of courses) await addToCart(course.id);
  return courses;
}

describe('shopping cart page', () => {
  it('says when the cart is empty, with a way to the courses', async () => {
    await learnerWithCart(0);
    renderApp('/learner/shopping-cart', { session: sessions.learner });
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('shows the count, four to a page, checkout per item; move keeps it in the cart, remove takes it out', async () => {
    await learnerWithCart(CART_PAGE_SIZE + 1);
    const user = userEvent.setup();
    renderApp('/learner/shopping-cart?page=1', { session: sessions.learner });
    const region = await screen.findByRole('region', { name: 'Courses in your cart' });
    expect(await within(region).findByText('Courses in your cart: 5')).toBeVisible();
    await waitFor(() =>
      expect(within(region).getAllByRole('article')).toHaveLength(CART_PAGE_SIZE),
    );
    const first = within(within(region).getAllByRole('article')[0]!);
    const courseId = backend.db().state.cart.toSorted((a, b) => b.id - a.id)[0]!.course_id;
    expect(first.getByRole('link', { name: /^Checkout/ })).toHaveAttribute(
      'href',
      `/learner/checkout?courseId=${courseId}`,
    );

    const move = first.getByRole('button', { name: /^Move to wishlist/ });
    await waitFor(() => expect(move).toBeEnabled());
    await user.click(move);
    expect(await first.findByRole('button', { name: /^In wishlist/ })).toBeDisabled();
    expect(backend.db().state.wishlist.map((entry) => entry.course_id)).toEqual([courseId]);
    expect(backend.db().state.cart).toHaveLength(CART_PAGE_SIZE + 1);
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Wishlist, 1 course' })).toBeVisible();

    await user.click(first.getByRole('button', { name: /^Remove/ }));
    expect(await within(region).findByText('Courses in your cart: 4')).toBeVisible();
    expect(await header.findByRole('link', { name: 'Cart, 4 courses' })).toBeVisible();
    expect(backend.db().state.cart.map((entry) => entry.course_id)).not.toContain(courseId);
  });

  it('asks for the whole cart once per visit: the pages, the total and the Remove buttons share it', async () => {
    await learnerWithCart(CART_PAGE_SIZE + 1);
    const user = userEvent.setup();
    const requests: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === '/api/cart') requests.push(url.search);
    };
    backend.server.events.on('request:start', listen);
    try {
      const { router } = renderApp('/learner/shopping-cart', { session: sessions.learner });
      const region = await screen.findByRole('region', { name: 'Courses in your cart' });
      expect(await within(region).findByText(/^Total: /)).toBeVisible();
      const removes = await within(region).findAllByRole('button', { name: /^Remove/ });
      expect(removes).toHaveLength(CART_PAGE_SIZE);
      await waitFor(() => removes.forEach((button) => expect(button).toBeEnabled()));
      // The next page is cut from the same list, not asked for.
      await headerControlsArrived();
      const pages = within(screen.getByRole('navigation', { name: 'Cart pages' }));
      await user.click(pages.getByRole('button', { name: /next/i }));
      await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
      await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
      // The whole list (no query string), once.
      expect(requests).toEqual(['']);
    } finally {
      backend.server.events.removeListener('request:start', listen);
    }
  });

  it('steps back to the page before when a removal empties the last page', async () => {
    const courses = await learnerWithCart(CART_PAGE_SIZE + 1);
    const user = userEvent.setup();
    renderApp('/learner/shopping-cart?page=2', { session: sessions.learner });
    const region = await screen.findByRole('region', { name: 'Courses in your cart' });
    // Newest first: the first course added is the one on page 2.
    const only = within(await within(region).findByRole('article'));
    expect(only.getByRole('heading', { name: courses[0]!.title.en })).toBeVisible();
    const remove = only.getByRole('button', { name: /^Remove/ });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    await waitFor(() =>
      expect(within(region).getAllByRole('article')).toHaveLength(CART_PAGE_SIZE),
    );
    expect(within(region).queryByRole('heading', { name: courses[0]!.title.en })).toBeNull();
    expect(await within(region).findByText('Courses in your cart: 4')).toBeVisible();
  });
});

describe('a bought course in the cart (decision 19)', () => {
  it('says Purchased and leads to the course instead of checkout', async () => {
    const [bought, other] = await learnerWithCart(2);
    backend.server.use(
      http.get('*/api/purchased-courses', () =>
        HttpResponse.json({
          courses: [
            {
              id: bought!.id,
              title_en: bought!.title.en,
              title_ru: null,
              title_arm: null,
              thumbnail: null,
            },
          ],
        }),
      ),
    );
    renderApp('/learner/shopping-cart', { session: sessions.learner });
    const region = await screen.findByRole('region', { name: 'Courses in your cart' });
    const card = (title: string) =>
      within(
        within(region)
          .getAllByRole('article')
          .find((article) => within(article).queryByRole('heading', { name: title }))!,
      );
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(2));
    const owned = card(bought!.title.en);
    expect(await owned.findByText('Purchased')).toBeVisible();
    expect(owned.queryByRole('link', { name: /^Checkout/ })).toBeNull();
    for (const link of owned.getAllByRole('link', { name: `Go to course: ${bought!.title.en}` }))
      expect(link).toHaveAttribute('href', `/single-course/${bought!.id}`);
    expect(owned.getAllByRole('link', { name: /^Go to course/ })).toHaveLength(2);
    const notOwned = card(other!.title.en);
    expect(notOwned.queryByText('Purchased')).toBeNull();
    expect(notOwned.getByRole('link', { name: /^Checkout/ })).toHaveAttribute(
      'href',
      `/learner/checkout?courseId=${other!.id}`,
    );
  });
});

describe('cart sum', () => {
  const course = (price: string | null, currency: 'USD' | null) =>
    ({
      price_en: price,
      currency_en: currency,
      price_ru: null,
      currency_ru: null,
      price_arm: null,
      currency_arm: null,
    }) as unknown as LearnerCourseCard;

  it('adds prices in one currency and refuses to mix', () => {
    expect(cartSum([course('10.10', 'USD'), course('0.20', 'USD')], 'en')).toEqual({
      text: '$10.30',
      differs: false,
    });
    expect(cartSum([course('10', 'USD'), course(null, null)], 'en')).toBeNull();
    expect(cartSum([], 'en')).toBeNull();
  });

  it('adds what paying charges (drams), not the dollars listed, and says they differ', () => {
    const both = (usd: string, amd: string) =>
      ({
        ...course(usd, 'USD'),
        price_arm: amd,
        currency_arm: 'AMD',
      }) as unknown as LearnerCourseCard;
    expect(cartSum([both('29', '11500'), both('10.10', '0.20')], 'en')).toEqual({
      text: '֏11,500.20',
      differs: true,
    });
  });
});
