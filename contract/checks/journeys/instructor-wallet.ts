import type {
  InstructorSalesHistoryResponse,
  InstructorWalletSummaryResponse,
  WithdrawalListResponse as InstructorWithdrawalsResponse,
  ValidationError,
  WithdrawResponse,
} from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { cents, decimal, expectBalance, instructorBalance } from '../money';
import { Journey } from '../journey';
import type { RunState } from '../run-state';
import { checkPage } from './paging';
import { expectKeyReuseRefused, REUSE_ANSWERS } from './payments';

/** The smallest payout the mock accepts; a real server answers its own limits in a 422. */
const PAYOUT = '1000.00';

const bankDetails = {
  bankName: 'Contract Bank',
  accountHolderName: 'Contract Harness',
  accountNumber: '1570012345678900',
};

/**
 * The instructor's money (decisions 21 and 31): the sales ledger pages like Laravel's
 * paginator; the smallest payout is taken as pending, once however often its Idempotency-Key is
 * sent (nobody can approve or reject it from here: it is listed as left over), and the same key
 * with another amount is refused; a payout larger than the balance is refused at `amount` with
 * nothing held. The balance is read again after every request.
 */
export async function instructorWalletJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'instructor-wallet');
  const token = harness.account('instructor').token;
  const withdrawKey = { 'Idempotency-Key': `contract-${state.stamp}-withdraw` };
  const payout = (amount: string) => ({
    amount,
    payment_method: 'bank',
    payment_details: bankDetails,
  });
  let balance: number | null = null;

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
          cents(sale.amount) === (cents(sale.platform_fee) ?? 0) + (cents(sale.net_amount) ?? 0),
          `listInstructorSales: sale ${sale.id} amount ${sale.amount} is not platform_fee ${sale.platform_fee} + net_amount ${sale.net_amount}`,
        );
    },
  );

  await journey.step('getInstructorWalletSummary', 'reads the balance', async (ctx) => {
    const { summary } = await ctx.ok<InstructorWalletSummaryResponse>(
      'getInstructorWalletSummary',
      { token },
    );
    balance = cents(summary.current_balance);
  });

  await journey.step(
    'requestInstructorWithdrawal',
    'the smallest payout is pending, once per Idempotency-Key, and held from the balance',
    async (ctx) => {
      if ((balance ?? 0) < cents(PAYOUT)!)
        return ctx.skip(`the instructor's balance ${decimal(balance ?? 0)} is below ${PAYOUT}`);
      const send = () =>
        ctx.ok<WithdrawResponse>('requestInstructorWithdrawal', {
          token,
          headers: withdrawKey,
          body: payout(PAYOUT),
        });
      const first = await send();
      ctx.leftover('requestInstructorWithdrawal', `a pending payout of ${PAYOUT} AMD`, 'payout');
      const held = await expectBalance(
        ctx,
        instructorBalance,
        balance,
        -cents(PAYOUT)!,
        'requestInstructorWithdrawal',
      );
      const again = await send();
      // The request in the answer is an extension: without it only `success` can be compared.
      ctx.expect(
        first.withdrawal && again.withdrawal
          ? again.withdrawal.id === first.withdrawal.id
          : again.success === first.success,
        `requestInstructorWithdrawal: the same Idempotency-Key answered request ${again.withdrawal?.id} after ${first.withdrawal?.id} (decision 21)`,
      );
      const list = await ctx.lookup<InstructorWithdrawalsResponse>('listInstructorWithdrawals', {
        token,
      });
      const withdrawals = Array.isArray(list?.withdrawals) ? list.withdrawals : [];
      const listed = withdrawals.filter((entry) => entry.id === first.withdrawal?.id);
      ctx.expect(
        first.withdrawal
          ? listed.length === 1 && listed[0]!.status === 'pending'
          : withdrawals.some((entry) => entry.status === 'pending'),
        `listInstructorWithdrawals: the payout ${first.withdrawal?.id ?? ''} is listed ${listed.length} times as ${listed[0]?.status ?? 'nothing'}, not once as pending`,
      );
      balance = await expectBalance(
        ctx,
        instructorBalance,
        held,
        0,
        'requestInstructorWithdrawal sent again with the same Idempotency-Key',
      );
    },
    { writes: true },
  );

  await journey.step(
    'requestInstructorWithdrawal',
    'the same Idempotency-Key with another amount is refused (422), nothing held',
    async (ctx) => {
      const reused = await ctx.call('requestInstructorWithdrawal', {
        token,
        headers: withdrawKey,
        body: payout(decimal(cents(PAYOUT)! * 2)),
        expect: REUSE_ANSWERS,
      });
      expectKeyReuseRefused(ctx, 'requestInstructorWithdrawal', reused);
      balance = await expectBalance(
        ctx,
        instructorBalance,
        balance,
        0,
        'requestInstructorWithdrawal with a reused Idempotency-Key',
      );
    },
    { writes: true },
  );

  // Its own journey: it needs only the balance, read afresh, not the payout before it.
  await new Journey(harness, 'instructor-wallet').step(
    'requestInstructorWithdrawal',
    'a payout above the balance is refused at amount, and nothing is held',
    async (ctx) => {
      balance = await instructorBalance(ctx);
      if (balance === null) return ctx.skip("the instructor's balance could not be read");
      const above = decimal(balance + 100_000);
      const exchange = await ctx.call('requestInstructorWithdrawal', {
        token,
        headers: { 'Idempotency-Key': `contract-${state.stamp}-withdraw-over` },
        body: payout(above),
        // A success is this rule broken, said once below.
        expect: [422, 200],
      });
      const body = exchange.body as ValidationError | undefined;
      ctx.expect(
        exchange.status === 422 && Boolean(body?.errors?.amount?.length),
        `requestInstructorWithdrawal: a payout of ${above} over a balance of ${decimal(balance)} answered ${exchange.status}, not refused under amount`,
      );
      await expectBalance(
        ctx,
        instructorBalance,
        balance,
        0,
        'requestInstructorWithdrawal above the balance',
      );
    },
    // Refused by a correct server; a wrong one would hold money, so it needs --allow-writes.
    { writes: true },
  );
}
