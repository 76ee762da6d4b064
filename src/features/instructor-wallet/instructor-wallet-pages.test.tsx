import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instructorWalletQueries } from '@/entities/instructor-wallet/instructor-wallet-queries';
import { LEDGER_INSTRUCTOR_ID } from '../../../mocks/db/seed-ledger';
import { walletCents } from '../../../mocks/payments/ledger';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import {
  headerControlsArrived,
  renderApp,
  sessions,
  setupI18n,
} from '../../../tests/support/render-app';
import { monthlyEarnings } from './monthly-earnings';
import { fileSaver } from '@/lib/browser/save-file';
import { signedInAs } from '../../../tests/support/signed-in-as';

// The chart itself (recharts, SVG measured by layout) is checked in the browser journeys; here a
// stand-in says which months it was given, so the table can be compared with it.
vi.mock('./earnings-chart', () => ({
  default: ({ months }: { months: Array<{ key: string; net: string }> }) => (
    <ol data-testid="chart-stand-in">
      {months.map((month) => (
        <li key={month.key}>{`${month.key}=${month.net}`}</li>
      ))}
    </ol>
  ),
}));

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
  await signedInAs('instructor');
});
afterEach(() => vi.restoreAllMocks());

async function open(url: string, title: string) {
  const view = renderApp(url, { session: sessions.instructor });
  await screen.findByRole('heading', { level: 1, name: title });
  return { ...view, main: within(screen.getByRole('main')), user: userEvent.setup() };
}

const drams = (cents: number) =>
  `֏${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(cents / 100)}`;
const figure = (main: ReturnType<typeof within>, term: string) =>
  main.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the instructor’s wallet', () => {
  it('shows the figures the server reports, with no fee percentage written anywhere', async () => {
    const { main } = await open('/instructor/wallet', 'Wallet');
    const cents = walletCents(backend.db(), LEDGER_INSTRUCTOR_ID);
    await main.findByTestId('wallet-balance');
    expect(figure(main, 'My balance')).toHaveTextContent(drams(cents.current_balance));
    expect(figure(main, 'Available for withdrawal')).toHaveTextContent(
      drams(cents.current_balance),
    );
    expect(figure(main, 'Earnings received')).toHaveTextContent(drams(cents.earnings_received));
    expect(figure(main, 'Earnings pending')).toHaveTextContent(drams(cents.earnings_pending));
    expect(figure(main, 'Earnings canceled')).toHaveTextContent(drams(cents.earnings_canceled));
    expect(figure(main, 'Platform fees')).toHaveTextContent(drams(cents.total_fee));
    expect(figure(main, 'Total gross earnings')).toHaveTextContent(drams(cents.total_gross));
    expect(main.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/instructor/withdraw-funds',
    );
    expect(main.getByRole('link', { name: 'Purchase history' })).toHaveAttribute(
      'href',
      '/instructor/purchase-history',
    );
    expect(screen.getByRole('main').textContent).not.toMatch(/%/);
  });

  it('lists the withdrawal requests with their status and the administrator’s note', async () => {
    const { main } = await open('/instructor/wallet', 'Wallet');
    const table = await main.findByTestId('withdrawals-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const rejected = rows.find((row) => row.textContent?.includes('Rejected'))!;
    expect(rejected).toHaveTextContent('The account holder name does not match the account.');
    expect(rows.filter((row) => row.textContent?.includes('Approved'))).toHaveLength(3);
  });

  it('shows twelve months of net earnings, the table matching what the chart is given', async () => {
    const { main, user } = await open('/instructor/wallet', 'Wallet');
    const chart = await main.findByTestId('chart-stand-in');
    const expected = monthlyEarnings(
      backend
        .db()
        .state.sales.filter((sale) => sale.instructor_id === LEDGER_INSTRUCTOR_ID)
        .map((sale) => ({
          id: sale.id,
          order_number: sale.order_number,
          type: 'course_purchase' as const,
          status: sale.status,
          amount: '0.00',
          platform_fee: '0.00',
          net_amount: (sale.net_cents / 100).toFixed(2),
          description: null,
          created_at: sale.created_at,
          course_id: sale.course_id,
        })),
      new Date(),
      () => '',
    );
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected.map((month) => `${month.key}=${month.net}`));
    await user.click(main.getByText('Show the figures as a table'));
    const table = main.getByTestId('earnings-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    rows.forEach((row, index) =>
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(
        drams(expected[index]!.netMinor),
      ),
    );
  });
});

describe('the sales history', () => {
  it('pages the sales with gross, fee, net and status, ten a page', async () => {
    const { main, user } = await open('/instructor/purchase-history', 'Purchase history');
    const table = await main.findByRole('table', { name: 'Sales, page 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Course', 'Order', 'Date', 'Total amount', 'Service fee', 'Net', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const newest = [...backend.db().state.sales].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    )[0]!;
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(`Order #${newest.order_number}`);
    expect(first).toHaveTextContent(drams(newest.gross_cents));
    expect(first).toHaveTextContent(drams(newest.fee_cents));
    expect(first).toHaveTextContent(drams(newest.net_cents));
    await headerControlsArrived();
    await user.click(main.getByRole('button', { name: 'Page 2' }));
    expect(await main.findByRole('table', { name: 'Sales, page 2' })).toBeInTheDocument();
  });

  it('exports every sale of every page as CSV', async () => {
    const saved = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const { main, user } = await open('/instructor/purchase-history', 'Purchase history');
    await main.findByRole('table', { name: 'Sales, page 1' });
    await user.click(main.getByRole('button', { name: 'Export all sales (CSV)' }));
    const total = backend.db().state.sales.length;
    expect(await main.findByText(`${total} sales saved as sales.csv.`)).toBeInTheDocument();
    const [name, text, type] = saved.mock.calls[0]!;
    expect(name).toBe('sales.csv');
    expect(type).toBe('text/csv;charset=utf-8');
    if (typeof text !== 'string') throw new Error('The CSV is saved as text');
    // A byte-order mark first, so spreadsheets read the Armenian and Russian titles as UTF-8.
    expect(text.startsWith('\uFEFFDate,')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Order,Course,Total amount,Service fee,Net,Currency,Status');
    expect(lines).toHaveLength(total + 1);
  });
});

describe('withdrawing', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    main: ReturnType<typeof within>,
    amount: string,
  ) => {
    await user.type(await main.findByRole('textbox', { name: /Amount/ }), amount);
    await user.type(main.getByRole('textbox', { name: /Bank name/ }), 'Ameriabank');
    await user.type(main.getByRole('textbox', { name: /Account holder/ }), 'Anna Petrosyan');
    await user.type(main.getByRole('textbox', { name: /Account number/ }), '1570012345678900');
  };

  it('refuses more than the balance at the amount field, keeping what was typed', async () => {
    const { main, user } = await open('/instructor/withdraw-funds', 'Withdraw funds');
    const balance = walletCents(backend.db(), LEDGER_INSTRUCTOR_ID).current_balance;
    await fill(user, main, ((balance + 100) / 100).toFixed(2));
    await user.click(main.getByRole('button', { name: 'Continue' }));
    const amount = main.getByRole('textbox', { name: /Amount/ });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/more than your available balance/),
    );
    await waitFor(() => expect(amount).toHaveFocus());
    expect(main.getByRole('textbox', { name: /Bank name/ })).toHaveValue('Ameriabank');
  });

  it('shows the server’s limits and message at the amount', async () => {
    const { main, user } = await open('/instructor/withdraw-funds', 'Withdraw funds');
    await fill(user, main, '10');
    await user.click(main.getByRole('button', { name: 'Continue' }));
    await user.click(await main.findByRole('button', { name: 'Confirm withdrawal' }));
    const amount = await main.findByRole('textbox', { name: /Amount/ });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/Between ֏1,000.00 and ֏500,000.00/),
    );
    expect(amount).toHaveAccessibleDescription(/below the minimum withdrawal/);
    expect(amount).toHaveValue('10');
  });

  it('confirms what will be paid out, sends one request, and the wallet shows it pending', async () => {
    const requests: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/instructor/wallet/withdraw'))
        requests.push(request.headers.get('idempotency-key') ?? '');
    });
    const { main, user, router } = await open('/instructor/withdraw-funds', 'Withdraw funds');
    await fill(user, main, '25000');
    await user.click(main.getByRole('button', { name: 'Continue' }));
    expect(await main.findByTestId('confirm-amount')).toHaveTextContent('֏25,000.00');
    expect(main.getByRole('heading', { name: 'Confirm your withdrawal' })).toHaveFocus();
    const confirm = main.getByRole('button', { name: 'Confirm withdrawal' });
    // The message arrives in a live region that is already there, empty: a region born with its
    // text in it may go unsaid.
    const flashRegion = screen.getByTestId('flash-region');
    expect(flashRegion).toHaveAttribute('aria-live', 'polite');
    expect(flashRegion).toHaveTextContent('');
    await user.dblClick(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/wallet'));
    expect(await screen.findByText(/Your withdrawal request was sent/)).toBeInTheDocument();
    expect(flashRegion).toBe(screen.getByTestId('flash-region'));
    expect(flashRegion).toHaveTextContent(/Your withdrawal request was sent/);
    const table = await screen.findByTestId('withdrawals-table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('֏25,000.00');
    expect(first).toHaveTextContent('Pending');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      backend.db().state.withdrawals.filter((entry) => entry.status === 'pending'),
    ).toHaveLength(1);
  });

  it('hands the focus of Change details to the form it brings back', async () => {
    const { main, user } = await open('/instructor/withdraw-funds', 'Withdraw funds');
    await fill(user, main, '25000');
    await user.click(main.getByRole('button', { name: 'Continue' }));
    main.getByRole('button', { name: 'Change details' }).focus();
    await user.keyboard('{Enter}');
    const amount = await main.findByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('25000');
  });

  it('shows the request pending at once and takes it away when the server fails', async () => {
    let release: () => void = () => {};
    backend.server.use(
      http.post('*/api/instructor/wallet/withdraw', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        await delay(1);
        return HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 500 });
      }),
    );
    const { main, user, queryClient } = await open('/instructor/withdraw-funds', 'Withdraw funds');
    await queryClient.fetchQuery(instructorWalletQueries.withdrawals());
    await fill(user, main, '25000');
    await user.click(main.getByRole('button', { name: 'Continue' }));
    await user.click(await main.findByRole('button', { name: 'Confirm withdrawal' }));
    const key = instructorWalletQueries.withdrawals().queryKey;
    await waitFor(() =>
      expect(queryClient.getQueryData(key)?.[0]).toMatchObject({
        amount: '25000.00',
        status: 'pending',
      }),
    );
    release();
    expect(
      await main.findByText('The request could not be sent. Nothing was withdrawn. Try again.'),
    ).toBeInTheDocument();
    expect(queryClient.getQueryData(key)?.some((row) => row.id < 0)).toBe(false);
    expect(queryClient.getQueryData(key)).toHaveLength(4);
    expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('adds no row to a withdrawals list it never read (no one-row list passing for the whole)', async () => {
    backend.server.use(
      http.post('*/api/instructor/wallet/withdraw', () =>
        HttpResponse.json({ message_key: 'auth.something_went_wrong' }, { status: 500 }),
      ),
    );
    const { main, user, queryClient } = await open('/instructor/withdraw-funds', 'Withdraw funds');
    await fill(user, main, '25000');
    await user.click(main.getByRole('button', { name: 'Continue' }));
    await user.click(await main.findByRole('button', { name: 'Confirm withdrawal' }));
    await main.findByRole('button', { name: 'Try again' });
    expect(
      queryClient.getQueryData(instructorWalletQueries.withdrawals().queryKey),
    ).toBeUndefined();
  });
});
