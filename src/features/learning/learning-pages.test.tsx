import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend, withToken } from '../../../mocks/testing/use-mock-backend';
import { login } from '@/generated/client/auth/auth';
import { addToCart } from '@/generated/client/cart/cart';
import { addToWishlist } from '@/generated/client/wishlist/wishlist';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { SampleVideoGrid } from './sample-video-grid';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

async function signIn() {
  const { token } = await login(READY_ACCOUNTS.learner);
  localStorage.setItem('token', token);
  return token;
}

const approvedCourses = () =>
  backend.db().state.courses.filter((course) => course.status === 'approved');

describe('my learning', () => {
  it('shows playable sample videos marked as samples, with each status, on pages 1–5', async () => {
    await signIn();
    const { location } = renderLiveApp('/learner/my-learning?page=2');
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'My learning' });
    expect(main.getByRole('note')).toHaveTextContent('Sample content');
    const videos = main.getAllByLabelText(/^Sample video: /);
    expect(videos).toHaveLength(6);
    expect(videos[0]).toHaveAttribute(
      'src',
      expect.stringMatching(/\/storage\/videos\/sample\.webm$/),
    );
    expect(main.getAllByText('In review').length).toBeGreaterThan(0);
    expect(main.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(main.getAllByText('Declined').length).toBeGreaterThan(0);
    expect(
      main.getByRole('button', { name: 'Play the sample video: Web development for beginners' }),
    ).toBeInTheDocument();
    const pager = main.getByRole('navigation', { name: 'My learning pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(location()).toBe('/learner/my-learning?page=5'));
  });

  it('offers the catalogue when there is nothing to show', async () => {
    const router = createMemoryRouter([{ path: '/', element: <SampleVideoGrid videos={[]} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("You haven't purchased any courses yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });
});

describe('profile page', () => {
  it("shows the samples and the learner's real first three wishlist and cart courses", async () => {
    const token = await signIn();
    const [first, second, third, fourth] = approvedCourses();
    for (const course of [first!, second!, third!, fourth!])
      await addToWishlist(course.id, withToken(token));
    await addToCart(first!.id, withToken(token));
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
    expect(learning.getByRole('note')).toHaveTextContent('Sample content');
    expect(learning.getAllByLabelText(/^Sample video: /)).toHaveLength(3);
    expect(learning.getByRole('link', { name: 'View more: My learning' })).toHaveAttribute(
      'href',
      '/learner/my-learning',
    );
  });

  it('shows an empty wishlist and cart as such', async () => {
    await signIn();
    renderLiveApp('/learner/profile-page');
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('speaks Armenian', async () => {
    await setupI18n('arm');
    await signIn();
    renderLiveApp('/learner/profile-page');
    expect(await screen.findByRole('region', { name: 'Իմ զամբյուղը' })).toBeInTheDocument();
    expect(await screen.findByText('Ձեր զամբյուղը դատարկ է։')).toBeInTheDocument();
  });
});
