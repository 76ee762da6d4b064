// The header's wishlist and cart badges show no number until the count is known: an empty pill
// named without a count, never a wrong "0".
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();

beforeEach(async () => {
  await setupI18n('en');
});

describe('learner list badges', () => {
  it('show an empty, unnumbered pill until the counts arrive, then the counts', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    backend.server.use(
      http.get('*/api/wishlist/count', async () => {
        await answered;
        return HttpResponse.json({ wishlist_count: 3 });
      }),
      http.get('*/api/cart/count', async () => {
        await answered;
        return HttpResponse.json({ cart_count: 2 });
      }),
    );
    renderApp('/', { session: sessions.learner });
    const header = within(await screen.findByRole('banner', {}, { timeout: 5000 }));

    const wishlist = await header.findByRole('link', { name: 'Wishlist' });
    const cart = header.getByRole('link', { name: 'Cart' });
    for (const link of [wishlist, cart]) {
      const count = link.querySelector('.list-badge__count')!;
      expect(count).toHaveTextContent(/^$/);
      expect(count).toHaveAttribute('data-pending');
      expect(count).toHaveAttribute('aria-hidden', 'true');
    }

    answer();
    expect(await header.findByRole('link', { name: 'Wishlist, 3 courses' })).toBeVisible();
    const cartCount = header.getByRole('link', { name: 'Cart, 2 courses' });
    expect(cartCount.querySelector('.list-badge__count')).toHaveTextContent('2');
    expect(cartCount.querySelector('.list-badge__count')).not.toHaveAttribute('data-pending');
  });
});
