import { loadMessageArea } from '@senda/core/i18n';
import { lazy, Suspense, useState } from 'react';
import { CardPaymentForm } from './card-payment-form';

// OXXO and SPEI (the renewals' payment choice, its texts in the `flows` area) load after the card
// form has rendered: a card payer waits on none of it, and the first load carries none of it.
const PurchaseCashChoice = lazy(() =>
  Promise.all([import('./purchase-cash-choice'), loadMessageArea('flows')]).then(([module]) => module),
);

export interface PurchasePaymentProps {
  orderRef: string;
  /** Paid by card or in cash, or nothing was left to pay. */
  onPaid: () => void;
  /** The customer leaves a failed payment for later (the journey's payment-failed). */
  onPayLater: () => void;
  onBack: () => void;
}

/**
 * The purchase's ways to pay one order: the card form, and under it OXXO and SPEI
 * (PurchaseCashChoice: the voucher takes the card form's place while the order waits for the
 * money). Shown by the payment step, and by the order summary when it takes the payment itself.
 */
export function PurchasePayment({ orderRef, onPaid, onPayLater, onBack }: PurchasePaymentProps) {
  const [cashShown, setCashShown] = useState(false);
  return (
    <>
      {!cashShown && (
        <CardPaymentForm
          key={orderRef}
          orderRef={orderRef}
          onSucceeded={onPaid}
          onPayLater={onPayLater}
          onBack={onBack}
        />
      )}
      <Suspense fallback={null}>
        <PurchaseCashChoice key={orderRef} orderRef={orderRef} onCashShown={setCashShown} onPaid={onPaid} />
      </Suspense>
    </>
  );
}

export default PurchasePayment;
