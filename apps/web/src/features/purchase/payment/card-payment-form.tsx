import type { PaymentFailure } from '@senda/core';
import { useState } from 'react';
import { type CardDraft, CardEntryPhase, EMPTY_CARD_DRAFT } from './card-entry-phase';
import { PaymentClosedPhase } from './payment-closed-phase';
import { PaymentFailedPhase } from './payment-failed-phase';
import { PaymentLoadErrorPhase } from './payment-load-error-phase';
import { PaymentLoadingPhase } from './payment-loading-phase';
import { PaymentProcessingPhase } from './payment-processing-phase';
import { PaymentTimedOutPhase } from './payment-timed-out-phase';
import { SavedCardPhase } from './saved-card-phase';
import { usePaymentMachine } from './use-payment-machine';

export interface CardPaymentFormProps {
  orderRef: string;
  /** Paid, or nothing was left to pay. */
  onSucceeded: (result: { orderRef: string; alreadyPaid: boolean }) => void;
  /**
   * When given, a failed payment is handed over (the journey moves on to payment-failed); without
   * it the form says what happened and offers "try again" in place.
   */
  onFailed?: (failure: PaymentFailure) => void;
  /** A Back button beside Pay while the card form is on screen (the journey's Back). */
  onBack?: () => void;
}

/**
 * Paying one order by card: the payment machine's phase picks the view. The provider's hosted
 * fields (its own origin) take the card number and security code, which never reach this page.
 * Used by the journey's payment step and by the payment-form page, with the same machine.
 */
export function CardPaymentForm({ orderRef, onSucceeded, onFailed, onBack }: CardPaymentFormProps) {
  const { payment, hostedFieldsFrame, challengeFrame } = usePaymentMachine(orderRef, {
    onSucceeded,
    onFailed,
  });
  // The expiry outlives the card frame: a fresh capture context keeps it (the card is typed again).
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD_DRAFT);

  switch (payment.phase) {
    case 'loading':
      return <PaymentLoadingPhase statusMessageId={payment.statusMessageId} />;
    case 'loadError':
      return <PaymentLoadErrorPhase payment={payment} onBack={onBack} />;
    case 'closed':
      return <PaymentClosedPhase closedAs={payment.closedAs} orderRef={orderRef} />;
    case 'timedOut':
      return <PaymentTimedOutPhase payment={payment} />;
    case 'form':
      return (
        <CardEntryPhase
          payment={payment}
          draft={draft}
          onDraftChange={setDraft}
          hostedFieldsFrame={hostedFieldsFrame}
          onBack={onBack}
        />
      );
    case 'savedCard':
      return payment.savedCard ? (
        <SavedCardPhase payment={payment} savedCard={payment.savedCard} onBack={onBack} />
      ) : (
        <PaymentProcessingPhase payment={payment} challengeFrame={challengeFrame} />
      );
    case 'failed':
      // Handed over: the journey moves on; until it does, the payment still reads as processing.
      return onFailed ? (
        <PaymentProcessingPhase payment={payment} challengeFrame={challengeFrame} />
      ) : (
        <PaymentFailedPhase payment={payment} orderRef={orderRef} />
      );
    default:
      // processing, challenge, and succeeded until the page moves on.
      return <PaymentProcessingPhase payment={payment} challengeFrame={challengeFrame} />;
  }
}
