// The header's wishlist and cart badges show no number until the count is known: an empty pill
// named without a count, never a wrong "0".
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

  // jsdom lays nothing out, so this proves the rule, not the pixels (a browser journey measures).
  it("give the pending pill the loaded pill's box: a height equal to the line, the same min-width", () => {
    const css = readFileSync(resolve(import.meta.dirname, 'learner-list-badges.css'), 'utf8');
    const declarations = (selector: string) => {
      const body = new RegExp(`\\n${selector.replace(/[.[\]]/g, '\\$&')} \\{([^}]*)\\}`).exec(
        css,
      )?.[1];
      expect(body, selector).toBeDefined();
      return Object.fromEntries(
        body!
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .split(';')
          .map((line) => line.split(':').map((part) => part.trim()))
          .filter(([name]) => name),
      ) as Record<string, string>;
    };
    const pill = declarations('.list-badge__count');
    expect(pill.height).toBe(pill['line-height']);
    expect(pill['min-width']).toBe(pill['line-height']);
    // An empty span has no line box: only the explicit height keeps the pending pill's size.
    const pending = declarations('.list-badge__count[data-pending]');
    for (const size of ['height', 'min-height', 'min-width', 'width', 'padding', 'line-height'])
      expect(pending).not.toHaveProperty(size);
  });
});
