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
import { classifyPaymentFailure } from '@/entities/payments/payment-failure';
import { instructorWalletQueries } from './instructor-wallet-queries';

/** The wallet's currency when the server sends none (part 3 writes ֏ after every amount). */
export const WALLET_CURRENCY = 'AMD';

// The server may count time a little differently from the browser.
const CLOCK_SKEW_MS = 5 * 60_000;

export const toWithdrawalRow = (withdrawal: Withdrawal): WithdrawalRow => ({
  id: String(withdrawal.id),
  amount: withdrawal.amount,
  currency: withdrawal.currency ?? WALLET_CURRENCY,
  status: withdrawal.status,
  createdAt: withdrawal.created_at,
});

/**
 * The server names the bank fields `payment_details.bankName`…; the form names them `bankName`.
 * Everything else of the refusal is the payment classifier's (limits, message).
 */
export function classifyWithdrawalFailure(error: unknown): PaymentFailure {
  const failure = classifyPaymentFailure(error);
  if (failure.kind !== 'validation') return failure;
  const fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, key]) => [
      field.replace(/^payment_details\./, ''),
      key,
    ]),
  );
  return { ...failure, fieldErrors };
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
        // `withdrawal` is an extension: without it the list is read again for the real row.
        return answer.withdrawal ? toWithdrawalRow(answer.withdrawal) : null;
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
