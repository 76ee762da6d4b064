// Money as the journeys compare it: decimal strings in cents, digit by digit (never through a
// float), and the balances re-read from the server after every step that moves money, so a
// server that never debits, or debits twice, fails where it happened.
import type { InstructorWalletSummaryResponse, ProfileResponse } from '../../src/generated/model';
import type { CheckContext } from '../harness';

/** A decimal string or number in cents; null when it is neither. */
export function cents(amount: unknown): number | null {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  if (typeof text !== 'string' || !/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const decimal = (value: number): string =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** The learner's wallet balance in cents, read from the profile; null when it cannot be read. */
export async function learnerBalance(ctx: CheckContext): Promise<number | null> {
  const profile = await ctx.lookup<ProfileResponse>('getProfile', {
    token: ctx.account('learner').token,
  });
  return cents(profile?.user?.balance);
}

/** The instructor's balance in cents, read from the wallet summary; null when it cannot be read. */
export async function instructorBalance(ctx: CheckContext): Promise<number | null> {
  const answer = await ctx.lookup<InstructorWalletSummaryResponse>('getInstructorWalletSummary', {
    token: ctx.account('instructor').token,
  });
  return cents(answer?.summary?.current_balance);
}

/**
 * Re-reads a balance after a money move and expects it to have moved by `change` cents from
 * `before` (0: it must not have moved). Returns the balance read, to compare the next move with.
 */
export async function expectBalance(
  ctx: CheckContext,
  read: (ctx: CheckContext) => Promise<number | null>,
  before: number | null,
  change: number,
  after: string,
): Promise<number | null> {
  const now = await read(ctx);
  if (before === null || now === null) return now;
  ctx.expect(
    now === before + change,
    change === 0
      ? `${after}: the balance moved from ${decimal(before)} to ${decimal(now)}; nothing may move it`
      : `${after}: the balance went from ${decimal(before)} to ${decimal(now)}, not ${change > 0 ? 'up' : 'down'} by ${decimal(Math.abs(change))} once`,
  );
  return now;
}
