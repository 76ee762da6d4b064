import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstructorSale, WithdrawalStatus } from '@/generated/model';
import {
  StatusWordBadge,
  useStatusWord,
  type StatusScheme,
} from '@/components/ui/status-word-badge';
import { useLanguage } from '@/components/ui/use-language';
import type { Language } from '@/lib/i18n/languages';
import { localizedField } from '@/lib/format/localized-field';
import { currencyOr } from '@/lib/capabilities/discovery';
import { formatAmount } from '@/lib/format/price';
import { fromMinorUnits } from '@/lib/format/minor-units';
import type { CourseEarnings } from './monthly-earnings';

/**
 * An amount of the wallet in the interface language's notation, with the server's currency (part
 * 3 sends none, every amount shown in ֏: the wallet's drams then).
 */
export const walletMoney = (amount: string, currency: string | undefined, language: Language) =>
  formatAmount(amount, currencyOr(currency), language);

/** `walletMoney` in the interface language, for the amounts of one currency. */
export function useWalletMoney(currency: string | undefined): (amount: string) => string {
  const language = useLanguage();
  return (amount) => walletMoney(amount, currency, language);
}

/** One course's part of a month, `Course: ֏1,000`: the chart's tooltip and its table say the same. */
export const courseShare = (course: CourseEarnings, currency: string, language: Language) =>
  `${course.name}: ${walletMoney(fromMinorUnits(course.netMinor), currency, language)}`;

/** `completed` reads "Approved". */
const withdrawalStatuses: StatusScheme<WithdrawalStatus> = {
  namespace: 'instructor-wallet',
  words: 'withdrawals.statuses',
  tones: { pending: 'waiting', completed: 'paid', rejected: 'failed' },
};

export const WithdrawalStatusBadge = ({ status }: { status: WithdrawalStatus }) => (
  <StatusWordBadge status={status} scheme={withdrawalStatuses} />
);

/** A sale's status with the learner history's words (the same status map): any other failed. */
const saleStatuses: StatusScheme<'pending' | 'completed' | 'approved' | 'deposited'> = {
  namespace: 'instructor-wallet',
  words: 'sales.statuses',
  tones: { pending: 'waiting', completed: 'paid', approved: 'paid', deposited: 'paid' },
};

export const SaleStatusBadge = ({ status }: { status: string }) => (
  <StatusWordBadge status={status} scheme={saleStatuses} />
);

export const useSaleStatusWord = () => useStatusWord(saleStatuses);

/** What was sold: the course's title in the interface language, else the server's description. */
export function useSaleCourse(): (sale: InstructorSale) => string {
  const { t } = useTranslation('instructor-wallet');
  const language = useLanguage();
  return useCallback(
    (sale: InstructorSale) =>
      localizedField(sale, 'course_title', language) ||
      sale.description ||
      t('sales.unknownCourse'),
    [t, language],
  );
}
