import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { RemoteImage } from '@/components/ui/remote-image';
import { controlClass, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/components/ui/use-language';
import { catalogueQueries } from '@/entities/course/catalogue-queries';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import type { FormValues } from '@/machines/form-submission/form-submission.machine';
import { localizedField } from '@/lib/format/localized-field';
import { formatMoney } from '@/lib/format/price';
import { href, paths } from '@/lib/routes';
import {
  CHECKOUT_CARD_RULES,
  cardBrand,
  cvcLengthFor,
  formatCardNumber,
  formatExpiry,
  validatePaymentCard,
} from '@/lib/validation/payment-card';
import { BILLING_COUNTRIES } from './countries';
import { courseOrder, SAMPLE_ORDER, type OrderFigures } from './order-figures';
import './purchases.css';

const emptyCheckout = { country: '', card_number: '', expiry: '', cvc: '', name_on_card: '' };

/** Checkout's client rules: a billing country, then the shared card rules at checkout's strictness. */
export function validateCheckout(values: FormValues, now: Date = new Date()) {
  const errors: Record<string, string> = validatePaymentCard(values, now, CHECKOUT_CARD_RULES);
  if (!values.country) errors.country = 'purchases:checkout.countryRequired';
  return errors;
}

/** The brands the spec shows; Visa and Mastercard light up when the typed number is theirs. */
const PAYMENT_BRANDS = ['visa', 'mastercard', 'googlePay', 'applePay'] as const;

/**
 * Checkout (part 2 §2, decision 7): a sample with no payment call. The card fields validate on
 * the client; a valid Pay shows a demo confirmation, a refused one keeps everything typed.
 */
export function CheckoutPage() {
  const { t } = useTranslation('purchases');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const courseId = Number(searchParams.get('courseId'));
  const hasCourse = Number.isInteger(courseId) && courseId > 0;
  const [saveCard, setSaveCard] = useState(true);
  const [confirmed, setConfirmed] = useState(false);
  const orderId = useId();
  const form = useFormSubmission({
    input: { initialValues: emptyCheckout, validate: (values) => validateCheckout(values) },
    // No payment call exists (part 2 §7): valid fields end in the demo confirmation.
    submit: () => {
      setConfirmed(true);
      return Promise.resolve({ kind: 'success', messageKey: 'purchases:checkout.demoText' });
    },
  });
  const number = form.values.card_number ?? '';
  const brand = cardBrand(number);

  return (
    <PageFrame title={t('common:pages.checkout')}>
      <p className="sample-notice" role="note">
        {t('checkout.sampleNotice')}
      </p>
      <div className="checkout">
        <form className="form checkout__form" id={form.formId} onSubmit={form.onSubmit} noValidate>
          <h2 className="checkout__heading">{t('checkout.billingTitle')}</h2>
          <Field label={t('checkout.country')} required errorKey={form.errorOf('country')}>
            {(control) => (
              <select
                {...control}
                name="country"
                className={controlClass(Boolean(control['aria-invalid']))}
                value={form.values.country ?? ''}
                onChange={(event) => form.setValue('country', event.target.value)}
              >
                <option value="">{t('checkout.selectCountry')}</option>
                {BILLING_COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {t(`countries.${country}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <fieldset className="checkout__method">
            <legend className="field__label">{t('checkout.paymentMethod')}</legend>
            <label className="checkout__method-choice">
              <input type="radio" name="payment_method" value="card" checked readOnly />
              {t('checkout.cards')}
            </label>
            <ul className="card-brands" aria-label={t('checkout.acceptedBrands')}>
              {PAYMENT_BRANDS.map((name) => (
                <li
                  key={name}
                  className={`card-brands__item${brand === name ? ' card-brands__item--active' : ''}`}
                >
                  {t(`brands.${name}`)}
                </li>
              ))}
            </ul>
            <p className="checkout__detected" aria-live="polite">
              {brand ? t('checkout.detectedBrand', { brand: t(`brands.${brand}`) }) : ''}
            </p>
          </fieldset>

          <TextField
            {...form.field('card_number')}
            onValueChange={(value) => form.setValue('card_number', formatCardNumber(value))}
            label={t('checkout.cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            required
          />
          <div className="form__row">
            <TextField
              {...form.field('expiry')}
              onValueChange={(value) => form.setValue('expiry', formatExpiry(value))}
              label={t('checkout.expiry')}
              hint={t('checkout.expiryHint')}
              autoComplete="cc-exp"
              inputMode="numeric"
              required
            />
            <TextField
              {...form.field('cvc')}
              onValueChange={(value) => form.setValue('cvc', value.replace(/\D/g, '').slice(0, 4))}
              label={t('checkout.cvc')}
              hint={t(
                cvcLengthFor(number) === 4 ? 'checkout.cvcHintFour' : 'checkout.cvcHintThree',
              )}
              autoComplete="cc-csc"
              inputMode="numeric"
              required
            />
          </div>
          <TextField
            {...form.field('name_on_card')}
            label={t('checkout.nameOnCard')}
            autoComplete="cc-name"
            required
          />
          <label className="checkout__save">
            <input
              type="checkbox"
              checked={saveCard}
              onChange={(event) => setSaveCard(event.target.checked)}
            />
            {t('checkout.saveCard')}
          </label>
          <p className="checkout__terms">
            {t('checkout.termsLead')}{' '}
            <Link to={href('termsConditions')}>{t('checkout.termsLink')}</Link>
          </p>
          <div className="checkout__actions">
            <button type="submit" className="button">
              {t('checkout.pay')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void navigate(href('learnerShoppingCart'))}
            >
              {t('checkout.cancel')}
            </button>
          </div>
        </form>
        <section className="checkout__order" aria-labelledby={`${orderId}-order`}>
          <h2 className="checkout__heading" id={`${orderId}-order`}>
            {t('checkout.orderDetails')}
          </h2>
          {hasCourse ? <CourseOrder courseId={courseId} /> : <SampleOrder />}
        </section>
      </div>
      <Dialog.Root open={confirmed} onOpenChange={setConfirmed}>
        <Dialog.Portal>
          <Dialog.Overlay className="checkout-dialog__overlay" />
          <Dialog.Content className="checkout-dialog">
            <Dialog.Title className="checkout-dialog__title">
              {t('checkout.demoTitle')}
            </Dialog.Title>
            <Dialog.Description>{t('checkout.demoText')}</Dialog.Description>
            <Dialog.Close asChild>
              <button type="button" className="button">
                {t('checkout.demoClose')}
              </button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </PageFrame>
  );
}

function SampleOrder() {
  const { t } = useTranslation('purchases');
  return (
    <>
      <div className="checkout__course">
        <RemoteImage className="checkout__thumb" file={null} alt="" width={160} height={90} />
        <p className="checkout__course-title">
          {t('checkout.sampleCourse')}{' '}
          <span className="sample-badge">{t('checkout.sampleBadge')}</span>
        </p>
      </div>
      <OrderSummary figures={SAMPLE_ORDER} />
    </>
  );
}

/** The course named by `?courseId=`, read from its public page call. */
function CourseOrder({ courseId }: { courseId: number }) {
  const { t } = useTranslation('purchases');
  const language = useLanguage();
  const query = useQuery(catalogueQueries.course(courseId));
  if (query.isPending)
    return (
      <p className="remote-state" role="status">
        {t('checkout.courseLoading')}
      </p>
    );
  if (query.isError)
    return (
      <div className="remote-state remote-state--error" role="alert">
        <p>{t('checkout.courseFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('common:remote.retry')}
        </button>
      </div>
    );
  const course = query.data;
  // An id that names no course (removed, or never approved): say so, and offer the catalogue.
  if (course === null)
    return (
      <p className="remote-state" role="status">
        {t('checkout.courseNotFound')} <Link to={paths.courses}>{t('common:nav.courses')}</Link>
      </p>
    );
  const figures = courseOrder(course, language);
  return (
    <>
      <div className="checkout__course">
        <RemoteImage
          className="checkout__thumb"
          file={course.thumbnail}
          alt=""
          width={160}
          height={90}
        />
        <p className="checkout__course-title">
          <Link to={href('singleCourse', { id: course.id })}>
            {localizedField(course, 'title', language)}
          </Link>
        </p>
      </div>
      {figures ? (
        <OrderSummary figures={figures} />
      ) : (
        <p className="remote-state">{t('checkout.noPrice')}</p>
      )}
    </>
  );
}

function OrderSummary({ figures }: { figures: OrderFigures }) {
  const { t } = useTranslation('purchases');
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, figures.currency, language);
  return (
    <dl className="order-summary">
      <dt>{t('checkout.originalPrice')}</dt>
      <dd>{money(figures.original)}</dd>
      <dt>{t('checkout.discount', { percent: figures.discountPercent })}</dt>
      <dd>−{money(figures.discountAmount)}</dd>
      <dt className="order-summary__total">{t('checkout.total')}</dt>
      <dd className="order-summary__total">{money(figures.total)}</dd>
    </dl>
  );
}
