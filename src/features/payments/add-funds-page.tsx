import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { PaymentFlow } from './payment-flow';

/** `/learner/add-funds`: top up the wallet with a saved card or through the bank. */
export function AddFundsPage() {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  return (
    <PageFrame title={t('addFundsTitle')}>
      <PaymentFlow
        purpose="add_funds"
        courseId={null}
        initialAmount={searchParams.get('amount') ?? ''}
      />
    </PageFrame>
  );
}
