import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { resetMatchMedia } from '../../../tests/support/match-media';
import {
  renderApp,
  sessions,
  setupI18n,
  headerControlsArrived,
} from '../../../tests/support/render-app';
import { PurchaseList } from './purchase-history-page';

setupMockBackend();
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

describe('purchase history', () => {
  it('is a captioned table of sample rows from 768 px, statuses cycling, dates and amounts in English', async () => {
    resetMatchMedia(1024);
    const { main } = await openHistory();
    expect(main.getByRole('note')).toHaveTextContent('Sample purchases');
    const table = main.getByRole('table', { name: 'Your course purchases, page 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Date', 'Total Amount', 'Status', 'Invoice']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Completed',
      'Pending',
      'Declined',
      'Completed',
    ]);
    expect(rows[0]).toHaveTextContent('Web development for beginners');
    expect(rows[0]).toHaveTextContent('October 28, 2026');
    expect(rows[0]).toHaveTextContent('$85.00');
  });

  it('turns into cards below 768 px', async () => {
    resetMatchMedia(375);
    const { main } = await openHistory();
    expect(main.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(main.getByRole('list', { name: 'Your course purchases, page 1' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(4);
    expect(cards.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Web development for beginners',
    );
  });

  it('pages 1–5 on ?page=', async () => {
    resetMatchMedia(1024);
    const { main, user, router } = await openHistory('/learner/purchase-history?page=3');
    expect(main.getByRole('table', { name: 'Your course purchases, page 3' })).toBeInTheDocument();
    const pager = within(main.getByRole('navigation', { name: 'Purchase history pages' }));
    await headerControlsArrived();
    await user.click(pager.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=5'));
    expect(
      await main.findByRole('table', { name: 'Your course purchases, page 5' }),
    ).toBeInTheDocument();
  });

  it('opens a printable invoice of the row', async () => {
    resetMatchMedia(1024);
    const print = vi.fn();
    window.print = print;
    const { main, user } = await openHistory();
    await user.click(main.getAllByRole('button', { name: /^Invoice: / })[1]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice INV-2026-0002' }));
    expect(dialog.getByText('UI design fundamentals')).toBeInTheDocument();
    expect(dialog.getByText('Sample invoice: no payment was made.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('speaks Russian: dates and amounts in Russian notation', async () => {
    resetMatchMedia(1024);
    await setupI18n('ru');
    renderApp('/learner/purchase-history', { session: sessions.learner });
    const table = await screen.findByRole('table', { name: 'Ваши покупки курсов, страница 1' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('28 октября 2026');
    expect(first.textContent).toMatch(/85,00\s\$/);
    expect(first).toHaveTextContent('Выполнен');
  });

  it('shows the empty text with the catalogue when there are no purchases', async () => {
    resetMatchMedia(1024);
    const router = createMemoryRouter([
      { path: '/', element: <PurchaseList purchases={[]} page={1} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("You don't have any course purchases.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
  });
});
