import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  listInstructorWithdrawals,
  requestInstructorWithdrawal,
} from '@/generated/client/instructor-wallet/instructor-wallet';
import type { Withdrawal } from '@/generated/model';
import { toMinorUnits } from '@/lib/format/minor-units';
import type { PaymentFailure } from '@/machines/checkout/payment-types';
import type {
  WithdrawalCheck,
  WithdrawalCheckRequest,
  WithdrawalRequest,
  WithdrawalRow,
} from '@/machines/withdrawal/withdrawal.machine';
import { failureOutcome } from '@/entities/forms/form-outcome';
import { amountLimitsOf, currencyOr, withdrawalIn } from '@/lib/capabilities/discovery';
import { readApiError } from '@/lib/http';
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
 * What a refused or failed payout request means for the withdrawal machine: no answer, a 422 by
 * field (the server names the bank fields `payment_details.bankName`…, the form `bankName`; the
 * limits when it sends them), anything else. The 422's keys come from the one mapper,
 * `failureOutcome`, as for every form.
 */
export function classifyWithdrawalFailure(error: unknown): PaymentFailure {
  const answer = readApiError(error);
  if (answer.status === null) return { kind: 'network' };
  if (answer.status !== 422)
    return answer.status === 404 ? { kind: 'not_found' } : { kind: 'server' };
  const outcome = failureOutcome(error, {
    fieldOf: (field) => field.replace(/^payment_details\./, ''),
  });
  const limits = amountLimitsOf(answer);
  return {
    kind: 'validation',
    fieldErrors: outcome.kind === 'fieldErrors' ? outcome.fieldErrors : {},
    ...(outcome.messageKey ? { messageKey: outcome.messageKey } : {}),
    ...(limits ? { limits } : {}),
  };
}

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

  const removeRow = (idempotencyKey: string) => {
    const id = pendingIds.get(idempotencyKey);
    if (id === undefined) return;
    pendingIds.delete(idempotencyKey);
    queryClient.setQueryData(key, (list) => list?.filter((row) => row.id !== id));
  };

  return {
    actors: {
      submitWithdrawal: fromPromise<WithdrawalRow | null, WithdrawalRequest>(async ({ input }) => {
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
      }),
      checkAttempt: fromPromise<WithdrawalCheck, WithdrawalCheckRequest>(async ({ input }) => {
        const { withdrawals } = await listInstructorWithdrawals();
        const wanted = toMinorUnits(input.amount);
        const taken = withdrawals.find(
          (entry) =>
            entry.status === 'pending' &&
            toMinorUnits(entry.amount) === wanted &&
            Date.parse(entry.created_at) >= input.startedAt - CLOCK_SKEW_MS,
        );
        return taken ? { found: true, withdrawal: toWithdrawalRow(taken) } : { found: false };
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
