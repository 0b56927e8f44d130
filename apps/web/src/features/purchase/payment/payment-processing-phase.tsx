import type { PaymentApi } from '@senda/core/machines/payment';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardBrandIcon, IconInfo, Spinner, Stack } from '../../../design-system';
import { Reveal } from '../../../shared/reveal';
import styles from './card-payment-form.module.css';
import { brandIcon, PaymentStatus, useCardName } from './payment-phase-parts';

export interface PaymentProcessingPhaseProps {
  payment: PaymentApi;
  /** The bank's challenge page, while the bank asks the customer to confirm (3-D Secure). */
  challengeFrame: RefObject<HTMLIFrameElement | null>;
}

/** The payment is on its way: processing, or the bank's challenge page while it asks. */
export function PaymentProcessingPhase({ payment, challengeFrame }: PaymentProcessingPhaseProps) {
  const intl = useIntl();
  const cardName = useCardName();
  const challenge = payment.phase === 'challenge' && payment.challengeUrl;
  return (
    // In view, below the header, when the payment starts and again when the bank's page opens.
    <Reveal show={challenge ? 'challenge' : 'processing'}>
      <Stack gap={4} className={styles.processing}>
        <PaymentStatus messageId={payment.statusMessageId} />
        <div className={styles.processingHead}>
          {/* While the bank waits for the customer, nothing spins: it is their turn, not ours. */}
          {challenge ? <IconInfo size="2.5rem" className={styles.challengeIcon} /> : <Spinner size="lg" />}
          <Stack gap={1}>
            <h2 className={styles.processingTitle}>
              {intl.formatMessage({ id: challenge ? 'payment.challenge.title' : 'payment.processing.title' })}
            </h2>
            <p className={styles.muted}>
              {intl.formatMessage({ id: challenge ? 'payment.challenge.body' : 'payment.processing.body' })}
            </p>
          </Stack>
        </div>
        {payment.card && (
          <p className={styles.cardLine}>
            <CardBrandIcon brand={brandIcon(payment.card.brand)} />
            <FormattedMessage
              id="payment.card_summary"
              values={{ brand: cardName(payment.card.brand), last4: payment.card.last4 }}
            />
          </p>
        )}
        {challenge && (
          <iframe
            ref={challengeFrame}
            src={challenge}
            title={intl.formatMessage({ id: 'payment.challenge.frame_title' })}
            className={styles.challengeFrame}
            sandbox="allow-scripts allow-same-origin allow-forms"
            referrerPolicy="strict-origin"
          />
        )}
      </Stack>
    </Reveal>
  );
}
