// Reads a journey makes to learn what it needs (the courses bought, the catalogue, the payment
// count), each through `CheckContext.lookup`: the journey asks for itself instead of trusting
// what another check read, and a broken answer is reported once under the read, never as the
// journey's own failure.
import type {
  CourseCardPage,
  PaymentHistoryResponse,
  PurchasedCoursesResponse,
} from '../../src/generated/model';
import type { CheckContext } from '../harness';

/** The ids of a list's entries that are ids (a broken entry is the list's own failure). */
export const idsOf = (list: unknown): number[] =>
  Array.isArray(list)
    ? list
        .map((entry) => (entry as { id?: unknown } | null)?.id)
        .filter((id): id is number => Number.isInteger(id))
    : [];

/** The courses the learner has bought, read afresh; undefined when the list cannot be read. */
export async function ownedCourses(ctx: CheckContext): Promise<Set<number> | undefined> {
  const answer = await ctx.lookup<PurchasedCoursesResponse>('listPurchasedCourses', {
    token: ctx.account('learner').token,
  });
  return Array.isArray(answer?.courses) ? new Set(idsOf(answer.courses)) : undefined;
}

/** The ids of the first catalogue page, read afresh (empty when it cannot be read). */
export async function catalogueIds(ctx: CheckContext): Promise<number[]> {
  const page = await ctx.lookup<CourseCardPage>('listPublicCourses', { query: { page: 1 } });
  return idsOf(page?.data);
}

/** How many payments the learner's history counts (its paginator's total), or null. */
export async function paymentCount(ctx: CheckContext): Promise<number | null> {
  const answer = await ctx.lookup<PaymentHistoryResponse>('listPaymentHistory', {
    token: ctx.account('learner').token,
    query: { page: 1 },
  });
  const total = answer?.payments?.total;
  return Number.isInteger(total) ? (total as number) : null;
}
