import type { PaymentApi, SavedCardChoice } from '@senda/core/machines/payment';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, CardBrandIcon, FormButtons, Stack } from '../../../design-system';
import styles from './card-payment-form.module.css';
import { brandIcon, PaymentNotice, PaymentStatus, useCardName, usePayLabel } from './payment-phase-parts';

export interface SavedCardPhaseProps {
  payment: PaymentApi;
  savedCard: SavedCardChoice;
  onBack?: (() => void) | undefined;
}

/** Paying with the saved card chosen on the payment-method step: its name, Pay, or another card. */
export function SavedCardPhase({ payment, savedCard, onBack }: SavedCardPhaseProps) {
  const intl = useIntl();
  const cardName = useCardName();
  const payLabel = usePayLabel(payment.amountDue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    payment.payWithSavedCard();
  };
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Stack gap={5}>
        <PaymentStatus messageId={payment.statusMessageId} />
        <PaymentNotice messageId={payment.notice} />
        <div className={styles.cardBox}>
          <div className={styles.cardHead}>
            <span className={styles.cardTitle}>{intl.formatMessage({ id: 'payment.saved_card.title' })}</span>
            <CardBrandIcon brand={brandIcon(savedCard.brand)} size="2rem" />
          </div>
          <p>
            {intl.formatMessage(
              { id: 'payment.saved_card.body' },
              {
                card: intl.formatMessage(
                  { id: 'payment.card_summary' },
                  { brand: cardName(savedCard.brand), last4: savedCard.last4 },
                ),
              },
            )}
          </p>
          <Button variant="link" onClick={payment.chooseNewCard}>
            {intl.formatMessage({ id: 'payment.saved_card.use_new' })}
          </Button>
        </div>
        <FormButtons
          mainLabel={payLabel}
          backLabel={intl.formatMessage({ id: 'common.back' })}
          onBack={onBack}
        />
      </Stack>
    </form>
  );
}
