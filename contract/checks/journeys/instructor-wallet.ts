import type {
  InstructorSalesHistoryResponse,
  InstructorWalletSummaryResponse,
  WithdrawalListResponse as InstructorWithdrawalsResponse,
  ValidationError,
  WithdrawResponse,
} from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { Journey } from '../journey';
import type { RunState } from '../run-state';
import { checkPage } from './paging';

/** A decimal string in cents, digit by digit (never through a float). */
const cents = (amount: string): number => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const decimal = (value: number): string =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** The smallest payout the mock accepts; a real server answers its own limits in a 422. */
const PAYOUT = '1000.00';

const bankDetails = {
  bankName: 'Contract Bank',
  accountHolderName: 'Contract Harness',
  accountNumber: '1570012345678900',
};

/**
 * The instructor's money (part 3 §4, decisions 21 and 31): the sales ledger pages like Laravel's
 * paginator; the smallest payout is taken as pending, once however often its Idempotency-Key is
 * sent (nobody can approve or reject it from here: it is listed as left over); a payout larger
 * than the balance is refused at `amount` with nothing held.
 */
export async function instructorWalletJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'instructor-wallet');
  const token = harness.account('instructor').token;
  let balance: string | undefined;

  await journey.step(
    'listInstructorSales',
    'the sales ledger pages the Laravel way',
    async (ctx) => {
      const first = await ctx.ok<InstructorSalesHistoryResponse>('listInstructorSales', {
        token,
        query: { page: 1 },
      });
      checkPage(ctx, 'listInstructorSales', first.history, { page: 1 });
      for (const sale of first.history.data)
        ctx.expect(
          cents(sale.amount) === cents(sale.platform_fee) + cents(sale.net_amount),
          `listInstructorSales: sale ${sale.id} amount ${sale.amount} is not platform_fee ${sale.platform_fee} + net_amount ${sale.net_amount}`,
        );
    },
  );

  await journey.step('getInstructorWalletSummary', 'reads the balance', async (ctx) => {
    const { summary } = await ctx.ok<InstructorWalletSummaryResponse>(
      'getInstructorWalletSummary',
      { token },
    );
    balance = summary.current_balance;
  });

  await journey.step(
    'requestInstructorWithdrawal',
    'the smallest payout is pending, once per Idempotency-Key, and held from the balance',
    async (ctx) => {
      if (cents(balance ?? '0') < cents(PAYOUT))
        return ctx.skip(`the instructor's balance ${balance} is below ${PAYOUT}`);
      const send = () =>
        ctx.ok<WithdrawResponse>('requestInstructorWithdrawal', {
          token,
          headers: { 'Idempotency-Key': `contract-${state.stamp}-withdraw` },
          body: { amount: PAYOUT, payment_method: 'bank', payment_details: bankDetails },
        });
      const first = await send();
      ctx.leftover('requestInstructorWithdrawal', `a pending payout of ${PAYOUT} AMD`);
      const again = await send();
      // The request in the answer is an extension: without it only `success` can be compared.
      ctx.expect(
        first.withdrawal && again.withdrawal
          ? again.withdrawal.id === first.withdrawal.id
          : again.success === first.success,
        `requestInstructorWithdrawal: the same Idempotency-Key answered request ${again.withdrawal?.id} after ${first.withdrawal?.id} (decision 21)`,
      );
      const { withdrawals } = await ctx.ok<InstructorWithdrawalsResponse>(
        'listInstructorWithdrawals',
        { token },
      );
      const listed = withdrawals.filter((entry) => entry.id === first.withdrawal?.id);
      ctx.expect(
        first.withdrawal
          ? listed.length === 1 && listed[0]!.status === 'pending'
          : withdrawals.some((entry) => entry.status === 'pending'),
        `listInstructorWithdrawals: the payout ${first.withdrawal?.id ?? ''} is listed ${listed.length} times as ${listed[0]?.status ?? 'nothing'}, not once as pending`,
      );
      const { summary } = await ctx.ok<InstructorWalletSummaryResponse>(
        'getInstructorWalletSummary',
        { token },
      );
      ctx.expect(
        cents(summary.current_balance) === cents(balance ?? '0') - cents(PAYOUT),
        `requestInstructorWithdrawal: the balance went from ${balance} to ${summary.current_balance}, not down by ${PAYOUT} once`,
      );
      balance = summary.current_balance;
    },
    { writes: true },
  );

  await journey.step(
    'requestInstructorWithdrawal',
    'a payout above the balance is refused at amount, and nothing is held',
    async (ctx) => {
      const above = decimal(cents(balance ?? '0') + 100_000);
      const exchange = await ctx.call('requestInstructorWithdrawal', {
        token,
        headers: { 'Idempotency-Key': `contract-${state.stamp}-withdraw-over` },
        body: {
          amount: above,
          payment_method: 'bank',
          payment_details: bankDetails,
        },
        expect: [422],
      });
      const body = exchange.body as ValidationError | undefined;
      ctx.expect(
        Boolean(body?.errors?.amount?.length),
        `requestInstructorWithdrawal: ${above} over a balance of ${balance} was not refused under amount`,
      );
      const { summary } = await ctx.ok<InstructorWalletSummaryResponse>(
        'getInstructorWalletSummary',
        { token },
      );
      ctx.expect(
        summary.current_balance === balance,
        `requestInstructorWithdrawal: the balance moved from ${balance} to ${summary.current_balance} after a refusal`,
      );
    },
    // Refused by a correct server; a wrong one would hold money, so it needs --allow-writes.
    { writes: true },
  );
}
