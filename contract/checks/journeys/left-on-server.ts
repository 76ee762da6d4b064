// What the run left on the server, read back from the server: before the journeys the harness
// notes which payments, payouts, bought courses and instructor's courses the test accounts
// hold; after them it reads the same lists again. Every new record is listed under "Left on the
// server" as the server holds it (two payouts are two lines, whatever the harness meant), and
// a kind whose count differs from what the run meant to leave fails, naming the call that made
// them.
import type {
  InstructorCoursePage,
  PaymentHistoryResponse,
  PurchasedCoursesResponse,
  WithdrawalListResponse,
} from '../../../src/generated/model';
import type { CheckContext, Harness, LeftoverKind } from '../../harness';
import type { Role } from '../../spec';
import { Journey } from '../journey';
import type { Holdings, RunState } from '../run-state';

interface Inventory {
  kind: LeftoverKind;
  /** The list it is read from. */
  operationId: string;
  role: Role;
  /** Plural, for the lines: "payouts". */
  plural: string;
  read: (ctx: CheckContext, token: string) => Promise<Holdings | undefined>;
}

/** Pages read at most from a paged list (a test account's history is short). */
const MAX_PAGES = 20;

async function everyPage<T>(
  ctx: CheckContext,
  operationId: string,
  token: string,
  page: (answer: T) => { data: unknown[]; last_page: number } | undefined,
  name: (entry: Record<string, unknown>) => string,
): Promise<Holdings | undefined> {
  const held: Holdings = new Map();
  for (let number = 1; number <= MAX_PAGES; number += 1) {
    const answer = await ctx.lookup<T>(operationId, { token, query: { page: number } });
    const current = answer === undefined ? undefined : page(answer);
    if (!current || !Array.isArray(current.data)) return undefined;
    for (const entry of current.data as Record<string, unknown>[])
      if (Number.isInteger(entry.id)) held.set(entry.id as number, name(entry));
    if (number >= current.last_page) return held;
  }
  return held;
}

const INVENTORIES: Inventory[] = [
  {
    kind: 'payment',
    operationId: 'listPaymentHistory',
    role: 'learner',
    plural: 'payments',
    read: (ctx, token) =>
      everyPage<PaymentHistoryResponse>(
        ctx,
        'listPaymentHistory',
        token,
        (answer) => answer.payments,
        (entry) =>
          `payment ${String(entry.id)}: ${String(entry.type)} ${String(entry.amount)}${entry.currency ? ` ${String(entry.currency)}` : ''}, ${String(entry.status)}`,
      ),
  },
  {
    kind: 'purchase',
    operationId: 'listPurchasedCourses',
    role: 'learner',
    plural: 'bought courses',
    read: async (ctx, token) => {
      const answer = await ctx.lookup<PurchasedCoursesResponse>('listPurchasedCourses', { token });
      if (!Array.isArray(answer?.courses)) return undefined;
      return new Map(
        answer.courses
          .filter((course) => Number.isInteger(course.id))
          .map((course) => [course.id, `course ${course.id} "${course.title_en}" bought`]),
      );
    },
  },
  {
    kind: 'payout',
    operationId: 'listInstructorWithdrawals',
    role: 'instructor',
    plural: 'payout requests',
    read: async (ctx, token) => {
      const answer = await ctx.lookup<WithdrawalListResponse>('listInstructorWithdrawals', {
        token,
      });
      if (!Array.isArray(answer?.withdrawals)) return undefined;
      return new Map(
        answer.withdrawals
          .filter((entry) => Number.isInteger(entry.id))
          .map((entry) => [
            entry.id,
            `payout ${entry.id} of ${entry.amount}${entry.currency ? ` ${entry.currency}` : ''}, ${entry.status}`,
          ]),
      );
    },
  },
  {
    kind: 'course',
    operationId: 'listInstructorCourses',
    role: 'instructor',
    plural: "instructor's courses",
    read: (ctx, token) =>
      everyPage<InstructorCoursePage>(
        ctx,
        'listInstructorCourses',
        token,
        (answer) => answer,
        (entry) =>
          `course ${String(entry.id)} "${String(entry.title_en)}", ${String(entry.status)}`,
      ),
  },
];

/** Notes what the test accounts hold before the journeys that write (with --allow-writes). */
export async function noteHoldings(harness: Harness, state: RunState): Promise<void> {
  const journey = new Journey(harness, 'left-on-server');
  await journey.step(
    'listPaymentHistory',
    'notes what the test accounts hold before the journeys',
    async (ctx) => {
      for (const inventory of INVENTORIES) {
        const held = await inventory.read(ctx, ctx.account(inventory.role).token);
        if (held) state.holdingsBefore.set(inventory.kind, held);
      }
    },
    { writes: true },
  );
}

/**
 * After the journeys: each list read again; what is new is left on the server, listed as the
 * server holds it in place of what the harness recorded, and counted against what the run made.
 */
export async function leftOnServerJourney(harness: Harness, state: RunState): Promise<void> {
  for (const inventory of INVENTORIES) {
    const journey = new Journey(harness, 'left-on-server');
    await journey.step(
      inventory.operationId,
      `reads back the ${inventory.plural} the run left`,
      async (ctx) => {
        const before = state.holdingsBefore.get(inventory.kind);
        if (!before) return ctx.skip(`the ${inventory.plural} could not be read before the run`);
        const after = await inventory.read(ctx, ctx.account(inventory.role).token);
        if (!after) return ctx.skip(`the ${inventory.plural} could not be read after the run`);
        const added = [...after].filter(([id]) => !before.has(id));
        const recorded = harness.leftovers.filter(
          (entry) => entry.kind === inventory.kind && entry.source === 'recorded',
        );
        const makers = [...new Set(recorded.map((entry) => entry.operationId))];
        // Named after the call that made them when one did; else after the list, naming each.
        ctx.expect(
          added.length === recorded.length,
          makers.length === 1
            ? `${makers[0]}: ${added.length} new ${inventory.plural} on the server after the run, the run meant to leave ${recorded.length} (read back by ${inventory.operationId})`
            : `${inventory.operationId}: ${added.length} new ${inventory.plural} on the server after the run, the run meant to leave ${recorded.length} (made by ${makers.join(', ') || 'no call of the run'})`,
        );
        // The server's own account of it replaces the harness's.
        const others = harness.leftovers.filter((entry) => !recorded.includes(entry));
        harness.leftovers.splice(
          0,
          harness.leftovers.length,
          ...others,
          ...added.map(([, what]) => ({
            // The call that made it, when one call made every record of the kind.
            operationId: makers.length === 1 ? makers[0]! : inventory.operationId,
            what,
            source: 'read back' as const,
            kind: inventory.kind,
          })),
        );
      },
      { writes: true },
    );
  }
}
