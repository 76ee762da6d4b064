import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  listInstructorWithdrawals,
  requestInstructorWithdrawal,
} from '@/generated/client/instructor-wallet/instructor-wallet';
import type { Withdrawal } from '@/generated/model';
import { toMinorUnits } from '@/lib/format/minor-units';
import type {
  WithdrawalCheck,
  WithdrawalCheckRequest,
  WithdrawalFailure,
  WithdrawalRequest,
  WithdrawalRow,
  WithdrawalSent,
} from '@/machines/withdrawal/withdrawal.machine';
import { failureOutcome, type CallFailureOptions } from '@/entities/forms/form-outcome';
import { currencyOr, withdrawalIn } from '@/lib/capabilities/discovery';
import { instructorWalletQueries } from './instructor-wallet-queries';

// The server may count time a little differently from the browser.
const CLOCK_SKEW_MS = 5 * 60_000;

export const toWithdrawalRow = (withdrawal: Withdrawal): WithdrawalRow => ({
  id: String(withdrawal.id),
  amount: withdrawal.amount,
  currency: currencyOr(withdrawal.currency),
  status: withdrawal.status,
  createdAt: withdrawal.created_at,
});

/**
 * What a refused or failed payout request means for the withdrawal machine, as the one failure
 * mapper's table: no answer, a 422 by field (the server names the bank fields
 * `payment_details.bankName`…, the form `bankName`; the limits when it sends them), anything
 * else.
 */
const WITHDRAWAL_FAILURES: CallFailureOptions<WithdrawalFailure['kind']> = {
  fieldScope: 'payment_details',
  // The page shows every one of them.
  logged: false,
  kinds: [
    { kind: 'network', noAnswer: true },
    { kind: 'validation', status: 422 },
  ],
  otherwise: 'server',
};

const failedWith = (error: unknown) => failureOutcome(error, WITHDRAWAL_FAILURES);

/**
 * The withdrawal machine's calls and cache actions over the generated client and the cache
 * (docs/server-state.md: machines change the cache through injected actions). The optimistic
 * row has a negative id of its own, so a rollback removes exactly it, never a snapshot that a
 * live update may have replaced meanwhile.
 */
export function createWithdrawalBinding(queryClient: QueryClient) {
  const key = instructorWalletQueries.withdrawals().queryKey;
  const pendingIds = new Map<string, number>();
  let nextPendingId = -1;

  const send = async (input: WithdrawalRequest): Promise<WithdrawalRow | null> => {
    const answer = await requestInstructorWithdrawal(
      {
        amount: input.amount,
        payment_method: 'bank',
        payment_details: {
          bankName: input.bankName,
          accountHolderName: input.accountHolderName,
          accountNumber: input.accountNumber,
        },
      },
      { 'Idempotency-Key': input.idempotencyKey },
    );
    // Without the request in the answer (`payment-records`) the list is read again.
    const withdrawal = withdrawalIn(answer);
    return withdrawal ? toWithdrawalRow(withdrawal) : null;
  };

  const findAttempt = async (input: WithdrawalCheckRequest): Promise<WithdrawalCheck> => {
    const { withdrawals } = await listInstructorWithdrawals();
    const wanted = toMinorUnits(input.amount);
    const taken = withdrawals.find(
      (entry) =>
        entry.status === 'pending' &&
        toMinorUnits(entry.amount) === wanted &&
        Date.parse(entry.created_at) >= input.startedAt - CLOCK_SKEW_MS,
    );
    return taken ? { found: true, withdrawal: toWithdrawalRow(taken) } : { found: false };
  };

  const removeRow = (idempotencyKey: string) => {
    const id = pendingIds.get(idempotencyKey);
    if (id === undefined) return;
    pendingIds.delete(idempotencyKey);
    queryClient.setQueryData(key, (list) => list?.filter((row) => row.id !== id));
  };

  return {
    actors: {
      submitWithdrawal: fromPromise<WithdrawalSent, WithdrawalRequest>(async ({ input }) => {
        try {
          return { outcome: 'sent', row: await send(input) };
        } catch (error) {
          return { outcome: 'failed', failure: failedWith(error) };
        }
      }),
      checkAttempt: fromPromise<WithdrawalCheck, WithdrawalCheckRequest>(async ({ input }) => {
        try {
          return await findAttempt(input);
        } catch (error) {
          return { found: null, failure: failedWith(error) };
        }
      }),
    },
    actions: {
      showPendingRow: (
        _: unknown,
        { request, createdAt }: { request: WithdrawalRequest; createdAt: number },
      ) => {
        // A list never read has nothing to add to: a one-row list would pass for the whole one
        // until it went stale. The wallet reads the server's list, the new request in it.
        if (queryClient.getQueryData(key) === undefined) return;
        void queryClient.cancelQueries({ queryKey: key });
        removeRow(request.idempotencyKey);
        const id = nextPendingId;
        nextPendingId -= 1;
        pendingIds.set(request.idempotencyKey, id);
        const row: Withdrawal = {
          id,
          created_at: new Date(createdAt).toISOString(),
          amount: request.amount,
          status: 'pending',
          admin_notes: null,
          currency: request.currency as Withdrawal['currency'],
        };
        queryClient.setQueryData(key, (list) => [row, ...(list ?? [])]);
      },
      confirmPendingRow: (
        _: unknown,
        { request }: { request: WithdrawalRequest; row: WithdrawalRow | null },
      ) => {
        pendingIds.delete(request.idempotencyKey);
        // The balance holds the amount now, and the list gets the server's own row.
        void queryClient.invalidateQueries({ queryKey: instructorWalletQueries.all });
      },
      removePendingRow: (_: unknown, { request }: { request: WithdrawalRequest }) => {
        removeRow(request.idempotencyKey);
      },
    },
  };
}
