import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import {
  asPartThree,
  historyPage,
  payment,
  serveHistory,
  topUp,
} from '../../../tests/support/payments';
import { renderApp, sampleUsers, sessions, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});
afterEach(() => vi.restoreAllMocks());

function serveProfile(balance: string | undefined) {
  backend.server.use(
    http.get('*/api/user/profile', () =>
      HttpResponse.json({
        user: { ...sampleUsers.learner, balance, balance_currency: 'AMD' },
        role: 'learner',
      }),
    ),
  );
}

async function openWallet() {
  renderApp('/learner/wallet', { session: sessions.learner });
  await screen.findByRole('heading', { level: 1, name: 'Wallet' });
  return within(screen.getByRole('main'));
}

/** The figure shown under the term `term`. */
const figure = (main: ReturnType<typeof within>, term: string) =>
  main.getByText(term).nextElementSibling as HTMLElement;

describe('wallet', () => {
  it('shows the profile’s balance and links to add funds and the history', async () => {
    serveProfile('12500.50');
    serveHistory(backend.server, [[]]);
    const main = await openWallet();
    expect(await main.findByText('֏12,500.50')).toBeInTheDocument();
    expect(figure(main, 'Wallet balance')).toHaveTextContent('֏12,500.50');
    expect(main.getByRole('link', { name: 'Add funds' })).toHaveAttribute(
      'href',
      '/learner/add-funds',
    );
    expect(main.getByRole('link', { name: 'Purchase history' })).toHaveAttribute(
      'href',
      '/learner/purchase-history',
    );
  });

  it('adds up completed course purchases over every page of the history, not page 1 only', async () => {
    serveProfile('0.00');
    const asked = serveHistory(backend.server, [
      [
        payment(10, { amount: '0.10' }),
        topUp(9, { status: 'completed', amount: '5000.00' }),
        payment(8, { status: 'pending', amount: '7000.00' }),
      ],
      [payment(7, { amount: '0.20' }), payment(6, { status: 'declined', amount: '900.00' })],
      [payment(5, { amount: '19000.00' }), payment(4, { status: 'refunded', amount: '300.00' })],
    ]);
    const main = await openWallet();
    // 0.10 + 0.20 + 19000.00, exactly: no float drift, no top-up, pending, declined or refund.
    expect(await main.findByText('֏19,000.30')).toBeInTheDocument();
    expect(figure(main, 'Total spent on courses')).toHaveTextContent('֏19,000.30');
    expect([...asked].sort()).toEqual([1, 2, 3]);
  });

  it('adds up part 3’s leaner items (no currency) as drams', async () => {
    serveProfile('0.00');
    serveHistory(backend.server, [
      [
        asPartThree(payment(3, { amount: '100.50' })),
        asPartThree(topUp(2, { status: 'completed', amount: '5000.00' })),
        asPartThree(payment(1, { amount: '200.25' })),
      ],
    ]);
    const main = await openWallet();
    expect(await main.findByText('֏300.75')).toBeInTheDocument();
    expect(figure(main, 'Total spent on courses')).toHaveTextContent('֏300.75');
  });

  it('keeps each currency apart: one figure per currency, never two in one', async () => {
    serveProfile('0.00');
    serveHistory(backend.server, [
      [payment(3, { amount: '49.99', currency: 'USD' }), payment(2, { amount: '1000.00' })],
      [payment(1, { amount: '0.01', currency: 'USD' })],
    ]);
    const main = await openWallet();
    const dollars = await main.findByText('Total spent on courses in USD');
    expect(dollars.nextElementSibling).toHaveTextContent(/^\$50\.00$/);
    expect(figure(main, 'Total spent on courses in AMD')).toHaveTextContent(/^֏1,000\.00$/);
    expect(main.queryByText('Total spent on courses')).toBeNull();
  });

  it('takes the server’s total_spent when it sends one, without reading further pages', async () => {
    serveProfile('0.00');
    const asked = serveHistory(
      backend.server,
      [[payment(2, { amount: '10.00' })], [payment(1, { amount: '20.00' })]],
      [{ amount: '123456.00', currency: 'AMD' }],
    );
    const main = await openWallet();
    expect(await main.findByText('֏123,456.00')).toBeInTheDocument();
    expect(asked).toEqual([1]);
  });

  it('shows zero spent with no purchases', async () => {
    serveProfile('0.00');
    serveHistory(backend.server, [[]]);
    const main = await openWallet();
    expect(await main.findAllByText('֏0.00')).toHaveLength(2);
  });

  it('says the server reports no balance rather than show a made-up zero', async () => {
    serveProfile(undefined);
    serveHistory(backend.server, [[]]);
    const main = await openWallet();
    expect(await main.findByText('Not reported by the server')).toBeInTheDocument();
    expect(figure(main, 'Wallet balance')).not.toHaveTextContent('֏');
    // The total spent still shows: one missing figure is no failure of the page.
    expect(figure(main, 'Total spent on courses')).toHaveTextContent('֏0.00');
  });

  it('fails the total rather than show a short one when a page fails, and retries', async () => {
    serveProfile('100.00');
    let failSecond = true;
    const pages = [[payment(2, { amount: '10.00' })], [payment(1, { amount: '20.00' })]];
    backend.server.use(
      http.get('*/api/payments/history', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2 && failSecond) return HttpResponse.json({}, { status: 500 });
        return HttpResponse.json(historyPage(pages, page));
      }),
    );
    const main = await openWallet();
    const spent = figure(main, 'Total spent on courses');
    const alert = await within(spent).findByRole('alert');
    expect(spent).not.toHaveTextContent('֏10.00');
    expect(figure(main, 'Wallet balance')).toHaveTextContent('֏100.00');
    failSecond = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByText('֏30.00')).toBeInTheDocument();
    expect(figure(main, 'Total spent on courses')).toHaveTextContent(/^֏30\.00$/);
  });

  it('speaks Russian', async () => {
    await setupI18n('ru');
    serveProfile('12500.00');
    serveHistory(backend.server, [[]]);
    renderApp('/learner/wallet', { session: sessions.learner });
    await screen.findByRole('heading', { level: 1, name: 'Кошелёк' });
    expect(await screen.findByText(/12\s500,00\s֏/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пополнить' })).toBeInTheDocument();
  });
});
