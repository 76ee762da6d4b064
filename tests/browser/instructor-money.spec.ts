// The instructor's money in a real browser under the in-browser mock: a learner buys
// the ready instructor's course through the bank (the buying journeys' helpers), the instructor
// sees the sale pending, the developer panel settles it and the balance grows live; a withdrawal
// over the balance is refused at its field, a valid one shows pending at once, a double press
// sends one request (checked in the mock's data), the panel rejects it with a note and the
// instructor is told live and sees the note; the earnings chart shows twelve months and its table
// says the same. axe runs on the wallet, the sales history and the withdraw page.
import type { Page } from 'playwright-core';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import walletTexts from '../../src/locales/en/instructor-wallet.json';
import paymentsTexts from '../../src/locales/en/payments.json';
import serverTexts from '../../src/locales/en/server.json';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  callFromPage,
  forgetSession,
  mainLandmark as main,
  openPath,
  signIn,
  startInLanguage,
  waitForPathname,
} from './support/app';
import { describe, expect, test } from './support/browser';
import { checkoutWithNewCard, payOnBankPage } from './support/buying-journeys';

/** The ready instructor's course 1 (mocks/db/seed.ts): 11 900 AMD, net 8 330 AMD after the fee. */
const COURSE = { id: 1, title: 'JavaScript for Beginners', price: 1_190_000, fee: 357_000 };
const INSTRUCTOR_ID = 2;
const journeyTimeout = 90_000;

const amd = (cents: number) =>
  `֏${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const centsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** A call from the page with the instructor's token; answers the JSON body. */
const call = async <T>(
  page: Page,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
) => (await callFromPage<T>(page, options.method ?? 'GET', path, { body: options.body })).json;

interface Summary {
  summary: { current_balance: string; earnings_pending: string };
}
interface DevLedger {
  pending_sales: { id: number }[];
  withdrawals: {
    id: number;
    instructor_email: string;
    status: string;
    amount: string;
    admin_notes: string | null;
  }[];
}

const balanceCents = async (page: Page) =>
  centsOf((await call<Summary>(page, '/api/instructor/wallet/summary')).summary.current_balance);

/** The page's realtime client listens on the instructor's channel (live updates can arrive). */
const subscribed = (page: Page) =>
  expect
    .poll(async () => {
      const { connections } = await call<{ connections: { channels: string[] }[] }>(
        page,
        '/__dev/realtime',
      );
      return connections.flatMap((entry) => entry.channels);
    })
    .toContain(`private-user.${INSTRUCTOR_ID}`);

async function openPanelTab(page: Page) {
  await page.getByRole('button', { name: devPanelTexts.open }).click();
  const dialog = page.getByRole('dialog', { name: devPanelTexts.title });
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: devPanelTexts.tabs.ledger }).click();
  return dialog;
}

async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: devPanelTexts.title }).waitFor({ state: 'hidden' });
}

/** What the header's announcer last said (each live notification). */
const announced = (page: Page) =>
  page.locator('[role="status"][aria-live="polite"]').allTextContents();

const figure = (page: Page, testId: string) => main(page).getByTestId(testId);

describe('the instructor’s money (in-browser mock)', () => {
  test(
    'a learner buys the course: the sale is pending, the panel settles it, the balance grows live',
    async ({ page }) => {
      await startInLanguage(page, 'en');
      await signIn(page, 'learner', { at: '/learner/shopping-cart', heading: 'Shopping cart' });
      await checkoutWithNewCard({ open: openPath }, page, COURSE.id);
      await payOnBankPage(page, '4242 4242 4242 4242');
      await waitForPathname(page, '/payment/result');
      await main(page)
        .getByRole('heading', { name: paymentsTexts.succeeded.courseTitle })
        .waitFor();

      // The instructor signs in (same browser, the same mock's data).
      await forgetSession(page);
      await signIn(page, 'instructor', {
        at: '/instructor/purchase-history',
        heading: 'Purchase history',
      });
      const sale = main(page).getByTestId('sales-table').getByRole('row').nth(1);
      await expect.poll(() => sale.textContent()).toContain(COURSE.title);
      const row = (await sale.textContent()) ?? '';
      expect(row).toContain(walletTexts.sales.statuses.pending);
      expect(row).toContain(amd(COURSE.price));
      expect(row).toContain(amd(COURSE.fee));
      expect(row).toContain(amd(COURSE.price - COURSE.fee));
      await expectNoSeriousA11yViolations(page, 'the sales history');

      await openPath(page, '/instructor/wallet');
      const before = await balanceCents(page);
      await expect.poll(() => figure(page, 'wallet-balance').textContent()).toBe(amd(before));
      await subscribed(page);

      const dialog = await openPanelTab(page);
      await dialog
        .getByRole('button', {
          name: devPanelTexts.ledger.settleAll.replace('{{number}}', '1'),
        })
        .click();
      await dialog
        .getByRole('status')
        .filter({ hasText: devPanelTexts.ledger.settled.replace('{{number}}', '1') })
        .waitFor();
      await closePanel(page);

      // No reload: the notification reads the wallet again.
      const after = before + COURSE.price - COURSE.fee;
      await expect.poll(() => figure(page, 'wallet-balance').textContent()).toBe(amd(after));
      await expect.poll(() => announced(page)).toContainEqual(expect.stringContaining('settled'));
      await expectNoSeriousA11yViolations(page, 'the wallet');
    },
    journeyTimeout,
  );

  test(
    'withdrawing: over the balance refused at the field, a double press makes one pending request, the panel rejects it with a note, seen live',
    async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/instructor/wallet/withdraw')
          sent.push(request.headers()['idempotency-key'] ?? '');
      });
      await startInLanguage(page, 'en');
      // From the wallet, as an instructor would: its withdrawals list is then on screen to take
      // the new request at once.
      await signIn(page, 'instructor', { at: '/instructor/wallet', heading: 'Wallet' });
      await main(page).getByTestId('withdrawals-table').waitFor();
      await main(page).getByRole('link', { name: walletTexts.summary.withdraw }).click();
      await waitForPathname(page, '/instructor/withdraw-funds');
      const balance = await balanceCents(page);
      const form = main(page);
      const amount = form.getByRole('textbox', {
        name: new RegExp(`^${walletTexts.withdraw.amount}`),
      });
      await amount.fill(((balance + 1) / 100).toFixed(2));
      await form
        .getByRole('textbox', { name: new RegExp(walletTexts.withdraw.bankName) })
        .fill('Ameriabank');
      await form
        .getByRole('textbox', { name: new RegExp(walletTexts.withdraw.accountHolderName) })
        .fill('Anna Petrosyan');
      await form
        .getByRole('textbox', { name: new RegExp(walletTexts.withdraw.accountNumber) })
        .fill('1570012345678900');
      await form.getByRole('button', { name: walletTexts.withdraw.review }).click();
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
      await expect
        .poll(() => form.getByText(serverTexts.wallet.amount_exceeds_balance).isVisible())
        .toBe(true);
      await expect
        .poll(() => amount.evaluate((node) => node === document.activeElement))
        .toBe(true);
      await expectNoSeriousA11yViolations(page, 'the withdraw form, refused');
      expect(sent).toEqual([]);

      await amount.fill('20000');
      await form.getByRole('button', { name: walletTexts.withdraw.review }).click();
      await expect
        .poll(() => form.getByTestId('confirm-amount').textContent())
        .toBe(amd(2_000_000));
      await expectNoSeriousA11yViolations(page, 'the withdrawal confirmation');
      await subscribed(page);
      await form.getByRole('button', { name: walletTexts.withdraw.confirm }).dblclick();

      await waitForPathname(page, '/instructor/wallet');
      const first = main(page).getByTestId('withdrawals-table').getByRole('row').nth(1);
      await expect.poll(() => first.textContent()).toContain(amd(2_000_000));
      expect(await first.textContent()).toContain(walletTexts.withdrawals.statuses.pending);
      // One request, one pending request in the mock's data.
      expect(sent).toHaveLength(1);
      const ledger = await call<DevLedger>(page, '/__dev/ledger');
      const pending = ledger.withdrawals.filter(
        (entry) =>
          entry.instructor_email === 'instructor@academy.test' && entry.status === 'pending',
      );
      expect(pending).toEqual([expect.objectContaining({ amount: '20000.00' })]);
      expect(await balanceCents(page)).toBe(balance - 2_000_000);

      // The panel rejects it with a note; the instructor is told and sees the note, live.
      const note = 'The account number is closed.';
      const dialog = await openPanelTab(page);
      const card = dialog.getByTestId(`dev-withdrawal-${pending[0]!.id}`);
      await card.waitFor();
      await expectNoSeriousA11yViolations(page, 'the developer panel’s payouts');
      await card.getByLabel(devPanelTexts.ledger.note).fill(note);
      await card.getByRole('button', { name: devPanelTexts.ledger.reject }).click();
      await dialog
        .getByRole('status')
        .filter({
          hasText: devPanelTexts.ledger.decided.reject.replace('{{id}}', String(pending[0]!.id)),
        })
        .waitFor();
      await closePanel(page);
      await expect
        .poll(() => first.textContent())
        .toContain(walletTexts.withdrawals.statuses.rejected);
      expect(await first.textContent()).toContain(note);
      await expect.poll(() => announced(page)).toContainEqual(expect.stringContaining(note));
      // The amount is back in the balance.
      await expect.poll(() => figure(page, 'wallet-balance').textContent()).toBe(amd(balance));
    },
    journeyTimeout,
  );

  test(
    'the earnings chart shows twelve months, its tooltip reached by keyboard, and its table says the same',
    async ({ page }) => {
      await startInLanguage(page, 'en');
      await signIn(page, 'instructor', { at: '/instructor/wallet', heading: 'Wallet' });
      const chart = main(page).getByTestId('earnings-chart');
      await chart.locator('svg').first().waitFor();
      const ticks = chart.locator('text.earnings-chart__month');
      await expect.poll(() => ticks.count()).toBe(12);
      const months = await ticks.allTextContents();

      await main(page).getByText(walletTexts.earnings.showTable).click();
      const table = main(page).getByTestId('earnings-table');
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(12);
      expect(await rows.locator('th').allTextContents()).toEqual(months);
      const totals = await rows.locator('td:nth-of-type(1)').allTextContents();
      // A bar for every month that earned something (a month of nothing draws no bar).
      const earning = totals.filter((total) => total !== amd(0)).length;
      expect(earning).toBeGreaterThan(6);
      await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(earning);

      // Keyboard: focus the chart, the tooltip shows a month with its courses; arrows move it.
      const surface = chart.locator('svg[tabindex="0"]').first();
      await surface.focus();
      await page.keyboard.press('ArrowRight');
      const tooltip = page.getByTestId('earnings-tooltip');
      await tooltip.waitFor();
      for (let step = 0; step < 12; step += 1) {
        const text = (await tooltip.textContent()) ?? '';
        const index = months.findIndex((month) => text.startsWith(`${month}:`));
        expect(index, text).toBeGreaterThanOrEqual(0);
        expect(text).toContain(totals[index]!);
        // The same courses with the same amounts as the table's row.
        expect(await tooltip.locator('li').allTextContents()).toEqual(
          await rows.nth(index).locator('li').allTextContents(),
        );
        // What the keys show is said: the live region names the month and its total.
        await expect
          .poll(() => chart.getByTestId('earnings-announcer').textContent())
          .toContain(`${months[index]}: ${totals[index]}`);
        if (index === 11) break;
        await page.keyboard.press('ArrowRight');
      }
      // The chart is one Tab stop: the next Tab reaches the table's toggle, not its drawing.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.textContent),
        'focused after the chart',
      ).toBe(walletTexts.earnings.showTable);
      await expectNoSeriousA11yViolations(page, 'the wallet with the earnings table open');
    },
    journeyTimeout,
  );

  test('on a phone only the withdrawals table scrolls sideways, and every chart label is readable at 375 and 320 px', async ({
    page,
  }) => {
    await startInLanguage(page, 'en');
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'instructor', { at: '/instructor/wallet', heading: 'Wallet' });
    const table = main(page).getByTestId('withdrawals-table');
    await table.waitFor();
    const ticks = main(page).getByTestId('earnings-chart').locator('text.earnings-chart__month');
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      // The page does not pan (the table's hidden texts, too, stay inside its own scroller).
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      // The table keeps its columns and scrolls within its own box, which fits the screen.
      const scroller = await table.evaluate((node) => {
        const box = node.parentElement!;
        return {
          overflow: getComputedStyle(box).overflowX,
          right: box.getBoundingClientRect().right,
          focusable: box.tabIndex === 0,
        };
      });
      expect(scroller.overflow).toBe('auto');
      expect(scroller.right).toBeLessThanOrEqual(width);
      expect(scroller.focusable).toBe(true);
      // Twelve month labels, each inside the screen, none over another, none tiny.
      await expect.poll(() => ticks.count()).toBe(12);
      const overlaps = async () => {
        const boxes = await ticks.evaluateAll((nodes) =>
          nodes.map((node) => {
            const box = node.getBoundingClientRect();
            return {
              left: box.left,
              right: box.right,
              top: box.top,
              bottom: box.bottom,
              size: parseFloat(getComputedStyle(node).fontSize),
            };
          }),
        );
        const problems: string[] = [];
        boxes.forEach((box, index) => {
          if (box.left < 0 || box.right > width) problems.push(`label ${index} leaves the screen`);
          if (box.size < 11) problems.push(`label ${index} is ${box.size}px`);
          const next = boxes[index + 1];
          if (
            next &&
            box.right > next.left + 0.5 &&
            next.right > box.left + 0.5 &&
            box.bottom > next.top + 0.5 &&
            next.bottom > box.top + 0.5
          )
            problems.push(`labels ${index} and ${index + 1} overlap`);
        });
        return problems;
      };
      await expect.poll(overlaps).toEqual([]);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousA11yViolations(page, 'the wallet at 375 px');
  });

  test(
    'a payout approved from the developer panel in a second tab reaches the wallet open in the first, live',
    async ({ page }) => {
      await startInLanguage(page, 'en');
      await signIn(page, 'instructor', { at: '/instructor/wallet', heading: 'Wallet' });
      const requested = await callFromPage<{ withdrawal: { id: number } }>(
        page,
        'POST',
        '/api/instructor/wallet/withdraw',
        {
          body: {
            amount: '1000.50',
            payment_method: 'bank',
            payment_details: {
              bankName: 'Ameriabank',
              accountHolderName: 'Anna Petrosyan',
              accountNumber: '1570012345678900',
            },
          },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        },
      );
      expect([200, 201]).toContain(requested.status);
      const id = requested.json.withdrawal.id;
      await openPath(page, '/instructor/wallet');
      const first = main(page).getByTestId('withdrawals-table').getByRole('row').nth(1);
      await expect.poll(() => first.textContent()).toContain(amd(100_050));
      expect(await first.textContent()).toContain(walletTexts.withdrawals.statuses.pending);
      await subscribed(page);

      // A second tab of the same browser (the same session and mock data) approves it.
      const second = await page.context().newPage();
      await openPath(second, '/instructor/wallet');
      const dialog = await openPanelTab(second);
      const card = dialog.getByTestId(`dev-withdrawal-${id}`);
      await card.getByRole('button', { name: devPanelTexts.ledger.approve }).click();
      await dialog
        .getByRole('status')
        .filter({
          hasText: devPanelTexts.ledger.decided.approve.replace('{{id}}', String(id)),
        })
        .waitFor();

      // The first tab, untouched, shows it approved and announces it, money written as on screen.
      await expect
        .poll(() => first.textContent())
        .toContain(walletTexts.withdrawals.statuses.completed);
      await expect
        .poll(() => announced(page))
        .toContainEqual(expect.stringContaining(`Your withdrawal of ${amd(100_050)} was approved`));
      await second.close();
    },
    journeyTimeout,
  );
});
