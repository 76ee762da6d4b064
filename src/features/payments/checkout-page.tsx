import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { href, parseIdParam } from '@/lib/routes';
import { PaymentFlow } from './payment-flow';

/** `/learner/checkout?courseId=…`: buy one course, one flow with add funds. */
export function CheckoutPage() {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const courseId = parseIdParam(searchParams.get('courseId') ?? undefined);
  return (
    <PageFrame title={t('checkoutTitle')}>
      {courseId === null ? (
        <section className="payment-outcome payment-outcome--info" aria-labelledby="no-course">
          <h2 id="no-course">{t('noCourse.title')}</h2>
          <p>{t('noCourse.text')}</p>
          <Link className="button button--primary" to={href('learnerShoppingCart')}>
            {t('noCourse.cart')}
          </Link>
        </section>
      ) : (
        // A new course starts a new flow (the machine is per course).
        <PaymentFlow key={courseId} purpose="course_purchase" courseId={courseId} />
      )}
    </PageFrame>
  );
}
