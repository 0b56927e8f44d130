import { loadMessageArea } from '@senda/core/i18n';
import { lazy, Suspense, useCallback, useState } from 'react';
import { CardPaymentForm } from './card-payment-form';

// OXXO and SPEI (the renewals' payment choice, its texts in the `flows` area) are asked for once the
// card form is past loading: a card payer waits on none of it, and the first load carries none of
// it. Asked for beside the card form, their dozen files took the connections an HTTP/1.1 page has
// (six) from the form's own order read and capture context.
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
  const [cardLoaded, setCardLoaded] = useState(false);
  const markCardLoaded = useCallback(() => setCardLoaded(true), []);
  return (
    <>
      {!cashShown && (
        <CardPaymentForm
          key={orderRef}
          orderRef={orderRef}
          onSucceeded={onPaid}
          onPayLater={onPayLater}
          onBack={onBack}
          onLoaded={markCardLoaded}
        />
      )}
      {(cardLoaded || cashShown) && (
        <Suspense fallback={null}>
          <PurchaseCashChoice key={orderRef} orderRef={orderRef} onCashShown={setCashShown} onPaid={onPaid} />
        </Suspense>
      )}
    </>
  );
}

export default PurchasePayment;
