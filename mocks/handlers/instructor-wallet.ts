// The instructor's wallet (decisions 21 and 31) over the ledger
// (mocks/payments/ledger.ts): the summary, the withdrawal requests, a payout request and the
// sales history. The developer panel's side (settle, approve, reject) is in ./dev-ledger.ts.
import { checkBody, paginate, readBody, reply, requireUser, route } from '../lib/route';
import { once } from '../payments/engine';
import {
  presentSale,
  presentSummary,
  presentWithdrawal,
  requestWithdrawal,
  salesOf,
  withdrawalsOf,
} from '../payments/ledger';

/** Sales history page size (the original app shows the same pager as the learner's history). */
export const SALES_PER_PAGE = 10;

export const instructorWalletHandlers = [
  route('get', '/api/instructor/wallet/summary', 'getInstructorWalletSummary', (ctx) => {
    const user = requireUser(ctx, 'instructor');
    return reply(200, { success: true, summary: presentSummary(ctx.db, user.id) });
  }),
  route('get', '/api/instructor/wallet/withdrawals', 'listInstructorWithdrawals', (ctx) => {
    const user = requireUser(ctx, 'instructor');
    return reply(200, {
      success: true,
      withdrawals: withdrawalsOf(ctx.db, user.id).map(presentWithdrawal),
    });
  }),
  route('post', '/api/instructor/wallet/withdraw', 'requestInstructorWithdrawal', async (ctx) => {
    const user = requireUser(ctx, 'instructor');
    const body = await readBody(ctx);
    // No await between the balance check and the hold: of two requests for the whole balance,
    // the second sees the first one's hold and is refused (the balance never goes below zero).
    const key = ctx.request.headers.get('idempotency-key');
    return once(ctx.db, user, ctx.operationId, key, body, () => {
      const withdrawal = requestWithdrawal(
        ctx.db,
        user,
        {
          amount: body.amount,
          payment_method: body.payment_method,
          payment_details: body.payment_details,
        },
        () => checkBody(ctx, body),
      );
      return reply(200, {
        success: true,
        message_key: 'wallet.withdrawal_requested',
        withdrawal: presentWithdrawal(withdrawal),
      });
    });
  }),
  route('get', '/api/instructor/wallet/history', 'listInstructorSales', (ctx) => {
    const user = requireUser(ctx, 'instructor');
    const page = paginate(ctx, salesOf(ctx.db, user.id), SALES_PER_PAGE);
    return reply(200, {
      success: true,
      history: { ...page, data: page.data.map((sale) => presentSale(ctx.db, sale)) },
    });
  }),
];
