import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/action-button';
import { PageFrame } from '@/components/ui/page-frame';
import { href, parseIdParam } from '@/lib/routes';
import { PaymentFlow } from './payment-flow';
import { OutcomePanel } from './payment-outcomes';

/** `/learner/checkout?courseId=…`: buy one course, one flow with add funds. */
export function CheckoutPage() {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const courseId = parseIdParam(searchParams.get('courseId') ?? undefined);
  return (
    <PageFrame title={t('checkoutTitle')}>
      {courseId === null ? (
        <OutcomePanel
          tone="info"
          title={t('noCourse.title')}
          focusOnShow={false}
          actions={<ButtonLink to={href('learnerShoppingCart')}>{t('noCourse.cart')}</ButtonLink>}
        >
          <p>{t('noCourse.text')}</p>
        </OutcomePanel>
      ) : (
        // A new course starts a new flow (the machine is per course).
        <PaymentFlow key={courseId} purpose="course_purchase" courseId={courseId} />
      )}
    </PageFrame>
  );
}
