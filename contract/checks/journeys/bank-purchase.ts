import type {
  CourseCardPage,
  InitiatePaymentResponse,
  InstructorCoursePage,
  PaymentCallbackResult,
  PaymentConflictError,
  PaymentDetailsResponse,
} from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { digitsOnly } from '../../secrecy';
import { expectBalance, learnerBalance } from '../money';
import { Journey } from '../journey';
import type { RunState } from '../run-state';
import { idsOf, ownedCourses, paymentCount } from '../lookups';

/** What the mock bank's sandbox declaration names as its approving test card. */
interface SandboxDeclaration {
  approving_card?: { number?: string; expiry?: string; cvc?: string };
}

interface Chosen {
  id: number;
  price: string;
  /** Whether it is a course of the instructor test account (its sale is then notified to us). */
  instructors: boolean;
}

/**
 * The bank's return: the JSON answer (an extension) or the 302 to the app's result page, whose
 * address carries the same facts (`status`, `orderId`, `paymentId`).
 */
async function settle(
  ctx: CheckContext,
  query: Record<string, string>,
): Promise<PaymentCallbackResult | undefined> {
  const exchange = await ctx.call('handlePaymentCallback', { query, expect: [200, 302] });
  if (exchange.problems.length > 0) return undefined;
  if (exchange.status === 200) return exchange.body as PaymentCallbackResult;
  const location = new URL(exchange.location ?? '', 'http://app.invalid');
  ctx.expect(
    exchange.location !== null && location.pathname.endsWith('/payment/result'),
    `handlePaymentCallback 302: Location ${exchange.location ?? '(none)'} is not the app's /payment/result`,
  );
  return {
    status: location.searchParams.get('status') as PaymentCallbackResult['status'],
    orderId: location.searchParams.get('orderId') ?? '',
    paymentId: Number(location.searchParams.get('paymentId')),
  };
}

/** A bank-side call (not in the API: the bank's own page) recorded like the others. */
async function bankCall(
  ctx: CheckContext,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; type: string }> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let body: unknown = text;
  if (type.includes('json')) body = JSON.parse(text) as unknown;
  ctx.calls.push(`${init.method ?? 'GET'} ${new URL(url).pathname} (bank) -> ${response.status}`);
  return { status: response.status, body, type };
}

/**
 * A course bought with a new card through the bank's page (decisions 20–23), only
 * against a sandbox bank: a shown price that is not the server's is refused 409 before anything
 * starts; initiate → the bank's page at `redirectUrl` paid with the sandbox's approving test card
 * → the bank's return to the callback → `details` completed → the course listed as bought → the
 * payment in the history exactly once; the same Idempotency-Key again answers the first answer
 * and charges nothing more; a second purchase of the course is refused 409. The course is, where
 * it can be, one of the instructor test account's, so its sale is notified to that instructor
 * (checked by the realtime journey).
 */
export async function bankPurchaseJourney(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'payments-bank-purchase');
  const token = harness.account('learner').token;
  const key = { 'Idempotency-Key': `contract-${state.stamp}-bank-purchase` };
  let chosen: Chosen | undefined;
  let started: InitiatePaymentResponse | undefined;
  let callbackQuery: Record<string, string> | undefined;
  let historyBefore: number | null = null;
  let balanceBefore: number | null = null;

  /** How often payment `id` is listed on the history's first page (newest first). */
  const listedTimes = async (ctx: CheckContext, id: number) => {
    const answer = await ctx.lookup<{ payments?: { data?: { id?: unknown }[] } }>(
      'listPaymentHistory',
      { token, query: { page: 1 } },
    );
    const data = answer?.payments?.data;
    return Array.isArray(data) ? data.filter((entry) => entry?.id === id).length : null;
  };

  await journey.step(
    'initiatePayment',
    "a price other than the server's is refused with 409 before anything starts",
    async (ctx) => {
      const owned = await ownedCourses(ctx);
      if (!owned) return ctx.skip("the learner's bought courses could not be read");
      const mine = await ctx.lookup<InstructorCoursePage>('listInstructorCourses', {
        token: harness.account('instructor').token,
        query: { page: 1 },
      });
      const instructorsIds = new Set(idsOf(mine?.data));
      const catalogue = await ctx.lookup<CourseCardPage>('listPublicCourses', {
        query: { page: 1 },
      });
      const priced = (catalogue?.data ?? []).filter(
        (course) =>
          !owned.has(course.id) && course.currency_arm === 'AMD' && Number(course.price_arm) > 0,
      );
      const pick = priced.find((course) => instructorsIds.has(course.id)) ?? priced[0];
      if (!pick) return ctx.skip('no priced catalogue course the learner does not own');
      chosen = {
        id: pick.id,
        price: String(pick.price_arm),
        instructors: instructorsIds.has(pick.id),
      };
      historyBefore = await paymentCount(ctx);
      balanceBefore = await learnerBalance(ctx);
      const wrong = (Number(chosen.price) + 1).toFixed(2);
      const refused = await ctx.call('initiatePayment', {
        token,
        headers: { 'Idempotency-Key': `contract-${state.stamp}-bank-wrong-price` },
        body: {
          amount: wrong,
          currency: 'AMD',
          type: 'course_purchase',
          course_id: chosen.id,
          save_card: false,
        },
        expect: 409,
      });
      ctx.expect(
        (refused.body as PaymentConflictError | undefined)?.message_key === 'payment.price_changed',
        `initiatePayment 409: a shown price ${wrong} for course ${chosen.id} (${chosen.price}) is not refused with payment.price_changed`,
      );
      const after = await paymentCount(ctx);
      if (historyBefore !== null && after !== null)
        ctx.expect(
          after === historyBefore,
          `initiatePayment: a refused price created ${after - historyBefore} payments`,
        );
    },
    { writes: true },
  );

  await journey.step(
    'initiatePayment',
    'starts a pending payment with the bank',
    async (ctx) => {
      started = await ctx.ok<InitiatePaymentResponse>('initiatePayment', {
        token,
        headers: key,
        body: {
          amount: chosen!.price,
          currency: 'AMD',
          type: 'course_purchase',
          course_id: chosen!.id,
          save_card: false,
        },
      });
      ctx.leftover(
        'initiatePayment',
        `course ${chosen!.id} bought by the learner with a card`,
        'purchase',
      );
      ctx.leftover('initiatePayment', `the card payment for course ${chosen!.id}`, 'payment');
    },
    { writes: true },
  );

  await journey.step(
    'initiatePayment',
    "pays on the bank's page with the sandbox's test card",
    async (ctx) => {
      const page = new URL(started!.redirectUrl, harness.client.baseUrl);
      const opened = await bankCall(ctx, page.toString());
      ctx.expect(
        opened.status === 200 && opened.type.includes('html'),
        `initiatePayment: redirectUrl ${page.pathname} answered ${opened.status} ${opened.type}, not the bank's page`,
      );
      // The harness pays only on the mock bank's page (its protocol is known); another
      // sandbox bank's page is for a person.
      const sandbox = await bankCall(ctx, new URL('/mock-bank/sandbox', page).toString());
      const card = (sandbox.body as SandboxDeclaration | null)?.approving_card;
      const order = page.pathname.split('/').pop()!;
      if (sandbox.status !== 200 || !card?.number)
        return ctx.skip(
          `the bank page at ${page.origin} is not the mock bank's; pay order ${order} by hand`,
        );
      // The card's number goes to the bank alone: no answer of the API carries it from now on
      // (a saved card is its masked PAN).
      harness.addSecret({
        what: 'the full number of the card paid with',
        rule: 'the API shows a card only as its masked PAN',
        text: card.number,
        contains: true,
        normalise: digitsOnly,
      });
      const paid = await bankCall(ctx, new URL(`/mock-bank/api/${order}/pay`, page).toString(), {
        method: 'POST',
        body: JSON.stringify({ ...card, holder: 'Contract Harness' }),
      });
      const redirect = (paid.body as { redirect?: unknown } | null)?.redirect;
      if (
        !ctx.expect(
          paid.status === 200 && typeof redirect === 'string',
          `the bank refused its own approving test card: ${paid.status} ${JSON.stringify(paid.body)}`,
        )
      )
        return;
      callbackQuery = Object.fromEntries(new URL(redirect as string).searchParams);
    },
    { writes: true },
  );

  await journey.step(
    'handlePaymentCallback',
    "the bank's return settles it: details completed, the course bought, listed once",
    async (ctx) => {
      const at = Date.now();
      const settled = await settle(ctx, callbackQuery!);
      if (!settled) return;
      if (chosen!.instructors) state.sale = { courseId: chosen!.id, at };
      const paymentId = started!.paymentId ?? settled.paymentId;
      ctx.expect(
        settled.status === 'success',
        `handlePaymentCallback: an approved payment settled as ${settled.status}`,
      );
      const details = await ctx.lookup<PaymentDetailsResponse>('getPaymentDetails', {
        token,
        path: { paymentId },
      });
      const payment = details?.payment;
      ctx.expect(
        payment?.status === 'completed' && payment.course_id === chosen!.id,
        `getPaymentDetails: payment ${paymentId} is ${payment?.status ?? 'unreadable'} for course ${payment?.course_id}, not completed for ${chosen!.id}`,
      );
      const owned = await ownedCourses(ctx);
      if (owned)
        ctx.expect(
          owned.has(chosen!.id),
          `listPurchasedCourses: course ${chosen!.id} is missing after the bank approved it`,
        );
      const [listed, total] = [await listedTimes(ctx, paymentId), await paymentCount(ctx)];
      if (listed !== null && total !== null && historyBefore !== null)
        ctx.expect(
          listed === 1 && total === historyBefore + 1,
          `listPaymentHistory: payment ${paymentId} listed ${listed} times, ${total - historyBefore} new payments (expected once, one)`,
        );
      // Paid by card: the wallet does not move.
      await expectBalance(
        ctx,
        learnerBalance,
        balanceBefore,
        0,
        "handlePaymentCallback of a card payment (the bank's return)",
      );
      // A duplicated return changes nothing (settling is idempotent).
      const again = await settle(ctx, callbackQuery!);
      if (!again) return;
      ctx.expect(
        again.status === settled.status && again.paymentId === settled.paymentId,
        `handlePaymentCallback: a repeated return answered ${again.status} ${again.paymentId}, first ${settled.status} ${settled.paymentId}`,
      );
    },
    { writes: true },
  );

  await journey.step(
    'initiatePayment',
    'the same Idempotency-Key answers the first answer and charges nothing more',
    async (ctx) => {
      const repeat = await ctx.ok<InitiatePaymentResponse>('initiatePayment', {
        token,
        headers: key,
        body: {
          amount: chosen!.price,
          currency: 'AMD',
          type: 'course_purchase',
          course_id: chosen!.id,
          save_card: false,
        },
      });
      ctx.expect(
        repeat.redirectUrl === started!.redirectUrl && repeat.paymentId === started!.paymentId,
        `initiatePayment: the same Idempotency-Key answered ${repeat.redirectUrl} (payment ${repeat.paymentId}) after ${started!.redirectUrl} (payment ${started!.paymentId}) (decision 21)`,
      );
      const total = await paymentCount(ctx);
      if (total !== null && historyBefore !== null)
        ctx.expect(
          total === historyBefore + 1,
          `listPaymentHistory: ${total - historyBefore} payments after one purchase sent twice with one Idempotency-Key (decision 21: charged once)`,
        );
    },
    { writes: true },
  );

  await journey.step(
    'initiatePayment',
    'buying the course again is refused with 409 already purchased',
    async (ctx) => {
      const refused = await ctx.call('initiatePayment', {
        token,
        headers: { 'Idempotency-Key': `contract-${state.stamp}-bank-again` },
        body: {
          amount: chosen!.price,
          currency: 'AMD',
          type: 'course_purchase',
          course_id: chosen!.id,
          save_card: false,
        },
        expect: 409,
      });
      ctx.expect(
        (refused.body as PaymentConflictError | undefined)?.message_key ===
          'payment.already_purchased',
        `initiatePayment 409: a second purchase of course ${chosen!.id} is not refused with payment.already_purchased`,
      );
    },
    { writes: true },
  );
}
