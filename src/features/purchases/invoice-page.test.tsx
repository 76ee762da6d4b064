import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { payment, serveDetails, serveHistory, topUp } from '../../../tests/support/payments';
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

const paid = payment(502, { created_at: '2025-03-15T10:02:00.000000Z' });

async function openInvoice(url: string) {
  const view = renderApp(url, { session: sessions.learner });
  await screen.findByRole('heading', { level: 1, name: 'Invoice' });
  return { ...view, main: within(screen.getByRole('main')), user: userEvent.setup() };
}

describe('invoice', () => {
  it('states seller, buyer, order, date, item, amount, currency and status as the server has them', async () => {
    serveDetails(backend.server, [paid]);
    const { main } = await openInvoice('/learner/invoice/502');
    const invoice = within(
      await main.findByRole('article', { name: 'Invoice for order #1000502' }),
    );
    const seller = within(invoice.getByRole('region', { name: 'Seller' }));
    expect(seller.getByText(/hello@academy\.example/)).toBeInTheDocument();
    expect(seller.getByText(/Academy/)).toBeInTheDocument();
    const buyer = invoice.getByRole('region', { name: 'Billed to' });
    expect(buyer).toHaveTextContent('Ani Petrosyan');
    expect(buyer).toHaveTextContent('learner@academy.test');
    expect(invoice.getByText('Order #1000502')).toBeInTheDocument();
    expect(invoice.getByText('March 15, 2025')).toBeInTheDocument();
    expect(invoice.getByText('Status').nextElementSibling).toHaveTextContent('✓ Completed');
    const items = invoice.getByRole('table', { name: 'What was paid for' });
    const [, item, total] = within(items).getAllByRole('row');
    expect(within(item!).getByRole('rowheader')).toHaveTextContent('UI Design Fundamentals');
    expect(item).toHaveTextContent('AMD');
    expect(item).toHaveTextContent('֏19,000.00');
    expect(total).toHaveTextContent('Total֏19,000.00');
  });

  it('prints with the browser’s print dialog', async () => {
    serveDetails(backend.server, [paid]);
    const print = vi.fn();
    window.print = print;
    const { main, user } = await openInvoice('/learner/invoice/502');
    await user.click(await main.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('names a top-up as such', async () => {
    serveDetails(backend.server, [topUp(601, { status: 'deposited' })]);
    const { main } = await openInvoice('/learner/invoice/601');
    const items = await main.findByRole('table', { name: 'What was paid for' });
    expect(within(items).getAllByRole('rowheader')[0]).toHaveTextContent('Wallet top-up');
  });

  it('issues none for a payment that did not go through', async () => {
    serveDetails(backend.server, [payment(503, { status: 'pending' })]);
    const { main } = await openInvoice('/learner/invoice/503');
    expect(
      await main.findByText('This payment has no invoice: its status is "Pending".'),
    ).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
    expect(main.getByRole('link', { name: 'Back to purchase history' })).toHaveAttribute(
      'href',
      '/learner/purchase-history',
    );
  });

  it('says so for a payment that is not the learner’s, with a way to try again', async () => {
    serveDetails(backend.server, [paid]);
    const { main } = await openInvoice('/learner/invoice/999');
    expect(await main.findByRole('alert')).toBeInTheDocument();
    expect(main.queryByRole('article')).toBeNull();
  });

  it('opens from the history’s invoice link', async () => {
    serveHistory(backend.server, [[paid]]);
    serveDetails(backend.server, [paid]);
    renderApp('/learner/purchase-history', { session: sessions.learner });
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'Invoice for order #1000502' });
    // A page change while the header's controls chunk is still on its way stays on the old page
    // inside user-event's act() (a test artefact): change pages only once it has arrived.
    await headerControlsArrived();
    await user.click(link);
    expect(
      await screen.findByRole('article', { name: 'Invoice for order #1000502' }),
    ).toBeInTheDocument();
  });
});
