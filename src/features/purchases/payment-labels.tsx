import { useTranslation } from 'react-i18next';
import type { PaymentHistoryItem, PaymentStatus } from '@/generated/model';
import {
  StatusWordBadge,
  useStatusWord,
  type StatusScheme,
} from '@/components/ui/status-word-badge';
import type { Language } from '@/lib/i18n/languages';
import { localizedField } from '@/lib/format/localized-field';

/** Statuses of a payment that went through, the ones an invoice is issued for. */
const paid: ReadonlySet<PaymentStatus> = new Set(['completed', 'approved', 'deposited']);
export const hasInvoice = (payment: Pick<PaymentHistoryItem, 'status'>): boolean =>
  paid.has(payment.status);

const paymentStatuses: StatusScheme<PaymentStatus> = {
  namespace: 'purchases',
  words: 'history.statuses',
  tones: {
    completed: 'paid',
    approved: 'paid',
    deposited: 'paid',
    pending: 'waiting',
    declined: 'failed',
    canceled: 'failed',
    failed: 'failed',
    refunded: 'returned',
  },
};

/** The payment's status as a badge: a sign, the translated word and a tone of colour. */
export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <StatusWordBadge status={status} scheme={paymentStatuses} />
);

/** A payment's status in words (the invoice says with them why there is none). */
export const usePaymentStatusWord = () => useStatusWord(paymentStatuses);

/** What was paid for: the course's title in the interface language, or "Wallet top-up". */
export function usePaymentProduct(): (payment: PaymentHistoryItem, language: Language) => string {
  const { t } = useTranslation('purchases');
  return (payment, language) => {
    if (payment.type === 'add_funds') return t('history.topUp');
    return (
      localizedField(payment, 'course_title', language) ||
      payment.description ||
      t('history.coursePurchase')
    );
  };
}
