import { useTranslation } from 'react-i18next';
import type { PaymentHistoryItem, PaymentStatus } from '@/generated/model';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { Language } from '@/lib/i18n/languages';
import { localizedField } from '@/lib/format/localized-field';

/** Statuses of a payment that went through, the ones an invoice is issued for. */
const paid: ReadonlySet<PaymentStatus> = new Set(['completed', 'approved', 'deposited']);
export const hasInvoice = (payment: Pick<PaymentHistoryItem, 'status'>): boolean =>
  paid.has(payment.status);

const tones: Record<PaymentStatus, StatusTone> = {
  completed: 'paid',
  approved: 'paid',
  deposited: 'paid',
  pending: 'waiting',
  declined: 'failed',
  canceled: 'failed',
  failed: 'failed',
  refunded: 'returned',
};

/** The payment's status as a badge: a sign, the translated word and a tone of colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('purchases');
  return (
    <StatusBadge
      tone={tones[status] ?? 'failed'}
      label={t(`history.statuses.${status}`, { defaultValue: status })}
    />
  );
}

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
