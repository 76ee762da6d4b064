import type {
  CourseCard,
  CourseCardPage,
  InitiatePaymentResponse,
  PaymentDetailsResponse,
  PaymentResponse,
  ProfileResponse,
  PurchasedCoursesResponse,
} from '../../../src/generated/model';
import type { Harness } from '../../harness';
import { Journey } from '../journey';
import type { RunState } from '../run-state';

/** The smallest top-up the mock accepts; a real server answers its own limits in a 422. */
const TOP_UP = '100.00';

/**
 * The learner's money (part 3 §1, decisions 20–22): a saved-card top-up charged once however
 * often its Idempotency-Key is sent, a bank payment started and cancelled (nothing charged), and a
 * course bought from the wallet at the server's price. The harness never deletes the test
 * account's saved card (a card is saved only through the bank's page) and cannot play the bank.
 */
export async function paymentsJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'payments');
  const token = harness.account('learner').token;
  const key = (step: string) => ({ 'Idempotency-Key': `contract-${state.stamp}-${step}` });
  let firstCharge: PaymentResponse | undefined;
  let pendingId: number | undefined;

  await journey.step(
    'payWithSavedCard',
    'a top-up with a saved card is charged once per Idempotency-Key',
    async (ctx) => {
      if (state.savedCardId === undefined)
        return ctx.skip('the learner test account has no saved card');
      const body = {
        card_id: state.savedCardId,
        amount: TOP_UP,
        type: 'add_funds',
        currency: 'AMD',
      };
      firstCharge = await ctx.ok<PaymentResponse>('payWithSavedCard', {
        token,
        body,
        headers: key('top-up'),
      });
      ctx.leftover('payWithSavedCard', `a ${TOP_UP} AMD top-up of the learner's wallet`);
      const repeat = await ctx.ok<PaymentResponse>('payWithSavedCard', {
        token,
        body,
        headers: key('top-up'),
      });
      // The payment in the answer is an extension: without it only `success` can be compared.
      const [first, again] = [firstCharge.payment, repeat.payment];
      ctx.expect(
        first && again ? again.id === first.id : repeat.success === firstCharge.success,
        `payWithSavedCard: the same Idempotency-Key answered payment ${again?.id} after ${first?.id} (decision 21: one charge per key)`,
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
  await bank.step(
    'initiatePayment',
    'starts a pending bank payment',
    async (ctx) => {
      const started = await ctx.ok<InitiatePaymentResponse>('initiatePayment', {
        token,
        body: { amount: TOP_UP, type: 'add_funds', currency: 'AMD', save_card: false },
        headers: key('bank'),
      });
      pendingId = started.paymentId;
      ctx.expect(started.redirectUrl.length > 0, 'initiatePayment: no redirectUrl');
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
  await buy.step(
    'payWithBalance',
    'a course above the balance is refused with 402 and nothing is charged',
    async (ctx) => {
      const [{ courses }, { user }] = [
        await ctx.ok<PurchasedCoursesResponse>('listPurchasedCourses', { token }),
        await ctx.ok<ProfileResponse>('getProfile', { token }),
      ];
      const owned = new Set(courses.map((course) => course.id));
      const balance = Number(user.balance ?? 0);
      const { data } = await ctx.ok<CourseCardPage>('listPublicCourses', { query: { page: 1 } });
      const dear = data.find(
        (course) =>
          !owned.has(course.id) &&
          course.currency_arm === 'AMD' &&
          Number(course.price_arm ?? 0) > balance,
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
        `payWithBalance 402: course ${dear.id} at ${dear.price_arm} over a balance of ${balance} is not refused with payment.insufficient_balance`,
      );
      const after = await ctx.ok<ProfileResponse>('getProfile', { token });
      ctx.expect(
        Number(after.user.balance ?? 0) === balance,
        `payWithBalance: the balance moved from ${balance} to ${after.user.balance} after a refusal`,
      );
    },
    { writes: true },
  );
  await buy.step(
    'payWithBalance',
    "buys a course from the wallet at the server's price and owns it",
    async (ctx) => {
      const [{ courses }, { user }] = [
        await ctx.ok<PurchasedCoursesResponse>('listPurchasedCourses', { token }),
        await ctx.ok<ProfileResponse>('getProfile', { token }),
      ];
      const owned = new Set(courses.map((course) => course.id));
      const balance = Number(user.balance ?? 0);
      // The first catalogue course the wallet covers, from the first pages (the card has prices).
      let chosen: CourseCard | undefined;
      for (let page = 1; page <= 5 && !chosen; page += 1) {
        const { data, last_page } = await ctx.ok<CourseCardPage>('listPublicCourses', {
          query: { page },
        });
        chosen = data.find((course) => {
          const price = Number(course.price_arm ?? 0);
          return (
            !owned.has(course.id) && course.currency_arm === 'AMD' && price > 0 && price <= balance
          );
        });
        if (page >= last_page) break;
      }
      if (!chosen) return ctx.skip('no catalogue course the learner can pay from the wallet');
      const answer = await ctx.ok<PaymentResponse>('payWithBalance', {
        token,
        body: { course_id: chosen.id, amount: chosen.price_arm, currency: 'AMD' },
        headers: key('balance'),
      });
      ctx.leftover('payWithBalance', `course ${chosen.id} bought by the learner`);
      // The payment in the answer is an extension; without it `success` and the purchase speak.
      const paid = answer.payment;
      ctx.expect(
        paid
          ? paid.course_id === chosen.id && Number(paid.amount) === Number(chosen.price_arm)
          : answer.success,
        `payWithBalance: answered course ${paid?.course_id} for ${paid?.amount} (success ${answer.success}), bought ${chosen.id} at ${chosen.price_arm}`,
      );
      const after = await ctx.ok<PurchasedCoursesResponse>('listPurchasedCourses', { token });
      ctx.expect(
        after.courses.some((course) => course.id === chosen!.id),
        `listPurchasedCourses: course ${chosen.id} is missing after it was bought`,
      );
    },
    { writes: true },
  );
}
