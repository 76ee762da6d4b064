import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmission } from '@/entities/forms/use-form-submission';
import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  lastFour,
  validatePaymentCard,
  type CardBrand,
} from '@/lib/validation/payment-card';

interface SampleCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expiry: string;
  name: string;
}

/** Sample saved cards (decision 7): nothing here comes from, or goes to, a server. */
export const SAMPLE_CARDS: readonly SampleCard[] = [
  { id: 'sample-visa', brand: 'visa', last4: '4242', expiry: '08/29', name: 'Anna Petrosyan' },
  {
    id: 'sample-mastercard',
    brand: 'mastercard',
    last4: '4444',
    expiry: '11/28',
    name: 'Anna Petrosyan',
  },
];

const empty = { card_number: '', expiry: '', cvc: '', name_on_card: '' };

/**
 * Saved cards and an add-card form, both samples: the form validates like checkout (Luhn,
 * MM/YY not past, CVC, name) and then only lists the card for this visit; nothing is stored.
 */
export function PaymentMethodsTab() {
  const { t } = useTranslation('settings');
  const [added, setAdded] = useState<SampleCard[]>([]);
  const form = useFormSubmission({
    input: {
      initialValues: empty,
      validate: (values) => validatePaymentCard(values),
      clearOnSuccess: true,
    },
    // No call exists for cards (part 2, §7): a valid card is shown for this visit only.
    submit: (values) => {
      const number = values.card_number ?? '';
      setAdded((cards) => [
        ...cards,
        {
          id: `added-${cards.length}`,
          brand: cardBrand(number),
          last4: lastFour(number),
          expiry: values.expiry ?? '',
          name: (values.name_on_card ?? '').trim(),
        },
      ]);
      return Promise.resolve({ kind: 'success', messageKey: 'common:payment_card.sample_added' });
    },
  });
  const cards = [...SAMPLE_CARDS, ...added];
  const brandName = (brand: CardBrand) => t(`payment.brands.${brand ?? 'other'}`);

  return (
    <div className="settings__stack">
      <p className="sample-note" role="note">
        {t('payment.sampleNote')}
      </p>
      <h3>{t('payment.savedTitle')}</h3>
      <ul className="saved-cards">
        {cards.map((card) => (
          <li key={card.id} className="saved-cards__item">
            <span className={`card-brand card-brand--${card.brand ?? 'other'}`} aria-hidden="true">
              {brandName(card.brand)}
            </span>
            <span>
              <strong>
                {t('payment.cardEnding', { brand: brandName(card.brand), last4: card.last4 })}
              </strong>
              <br />
              <span className="settings__note">
                {t('payment.cardDetails', { expiry: card.expiry, name: card.name })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <h3>{t('payment.addTitle')}</h3>
      <form className="form" id={form.formId} onSubmit={form.onSubmit} noValidate>
        {form.alert ? <FormAlert {...form.alert} /> : null}
        <TextField
          {...form.field('card_number')}
          onValueChange={(value) => form.setValue('card_number', formatCardNumber(value))}
          label={t('payment.cardNumber')}
          autoComplete="off"
          inputMode="numeric"
          hint={t('payment.cardNumberHint')}
          required
        />
        <div className="form__row">
          <TextField
            {...form.field('expiry')}
            onValueChange={(value) => form.setValue('expiry', formatExpiry(value))}
            label={t('payment.expiry')}
            autoComplete="off"
            inputMode="numeric"
            hint={t('payment.expiryHint')}
            required
          />
          <TextField
            {...form.field('cvc')}
            onValueChange={(value) => form.setValue('cvc', value.replace(/\D/g, '').slice(0, 4))}
            label={t('payment.cvc')}
            autoComplete="off"
            inputMode="numeric"
            hint={t('payment.cvcHint')}
            required
          />
        </div>
        <TextField
          {...form.field('name_on_card')}
          label={t('payment.nameOnCard')}
          autoComplete="off"
          required
        />
        <p className="settings__note">{t('payment.nothingStored')}</p>
        <SubmitButton busy={form.busy}>{t('payment.add')}</SubmitButton>
      </form>
    </div>
  );
}
