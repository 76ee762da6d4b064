import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';
import { addToWishlist } from '@/generated/client/wishlist/wishlist';
import { WISHLIST_PAGE_SIZE } from './wishlist-page';
import { signedInAs } from '../../../tests/support/signed-in-as';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

async function learnerWithWishlist(count: number) {
  await signedInAs('learner');
  const courses = backend
    .db()
    .state.courses.filter((course) => course.status === 'approved')
    .slice(0, count);
  for (const course of courses) await addToWishlist(course.id);
  return courses;
}

const list = () => screen.findByRole('region', { name: 'Saved courses' });

describe('wishlist page', () => {
  it('says when the wishlist is empty, with a way to the courses', async () => {
    await learnerWithWishlist(0);
    renderApp('/learner/wishlist', { session: sessions.learner });
    expect(await screen.findByText(/Your wishlist is empty/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('pages three to a page; removing reloads and the header count follows', async () => {
    await learnerWithWishlist(WISHLIST_PAGE_SIZE + 1);
    const user = userEvent.setup();
    const { router } = renderApp('/learner/wishlist?page=1', { session: sessions.learner });
    const region = await list();
    await waitFor(() =>
      expect(within(region).getAllByRole('article')).toHaveLength(WISHLIST_PAGE_SIZE),
    );
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Wishlist, 4 courses' })).toBeVisible();
    const remove = within(region).getAllByRole('button', { name: /^Remove from wishlist/ })[0]!;
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await header.findByRole('link', { name: 'Wishlist, 3 courses' })).toBeVisible();
    expect(backend.db().state.wishlist).toHaveLength(WISHLIST_PAGE_SIZE);
    // The page reloads: the course that was fourth moves up, and one page is left.
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Wishlist pages' })).toBeNull(),
    );
    expect(router.state.location.search).toBe('?page=1');
  });

  it('goes to the previous page when a removal empties a page that is not the first', async () => {
    await learnerWithWishlist(WISHLIST_PAGE_SIZE + 1);
    const user = userEvent.setup();
    const { router } = renderApp('/learner/wishlist?page=2', { session: sessions.learner });
    const region = await list();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
    const remove = within(region).getByRole('button', { name: /^Remove from wishlist/ });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    await waitFor(() =>
      expect(within(region).getAllByRole('article')).toHaveLength(WISHLIST_PAGE_SIZE),
    );
  });
});

describe('a bought course in the wishlist (decision 19)', () => {
  it('says Purchased and leads to it; the others offer Buy now with their id', async () => {
    const [bought, other] = await learnerWithWishlist(2);
    const db = backend.db();
    const learner = db.state.users.find((user) => user.email === READY_ACCOUNTS.learner.email)!;
    // As the payments engine records a completed purchase.
    db.state.purchases.push({
      id: 1,
      user_id: learner.id,
      course_id: bought!.id,
      payment_id: 1,
      created_at: new Date().toISOString(),
    });
    renderApp('/learner/wishlist', { session: sessions.learner });
    const region = await list();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(2));
    const card = (title: string) =>
      within(
        within(region)
          .getAllByRole('article')
          .find((article) => within(article).queryByRole('heading', { name: title }))!,
      );
    const owned = card(bought!.title.en);
    expect(await owned.findByText('Purchased')).toBeVisible();
    expect(owned.getByRole('link', { name: `Go to course: ${bought!.title.en}` })).toHaveAttribute(
      'href',
      `/single-course/${bought!.id}`,
    );
    expect(owned.queryByRole('link', { name: /^Buy now/ })).toBeNull();
    const notOwned = card(other!.title.en);
    expect(notOwned.queryByText('Purchased')).toBeNull();
    expect(notOwned.getByRole('link', { name: `Buy now: ${other!.title.en}` })).toHaveAttribute(
      'href',
      `/learner/checkout?courseId=${other!.id}`,
    );
  });
});
