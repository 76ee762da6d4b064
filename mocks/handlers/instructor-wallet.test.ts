// @vitest-environment node
// The instructors' ledger through the generated client (decisions 21 and 31): a sale
// credits the instructor as pending, settling moves it into the balance, payouts are held against
// the balance (never below zero, one of two concurrent requests for all of it refused), a repeat
// with the same Idempotency-Key answers the first answer, and the panel's decisions notify live.
import { describe, expect, it } from 'vitest';
import {
  getInstructorWalletSummary,
  listInstructorSales,
  listInstructorWithdrawals,
  requestInstructorWithdrawal,
} from '../../src/generated/client/instructor-wallet/instructor-wallet';
import { payWithBalance } from '../../src/generated/client/payments/payments';
import { LEDGER_INSTRUCTOR_ID } from '../db/seed-ledger';
import { NOTIFICATION_TYPES, walletCents } from '../payments/ledger';
import { failure, signIn } from '../testing/api-helpers';
import { setupMockBackend, TEST_API_ORIGIN } from '../testing/use-mock-backend';

const mock = setupMockBackend();

let keyCounter = 0;
const newKey = () => `00000000-0000-4000-9000-${String((keyCounter += 1)).padStart(12, '0')}`;
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const keyed = (key = newKey()) => ({ 'Idempotency-Key': key });

/** The ready instructor's course 1 (11 900 AMD), bought by the ready learner from the wallet. */
const COURSE = 1;
const details = {
  bankName: 'Ameriabank',
  accountHolderName: 'Anna Petrosyan',
  accountNumber: '1570012345678900',
};
const withdrawal = (amount: number | string) => ({
  amount,
  payment_method: 'bank' as const,
  payment_details: details,
});

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function dev(path: string, body: unknown = {}) {
  const response = await fetch(`${TEST_API_ORIGIN}/__dev${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

async function buyCourse() {
  const learner = await signIn('learner');
  await payWithBalance(
    { course_id: COURSE, amount: '11900.00', currency: 'AMD' },
    keyed(),
    auth(learner),
  );
}

const notificationsOf = (userId: number) =>
  mock.db().state.notifications.filter((entry) => entry.user_id === userId);

describe('a sale credits the instructor', () => {
  it('as pending, with the gross, the 30 % fee and the net; settling moves it into the balance', async () => {
    const instructor = await signIn('instructor');
    const before = (await getInstructorWalletSummary(auth(instructor))).summary;
    await buyCourse();
    const after = (await getInstructorWalletSummary(auth(instructor))).summary;
    expect(cents(after.earnings_pending) - cents(before.earnings_pending)).toBe(833_000);
    expect(cents(after.total_gross) - cents(before.total_gross)).toBe(1_190_000);
    expect(cents(after.total_fee) - cents(before.total_fee)).toBe(357_000);
    expect(after.current_balance).toBe(before.current_balance);
    expect(after.currency).toBe('AMD');

    const page = await listInstructorSales({ page: 1 }, auth(instructor));
    expect(page.history.data[0]).toMatchObject({
      status: 'pending',
      amount: '11900.00',
      platform_fee: '3570.00',
      net_amount: '8330.00',
      course_id: COURSE,
      type: 'course_purchase',
    });

    const told = notificationsOf(LEDGER_INSTRUCTOR_ID).length;
    expect(await dev('/ledger/settle')).toMatchObject({ status: 200, data: { settled: 1 } });
    const settled = (await getInstructorWalletSummary(auth(instructor))).summary;
    expect(cents(settled.current_balance) - cents(before.current_balance)).toBe(833_000);
    expect(settled.earnings_pending).toBe(before.earnings_pending);
    const news = notificationsOf(LEDGER_INSTRUCTOR_ID).slice(told);
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({ type: NOTIFICATION_TYPES.saleSettled });
  });

  it('settles by itself once the set delay has passed', async () => {
    await dev('/ledger/settle-delay', { ms: 60_000 });
    const instructor = await signIn('instructor');
    await buyCourse();
    expect((await listInstructorSales({}, auth(instructor))).history.data[0]?.status).toBe(
      'pending',
    );
    mock.db().advanceClock(61_000);
    expect((await listInstructorSales({}, auth(instructor))).history.data[0]?.status).toBe(
      'completed',
    );
  });

  it('the seed gives the ready instructor a year of sales, ten a page, and a positive balance', async () => {
    const instructor = await signIn('instructor');
    const page = await listInstructorSales({ page: 1 }, auth(instructor));
    expect(page.history.per_page).toBe(10);
    expect(page.history.last_page).toBeGreaterThan(10);
    const dates = mock
      .db()
      .state.sales.map((sale) => Date.parse(sale.created_at))
      .sort((a, b) => a - b);
    expect((dates.at(-1)! - dates[0]!) / 86_400_000).toBeGreaterThan(330);
    expect(walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance).toBeGreaterThan(0);
  });

  it('is the instructor’s alone: a learner gets 403, nobody 401', async () => {
    const learner = await signIn('learner');
    expect((await failure(getInstructorWalletSummary(auth(learner)))).status).toBe(403);
    expect((await failure(listInstructorSales({}))).status).toBe(401);
  });
});

describe('payouts', () => {
  it('holds the amount: pending, then approved (paid out) or rejected with the note (returned)', async () => {
    const instructor = await signIn('instructor');
    const start = walletCents(mock.db(), LEDGER_INSTRUCTOR_ID);
    const answer = await requestInstructorWithdrawal(withdrawal(20000), keyed(), auth(instructor));
    expect(answer).toMatchObject({
      success: true,
      message_key: 'wallet.withdrawal_requested',
      withdrawal: { status: 'pending', amount: '20000.00', admin_notes: null },
    });
    expect(walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance).toBe(
      start.current_balance - 2_000_000,
    );
    const id = answer.withdrawal!.id;
    expect(await dev(`/withdrawals/${id}/decide`, { decision: 'reject' })).toMatchObject({
      status: 422,
    });
    expect(
      await dev(`/withdrawals/${id}/decide`, { decision: 'reject', note: 'Wrong account' }),
    ).toMatchObject({ status: 200 });
    const list = await listInstructorWithdrawals(auth(instructor));
    expect(list.withdrawals[0]).toMatchObject({
      id,
      status: 'rejected',
      admin_notes: 'Wrong account',
    });
    expect(walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance).toBe(
      start.current_balance,
    );
    expect(notificationsOf(LEDGER_INSTRUCTOR_ID).at(-1)).toMatchObject({
      type: NOTIFICATION_TYPES.withdrawalRejected,
      message: expect.stringContaining('Wrong account'),
    });
    // Money in the words as every screen writes it.
    expect(notificationsOf(LEDGER_INSTRUCTOR_ID).at(-1)!.message).toContain(
      'Your withdrawal of ֏20,000.00 was rejected',
    );
    // Decided once: a second decision changes nothing.
    expect(await dev(`/withdrawals/${id}/decide`, { decision: 'approve' })).toMatchObject({
      status: 409,
    });

    const second = await requestInstructorWithdrawal(
      withdrawal('1500.50'),
      keyed(),
      auth(instructor),
    );
    await dev(`/withdrawals/${second.withdrawal!.id}/decide`, { decision: 'approve' });
    const after = walletCents(mock.db(), LEDGER_INSTRUCTOR_ID);
    expect(after.total_withdrawn).toBe(start.total_withdrawn + 150_050);
    expect(after.current_balance).toBe(start.current_balance - 150_050);
    expect(notificationsOf(LEDGER_INSTRUCTOR_ID).at(-1)).toMatchObject({
      type: NOTIFICATION_TYPES.withdrawalApproved,
    });
  });

  it('refuses more than the balance at the amount, and the limits with `limits`', async () => {
    const instructor = await signIn('instructor');
    const balance = walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance;
    const over = (balance + 1) / 100;
    const tooMuch = await failure(
      requestInstructorWithdrawal(withdrawal(over.toFixed(2)), keyed(), auth(instructor)),
    );
    expect(tooMuch.status).toBe(422);
    // Over the balance or over the maximum, whichever the seeded balance makes it: both at amount.
    expect(tooMuch.body).toMatchObject({
      errors: { amount: [expect.stringMatching(/^wallet\./)] },
    });

    const small = await failure(
      requestInstructorWithdrawal(withdrawal(10), keyed(), auth(instructor)),
    );
    expect(small.body).toEqual({
      message_key: 'wallet.amount_min',
      errors: { amount: ['wallet.amount_min'] },
      limits: { min_amount: '1000.00', max_amount: '500000.00', currency: 'AMD' },
    });
  });

  it('refuses a request over the balance with amount_exceeds_balance', async () => {
    const instructor = await signIn('instructor');
    // Leave less than the maximum payout in the balance, then ask for a little more than it.
    const state = mock.db().state;
    state.withdrawals.push({
      id: 99,
      instructor_id: LEDGER_INSTRUCTOR_ID,
      amount_cents: walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance - 5_000_000,
      currency: 'AMD',
      status: 'completed',
      admin_notes: null,
      payment_method: 'bank',
      payment_details: details,
      created_at: mock.db().nowIso(),
      updated_at: mock.db().nowIso(),
    });
    const refused = await failure(
      requestInstructorWithdrawal(withdrawal('50000.01'), keyed(), auth(instructor)),
    );
    expect(refused.body).toEqual({
      message_key: 'wallet.amount_exceeds_balance',
      errors: { amount: ['wallet.amount_exceeds_balance'] },
    });
    await requestInstructorWithdrawal(withdrawal('50000.00'), keyed(), auth(instructor));
    expect(walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance).toBe(0);
  });

  it('refuses missing bank details at their fields (camelCase keys, decision 31)', async () => {
    const instructor = await signIn('instructor');
    const refused = await failure(
      requestInstructorWithdrawal(
        {
          amount: 5000,
          payment_method: 'bank',
          payment_details: { bankName: '', accountHolderName: ' ', accountNumber: '12' },
        },
        keyed(),
        auth(instructor),
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: {
        'payment_details.bankName': ['wallet.bank_name_required'],
        'payment_details.accountHolderName': ['wallet.account_holder_required'],
        'payment_details.accountNumber': ['wallet.account_number_invalid'],
      },
    });
    expect(mock.db().state.withdrawals.filter((entry) => entry.status === 'pending')).toEqual([]);
  });

  it('two concurrent requests for the whole balance: one is taken, the other refused, never below zero', async () => {
    const instructor = await signIn('instructor');
    const state = mock.db().state;
    // A balance the maximum payout covers, so both requests pass the limits.
    state.withdrawals.push({
      id: 98,
      instructor_id: LEDGER_INSTRUCTOR_ID,
      amount_cents: walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance - 3_000_000,
      currency: 'AMD',
      status: 'completed',
      admin_notes: null,
      payment_method: 'bank',
      payment_details: details,
      created_at: mock.db().nowIso(),
      updated_at: mock.db().nowIso(),
    });
    const results = await Promise.allSettled([
      requestInstructorWithdrawal(withdrawal('30000.00'), keyed(), auth(instructor)),
      requestInstructorWithdrawal(withdrawal('30000.00'), keyed(), auth(instructor)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected')!;
    expect((await failure(Promise.reject((refused as PromiseRejectedResult).reason))).body).toEqual(
      {
        message_key: 'wallet.amount_exceeds_balance',
        errors: { amount: ['wallet.amount_exceeds_balance'] },
      },
    );
    expect(walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance).toBe(0);
  });

  it('a repeat with the same Idempotency-Key answers the first answer and holds once', async () => {
    const instructor = await signIn('instructor');
    const start = walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance;
    const key = newKey();
    const [first, second] = await Promise.all([
      requestInstructorWithdrawal(withdrawal(10000), keyed(key), auth(instructor)),
      requestInstructorWithdrawal(withdrawal(10000), keyed(key), auth(instructor)),
    ]);
    const third = await requestInstructorWithdrawal(
      withdrawal(10000),
      keyed(key),
      auth(instructor),
    );
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(mock.db().state.withdrawals.filter((entry) => entry.status === 'pending')).toHaveLength(
      1,
    );
    expect(walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance).toBe(start - 1_000_000);
  });

  it('refuses a key reused with another amount (422 idempotency_key_reused) and holds nothing more', async () => {
    const instructor = await signIn('instructor');
    const start = walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance;
    const key = newKey();
    await requestInstructorWithdrawal(withdrawal(1000), keyed(key), auth(instructor));
    expect(
      await failure(requestInstructorWithdrawal(withdrawal(2000), keyed(key), auth(instructor))),
    ).toEqual({
      status: 422,
      body: {
        message_key: 'payment.idempotency_key_reused',
        errors: { 'Idempotency-Key': ['payment.idempotency_key_reused'] },
      },
    });
    expect(mock.db().state.withdrawals.filter((entry) => entry.status === 'pending')).toHaveLength(
      1,
    );
    expect(walletCents(mock.db(), LEDGER_INSTRUCTOR_ID).current_balance).toBe(start - 100_000);
  });
});
