import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import {
  failureMessage,
  failureOutcome,
  useFailureOutcome,
  type FailureOptions,
} from '@/entities/forms/form-outcome';
import { paymentQueries } from '@/entities/payments/payment-queries';
import { QueryBlock } from '@/entities/query/query-block';
import { deleteSavedCard } from '@/generated/client/payments/payments';
import type { SavedCard } from '@/generated/model';

const DELETED_KEY = 'settings:payment.deleted';
const CARD_GONE_KEY = 'settings:payment.alreadyGone';
/** The server's reason for keeping a card a pending payment uses (409); a gone card (404) is a key. */
const removalFailure: FailureOptions = {
  fallbackKey: 'settings:payment.deleteFailed',
  showMessageKey: [409],
  statusKeys: { 404: CARD_GONE_KEY },
};

const lastFour = (card: SavedCard) => card.card_pan.slice(-4);

/**
 * The learner's saved cards (decision 24): masked number and brand from
 * `GET /api/payments/cards`, each deleted after a confirmation. Cards are only ever saved by
 * ticking "Save card" while paying, so there is no add form. A card a pending payment uses
 * stays (409, with the server's reason); one already gone (404) leaves the list.
 */
export function PaymentMethodsTab() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const cards = useQuery(paymentQueries.cards());
  const [asking, setAsking] = useState<SavedCard | null>(null);
  const cardsKey = paymentQueries.cards().queryKey;

  const removal = useMutation({
    mutationFn: async (card: SavedCard) => {
      try {
        await deleteSavedCard(card.id);
        return { card, messageKey: DELETED_KEY };
      } catch (error) {
        // Gone already (another tab, or the server removed it): what the user asked for.
        if (failureMessage(failureOutcome(error, removalFailure)) === CARD_GONE_KEY)
          return { card, messageKey: CARD_GONE_KEY };
        throw error;
      }
    },
    onSuccess: ({ card }) =>
      queryClient.setQueryData(cardsKey, (list) => list?.filter((item) => item.id !== card.id)),
  });
  const failure = useFailureOutcome(removal.error, removalFailure);

  const confirm = () => {
    if (!asking) return;
    removal.mutate(asking);
    setAsking(null);
  };

  return (
    <div className="settings__stack">
      <h3 id="saved-cards-title">{t('payment.savedTitle')}</h3>
      {removal.isSuccess ? (
        <FormAlert
          tone="success"
          messageKey={removal.data.messageKey}
          values={{ brand: removal.data.card.card_type, last4: lastFour(removal.data.card) }}
        />
      ) : null}
      {failure ? <FormAlert tone="error" messageKey={failureMessage(failure)} /> : null}
      {cards.data === null ? (
        // A server without saved cards: nothing to list, and nothing is wrong.
        <p role="status">{t('payment.notOffered')}</p>
      ) : null}
      <QueryBlock
        query={cards}
        emptyText={t('payment.empty')}
        isEmpty={(list) => list !== null && list.length === 0}
      >
        {(list) =>
          list === null ? null : (
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
          )
        }
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
