import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentQueries } from '@/entities/payments/payment-queries';
import { QueryBlock } from '@/entities/query/query-block';
import { deleteSavedCard } from '@/generated/client/payments/payments';
import type { SavedCard } from '@/generated/model';
import { readApiError } from '@/lib/http';
import '@/components/ui/forms.css';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

const lastFour = (card: SavedCard) => card.card_pan.slice(-4);

/**
 * The learner's saved cards (part 3 §1.3, decision 24): masked number and brand from
 * `GET /api/payments/cards`, each deleted after a confirmation. Cards are only ever saved by
 * ticking "Save card" while paying, so there is no add form. A card a pending payment uses
 * stays (409, with the server's reason); one already gone (404) leaves the list.
 */
export function PaymentMethodsTab() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const cards = useQuery(paymentQueries.cards());
  const [asking, setAsking] = useState<SavedCard | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const cardsKey = paymentQueries.cards().queryKey;
  const dropFromList = (card: SavedCard) =>
    queryClient.setQueryData(cardsKey, (list) => list?.filter((item) => item.id !== card.id));

  const removal = useMutation({
    mutationFn: (card: SavedCard) => deleteSavedCard(card.id),
    onSuccess: (_, card) => {
      dropFromList(card);
      setOutcome({
        tone: 'success',
        text: t('payment.deleted', { brand: card.card_type, last4: lastFour(card) }),
      });
    },
    onError: (error, card) => {
      const failure = readApiError(error);
      if (failure.status === 404) {
        // Gone already (another tab, or the server removed it): the list catches up.
        dropFromList(card);
        setOutcome({ tone: 'success', text: t('payment.alreadyGone') });
        return;
      }
      const reason =
        failure.status === 409 && failure.message_key
          ? t(failure.message_key, { ns: 'server' })
          : t('payment.deleteFailed');
      setOutcome({ tone: 'error', text: reason });
    },
  });

  const confirm = () => {
    if (!asking) return;
    setOutcome(null);
    removal.mutate(asking);
    setAsking(null);
  };

  return (
    <div className="settings__stack">
      <h3 id="saved-cards-title">{t('payment.savedTitle')}</h3>
      {outcome ? (
        <p
          className={`form-alert form-alert--${outcome.tone}`}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      ) : null}
      <QueryBlock query={cards} emptyText={t('payment.empty')}>
        {(list) => (
          <ul className="saved-cards" aria-labelledby="saved-cards-title">
            {list.map((card) => {
              const deleting = removal.isPending && removal.variables?.id === card.id;
              return (
                <li key={card.id} className="saved-cards__item">
                  <span
                    className={`card-brand card-brand--${card.card_type.toLowerCase()}`}
                    aria-hidden="true"
                  >
                    {card.card_type}
                  </span>
                  <span className="saved-cards__number">
                    <strong>
                      {t('payment.cardEnding', { brand: card.card_type, last4: lastFour(card) })}
                    </strong>
                    <br />
                    <span className="settings__note">{card.card_pan}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--ghost saved-cards__delete"
                    aria-label={t('payment.deleteCard', {
                      brand: card.card_type,
                      last4: lastFour(card),
                    })}
                    aria-busy={deleting}
                    disabled={deleting}
                    onClick={() => setAsking(card)}
                  >
                    {deleting ? t('payment.deleting') : t('payment.delete')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryBlock>
      <AlertDialog.Root open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="settings-dialog__overlay" />
          <AlertDialog.Content className="settings-dialog">
            <AlertDialog.Title className="settings-dialog__title">
              {t('payment.confirmTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description>
              {asking
                ? t('payment.confirmText', { brand: asking.card_type, last4: lastFour(asking) })
                : null}
            </AlertDialog.Description>
            <div className="settings-dialog__actions">
              <AlertDialog.Cancel className="button button--ghost">
                {t('payment.keep')}
              </AlertDialog.Cancel>
              <AlertDialog.Action className="button" onClick={confirm}>
                {t('payment.confirmDelete')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
