import { useEffect, useState } from 'react';
import { type CardDraft, CardEntryPhase, EMPTY_CARD_DRAFT } from './card-entry-phase';
import { PaymentClosedPhase } from './payment-closed-phase';
import { PaymentFailedPhase } from './payment-failed-phase';
import { PaymentLoadErrorPhase } from './payment-load-error-phase';
import { PaymentLoadingPhase } from './payment-loading-phase';
import { PaymentProcessingPhase } from './payment-processing-phase';
import { PaymentTimedOutPhase } from './payment-timed-out-phase';
import { SavedCardPhase } from './saved-card-phase';
import { type PaymentMachineHandle, usePaymentMachine } from './use-payment-machine';

export interface CardPaymentFormProps {
  orderRef: string;
  /** Paid, or nothing was left to pay. */
  onSucceeded: (result: { orderRef: string; alreadyPaid: boolean }) => void;
  /**
   * A failed payment is shown in place with "try again" (a new card entry on this page, the expiry
   * kept). When given, the customer may also leave it for later (the journey's payment-failed).
   */
  onPayLater?: () => void;
  /** A Back button beside Pay while the card form is on screen (the journey's Back). */
  onBack?: () => void;
  /** Told once the payment is past loading: the form is shown, or why it cannot be. */
  onLoaded?: () => void;
}

/**
 * Paying one order by card: the payment machine's phase picks the view. The provider's hosted
 * fields (its own origin) take the card number and security code, which never reach this page.
 * Used by the journey's payment step and by the payment-form page, with the same machine.
 */
export function CardPaymentForm({
  orderRef,
  onSucceeded,
  onPayLater,
  onBack,
  onLoaded,
}: CardPaymentFormProps) {
  const handle = usePaymentMachine(orderRef, { onSucceeded });
  const loaded = handle.payment.phase !== 'loading';
  useEffect(() => {
    if (loaded) onLoaded?.();
  }, [loaded, onLoaded]);
  return <CardPaymentPhases handle={handle} orderRef={orderRef} onPayLater={onPayLater} onBack={onBack} />;
}

/**
 * The payment machine's phases as the page shows them, for any running payment machine: the
 * purchase's (CardPaymentForm) and a service request's payment child (/manage/payment).
 */
export function CardPaymentPhases({
  handle,
  orderRef,
  onPayLater,
  onBack,
}: {
  handle: PaymentMachineHandle;
  orderRef: string;
  onPayLater?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
}) {
  const { payment, hostedFieldsFrame, challengeFrame } = handle;
  // The expiry outlives the card frame: a fresh capture context, and a retry after a declined
  // card, keep it; only the number and security code are typed again (in the new frame).
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
      return <PaymentFailedPhase payment={payment} orderRef={orderRef} onPayLater={onPayLater} />;
    default:
      // processing, challenge, and succeeded until the page moves on.
      return <PaymentProcessingPhase payment={payment} challengeFrame={challengeFrame} />;
  }
}
