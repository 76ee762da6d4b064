import type {
  CourseCard,
  CourseCardPage,
  InitiatePaymentResponse,
  PaymentDetailsResponse,
  PaymentResponse,
  SavedCardsResponse,
} from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { cents, decimal, expectBalance, learnerBalance } from '../money';
import { Journey } from '../journey';
import { idsOf, ownedCourses, paymentCount } from '../lookups';
import type { RunState } from '../run-state';

/** The smallest top-up the mock accepts; a real server answers its own limits in a 422. */
const TOP_UP = '100.00';

/** The message key of an Idempotency-Key reused for another request (422). */
export const KEY_REUSED = 'payment.idempotency_key_reused';

/**
 * A key sent again with another body: refused with 422 `payment.idempotency_key_reused` (as
 * the IETF idempotency-key draft answers), and nothing charged or held. Any other answer is
 * this rule broken, said once (the call itself is sent expecting either).
 */
export function expectKeyReuseRefused(
  ctx: CheckContext,
  operationId: string,
  answer: { status: number; body: unknown },
): void {
  const key = (answer.body as { message_key?: unknown } | undefined)?.message_key;
  ctx.expect(
    answer.status === 422 && key === KEY_REUSED,
    `${operationId}: an Idempotency-Key reused with another body answered ${answer.status} ${JSON.stringify(key ?? null)}, not 422 ${KEY_REUSED}`,
  );
}

/** The statuses a reused key is sent expecting: the refusal, or the success it must not be. */
export const REUSE_ANSWERS = [422, 200];

/**
 * The learner's money (decisions 20–22): a saved-card top-up charged once however
 * often its Idempotency-Key is sent, the same key with another amount refused, a bank payment
 * started and cancelled (nothing charged), and a course bought from the wallet at the server's
 * price. The balance is read again after every step that moves money. The harness never deletes
 * the test account's saved card (a card is saved only through the bank's page) and cannot play
 * the bank.
 */
export async function paymentsJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'payments');
  const token = harness.account('learner').token;
  const key = (step: string) => ({ 'Idempotency-Key': `contract-${state.stamp}-${step}` });
  const topUp = (cardId: number, amount = TOP_UP) => ({
    card_id: cardId,
    amount,
    type: 'add_funds',
    currency: 'AMD',
  });
  let firstCharge: PaymentResponse | undefined;
  let cardId: number | undefined;
  let pendingId: number | undefined;

  await journey.step(
    'payWithSavedCard',
    'a top-up with a saved card is charged once per Idempotency-Key',
    async (ctx) => {
      const cards = await ctx.lookup<SavedCardsResponse>('listSavedCards', { token });
      cardId = idsOf(cards?.cards)[0];
      if (cardId === undefined) return ctx.skip('the learner test account has no saved card');
      const before = await learnerBalance(ctx);
      firstCharge = await ctx.ok<PaymentResponse>('payWithSavedCard', {
        token,
        body: topUp(cardId),
        headers: key('top-up'),
      });
      ctx.leftover('payWithSavedCard', `a ${TOP_UP} AMD top-up of the learner's wallet`, 'payment');
      const charged = await expectBalance(
        ctx,
        learnerBalance,
        before,
        cents(TOP_UP)!,
        'payWithSavedCard',
      );
      const repeat = await ctx.ok<PaymentResponse>('payWithSavedCard', {
        token,
        body: topUp(cardId),
        headers: key('top-up'),
      });
      // The payment in the answer is an extension: without it only `success` can be compared.
      const [first, again] = [firstCharge.payment, repeat.payment];
      ctx.expect(
        first && again ? again.id === first.id : repeat.success === firstCharge.success,
        `payWithSavedCard: the same Idempotency-Key answered payment ${again?.id} after ${first?.id} (decision 21: one charge per key)`,
      );
      await expectBalance(
        ctx,
        learnerBalance,
        charged,
        0,
        'payWithSavedCard sent again with the same Idempotency-Key',
      );
    },
    { writes: true },
  );
  await journey.step(
    'payWithSavedCard',
    'the same Idempotency-Key with another amount is refused (422), nothing charged',
    async (ctx) => {
      const [before, payments] = [await learnerBalance(ctx), await paymentCount(ctx)];
      const reused = await ctx.call('payWithSavedCard', {
        token,
        body: topUp(cardId!, '200.00'),
        headers: key('top-up'),
        expect: REUSE_ANSWERS,
      });
      expectKeyReuseRefused(ctx, 'payWithSavedCard', reused);
      await expectBalance(
        ctx,
        learnerBalance,
        before,
        0,
        'payWithSavedCard with a reused Idempotency-Key',
      );
      const after = await paymentCount(ctx);
      if (payments !== null && after !== null)
        ctx.expect(
          after === payments,
          `payWithSavedCard: a reused Idempotency-Key with another amount made ${after - payments} payments`,
        );
    },
    { writes: true },
  );
  await journey.step('getPaymentDetails', 'reads the charge back', async (ctx) => {
    const charged = firstCharge?.payment;
    if (!charged) return ctx.skip('payWithSavedCard answered without the payment (an extension)');
    const { payment } = await ctx.ok<PaymentDetailsResponse>('getPaymentDetails', {
      token,
      path: { paymentId: charged.id },
    });
    ctx.expect(
      payment.amount === charged.amount && payment.type === 'add_funds',
      `getPaymentDetails: payment ${payment.id} reads ${payment.type} ${payment.amount}, charged add_funds ${charged.amount}`,
    );
  });

  const bank = new Journey(harness, 'payments-bank');
  let balanceBeforeBank: number | null = null;
  await bank.step(
    'initiatePayment',
    'starts a pending bank payment',
    async (ctx) => {
      balanceBeforeBank = await learnerBalance(ctx);
      const started = await ctx.ok<InitiatePaymentResponse>('initiatePayment', {
        token,
        body: { amount: TOP_UP, type: 'add_funds', currency: 'AMD', save_card: false },
        headers: key('bank'),
      });
      ctx.leftover('initiatePayment', 'a bank top-up started and then cancelled', 'payment');
      pendingId = started.paymentId;
      ctx.expect(started.redirectUrl.length > 0, 'initiatePayment: no redirectUrl');
      await expectBalance(
        ctx,
        learnerBalance,
        balanceBeforeBank,
        0,
        'initiatePayment of a top-up nobody paid at the bank',
      );
      // `paymentId` is an extension: without it the pending payment cannot be named here.
      if (pendingId === undefined) return;
      const { payment } = await ctx.ok<PaymentDetailsResponse>('getPaymentDetails', {
        token,
        path: { paymentId: pendingId },
      });
      ctx.expect(
        payment.status === 'pending',
        `getPaymentDetails: a payment nobody paid at the bank is ${payment.status}, not pending`,
      );
    },
    { writes: true },
  );
  await bank.step(
    'cancelPayment',
    'the learner cancels it; nothing is charged',
    async (ctx) => {
      if (pendingId === undefined)
        return ctx.skip('initiatePayment answered without paymentId (an extension)');
      const { success, payment } = await ctx.ok<PaymentResponse>('cancelPayment', {
        token,
        body: { paymentId: pendingId },
      });
      await expectBalance(ctx, learnerBalance, balanceBeforeBank, 0, 'cancelPayment');
      if (!payment) {
        ctx.expect(success, 'cancelPayment: answered success false');
        return;
      }
      ctx.expect(
        payment.status === 'canceled',
        `cancelPayment: payment ${payment.id} is ${payment.status}, not canceled`,
      );
    },
    { writes: true, cleanup: true, after: 'starts a pending bank payment' },
  );

  const buy = new Journey(harness, 'payments-balance');
  /** The first catalogue page's AMD courses the learner does not own, and the balance. */
  const choices = async (ctx: CheckContext) => {
    const owned = await ownedCourses(ctx);
    if (!owned) return ctx.skip("the learner's bought courses could not be read");
    const balance = await learnerBalance(ctx);
    if (balance === null) return ctx.skip("the learner's balance could not be read");
    return { owned, balance };
  };
  await buy.step(
    'payWithBalance',
    'a course above the balance is refused with 402 and nothing is charged',
    async (ctx) => {
      const { owned, balance } = await choices(ctx);
      const page = await ctx.lookup<CourseCardPage>('listPublicCourses', { query: { page: 1 } });
      const dear = (page?.data ?? []).find(
        (course) =>
          !owned.has(course.id) &&
          course.currency_arm === 'AMD' &&
          (cents(course.price_arm) ?? 0) > balance,
      );
      if (!dear) return ctx.skip("no catalogue course costs more than the learner's balance");
      const refused = await ctx.call('payWithBalance', {
        token,
        body: { course_id: dear.id, amount: dear.price_arm, currency: 'AMD' },
        headers: key('balance-short'),
        expect: 402,
      });
      ctx.expect(
        (refused.body as { message_key?: string } | undefined)?.message_key ===
          'payment.insufficient_balance',
        `payWithBalance 402: course ${dear.id} at ${dear.price_arm} over a balance of ${decimal(balance)} is not refused with payment.insufficient_balance`,
      );
      await expectBalance(ctx, learnerBalance, balance, 0, 'payWithBalance refused with 402');
    },
    { writes: true },
  );
  await buy.step(
    'payWithBalance',
    "buys a course from the wallet at the server's price and owns it",
    async (ctx) => {
      const { owned, balance } = await choices(ctx);
      // The first catalogue course the wallet covers, from the first pages (the card has prices).
      let chosen: CourseCard | undefined;
      for (let page = 1; page <= 5 && !chosen; page += 1) {
        const answer = await ctx.lookup<CourseCardPage>('listPublicCourses', { query: { page } });
        chosen = answer?.data?.find((course) => {
          const price = cents(course.price_arm) ?? 0;
          return (
            !owned.has(course.id) && course.currency_arm === 'AMD' && price > 0 && price <= balance
          );
        });
        if (!answer || page >= answer.last_page) break;
      }
      if (!chosen) return ctx.skip('no catalogue course the learner can pay from the wallet');
      const answer = await ctx.ok<PaymentResponse>('payWithBalance', {
        token,
        body: { course_id: chosen.id, amount: chosen.price_arm, currency: 'AMD' },
        headers: key('balance'),
      });
      ctx.leftover('payWithBalance', `course ${chosen.id} bought by the learner`, 'purchase');
      ctx.leftover('payWithBalance', `the wallet payment for course ${chosen.id}`, 'payment');
      // The payment in the answer is an extension; without it `success` and the purchase speak.
      const paid = answer.payment;
      ctx.expect(
        paid
          ? paid.course_id === chosen.id && cents(paid.amount) === cents(chosen.price_arm)
          : answer.success,
        `payWithBalance: answered course ${paid?.course_id} for ${paid?.amount} (success ${answer.success}), bought ${chosen.id} at ${chosen.price_arm}`,
      );
      await expectBalance(
        ctx,
        learnerBalance,
        balance,
        -cents(chosen.price_arm)!,
        'payWithBalance',
      );
      const after = await ownedCourses(ctx);
      if (after)
        ctx.expect(
          after.has(chosen.id),
          `listPurchasedCourses: course ${chosen.id} is missing after it was bought`,
        );
    },
    { writes: true },
  );
}
