import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '@/generated/model';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import {
  asPartThree,
  historyPage,
  payment,
  serveHistory,
  topUp,
} from '../../../tests/support/payments';
import {
  headerControlsArrived,
  renderApp,
  sessions,
  setupI18n,
} from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});
afterEach(() => vi.restoreAllMocks());

async function openHistory(url = '/learner/purchase-history') {
  const view = renderApp(url, { session: sessions.learner });
  await screen.findByRole('heading', { level: 1, name: 'Purchase history' });
  return { ...view, main: within(screen.getByRole('main')), user: userEvent.setup() };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('purchase history', () => {
  it('is a captioned table of the server’s payments: product, order, date, amount, status, invoice', async () => {
    serveHistory(backend.server, [
      [
        payment(502, { created_at: '2025-03-15T10:02:00.000000Z' }),
        topUp(501, { status: 'declined', card_pan: '400000******0002' }),
      ],
    ]);
    const { main } = await openHistory();
    const table = await main.findByRole('table', { name: 'Your payments and top-ups, page 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Order number', 'Date', 'Amount', 'Status', 'Invoice']);
    const [purchase, refused] = rowsOf(table);
    expect(within(purchase!).getByRole('rowheader')).toHaveTextContent('UI Design Fundamentals');
    expect(purchase).toHaveTextContent('Order #1000502');
    expect(purchase).toHaveTextContent('March 15, 2025');
    expect(purchase).toHaveTextContent('֏19,000.00');
    expect(purchase).toHaveTextContent('Completed');
    expect(
      within(purchase!).getByRole('link', { name: 'Invoice for order #1000502' }),
    ).toHaveAttribute('href', '/learner/invoice/502');
    expect(within(refused!).getByRole('rowheader')).toHaveTextContent('Wallet top-up');
    expect(refused).toHaveTextContent('֏5,000.00');
    expect(refused).toHaveTextContent('Declined');
    expect(within(refused!).queryByRole('link')).toBeNull();
    expect(refused).toHaveTextContent('No invoice: the payment did not go through');
  });

  it('shows part 3’s leaner items (no currency, no course titles): the description, amounts in drams', async () => {
    serveHistory(backend.server, [
      [
        asPartThree(payment(502, { description: 'Course purchase - UI Design' })),
        asPartThree(topUp(501)),
      ],
    ]);
    const { main } = await openHistory();
    const table = await main.findByRole('table', { name: 'Your payments and top-ups, page 1' });
    const [purchase, funds] = rowsOf(table);
    expect(within(purchase!).getByRole('rowheader')).toHaveTextContent(
      'Course purchase - UI Design',
    );
    expect(purchase).toHaveTextContent('֏19,000.00');
    expect(
      within(purchase!).getByRole('link', { name: 'Invoice for order #1000502' }),
    ).toBeVisible();
    expect(within(funds!).getByRole('rowheader')).toHaveTextContent('Wallet top-up');
    expect(funds).toHaveTextContent('֏5,000.00');
  });

  it('translates every status, with a sign beside the colour, and offers invoices only for paid ones', async () => {
    const statuses: PaymentStatus[] = [
      'pending',
      'approved',
      'deposited',
      'completed',
      'declined',
      'canceled',
      'refunded',
      'failed',
    ];
    serveHistory(backend.server, [statuses.map((status, index) => payment(index + 1, { status }))]);
    const { main } = await openHistory();
    const rows = rowsOf(await main.findByRole('table'));
    const badges = rows.map((row) => row.querySelector('.status-badge')!);
    expect(badges.map((badge) => badge.textContent)).toEqual([
      '… Pending',
      '✓ Approved',
      '✓ Deposited',
      '✓ Completed',
      '✕ Declined',
      '✕ Canceled',
      '↩ Refunded',
      '✕ Failed',
    ]);
    expect(rows.map((row) => within(row).queryByRole('link') !== null)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    // Why there is no invoice, in words that fit the status: pending is not a failed payment.
    const noInvoice = rows.map(
      (row) => row.querySelector('td:last-child .visually-hidden')?.textContent ?? null,
    );
    expect(noInvoice).toEqual([
      'No invoice yet: the payment is still pending',
      null,
      null,
      null,
      'No invoice: the payment did not go through',
      'No invoice: the payment did not go through',
      'No invoice: the payment was refunded',
      'No invoice: the payment did not go through',
    ]);
  });

  it('pages from the address: the pager replaces ?page=, and a page past the last lands on it', async () => {
    const asked = serveHistory(backend.server, [
      [payment(3, { course_title_en: 'First page course' })],
      [payment(2, { course_title_en: 'Second page course' })],
    ]);
    const { main, user, router } = await openHistory('/learner/purchase-history?page=9');
    const table = await main.findByRole('table', { name: 'Your payments and top-ups, page 2' });
    expect(table).toHaveTextContent('Second page course');
    expect(router.state.location.search).toBe('?page=2');
    await headerControlsArrived();
    const pager = within(main.getByRole('navigation', { name: 'Purchase history pages' }));
    await user.click(pager.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    expect(
      await main.findByRole('table', { name: 'Your payments and top-ups, page 1' }),
    ).toHaveTextContent('First page course');
    expect(asked).toEqual([9, 2, 1]);
  });

  it('shows the empty text with the catalogue when there are no payments', async () => {
    serveHistory(backend.server, []);
    const { main } = await openHistory();
    expect(
      await main.findByText('You have no payments yet: no course purchases and no top-ups.'),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(main.queryByRole('table')).toBeNull();
  });

  it('says a failure and loads again on Retry', async () => {
    let fail = true;
    backend.server.use(
      http.get('*/api/payments/history', () =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json(historyPage([[payment(7)]], 1)),
      ),
    );
    const { main, user } = await openHistory();
    const alert = await main.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByRole('table')).toHaveTextContent('Order #1000007');
  });

  it('speaks Russian: the course’s Russian title, dates and amounts in Russian notation', async () => {
    await setupI18n('ru');
    serveHistory(backend.server, [[payment(502), topUp(501, { currency: 'AMD' })]]);
    renderApp('/learner/purchase-history', { session: sessions.learner });
    const table = await screen.findByRole('table', {
      name: 'Ваши платежи и пополнения, страница 1',
    });
    const [first, second] = rowsOf(table);
    expect(first).toHaveTextContent('Основы UI-дизайна');
    expect(first).toHaveTextContent('14 марта 2025');
    expect(first!.textContent).toMatch(/19\s000,00\s֏/);
    expect(first).toHaveTextContent('Выполнен');
    expect(second).toHaveTextContent('Пополнение кошелька');
  });
});
