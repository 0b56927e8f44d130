import { signedInEmail } from '@senda/core/session';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';

// The ways to pay (card form, OXXO, SPEI), shared with the payment step: a chunk of their own,
// asked for once the terms are ticked on a summary that takes the payment.
export const loadPurchasePayment = () => import('../payment/purchase-payment');
const PurchasePayment = lazy(loadPurchasePayment);

export interface SummaryPaymentSectionProps {
  orderRef: string;
  onPaid: () => void;
  onPayLater: () => void;
  onBack: () => void;
}

/**
 * "How you pay" under the ticked terms, on a summary that takes the payment: whose account pays,
 * then the order's card form, OXXO and SPEI, with the one Pay.
 */
export function SummaryPaymentSection({ orderRef, onPaid, onPayLater, onBack }: SummaryPaymentSectionProps) {
  const intl = useIntl();
  const { stores } = useServices();
  // Whose account pays, always said, as on the payment step.
  const payingAs = signedInEmail(useAtomValue(stores.auth.state));
  return (
    <section aria-labelledby="order-summary-pay">
      <Stack gap={4}>
        <h2 id="order-summary-pay">{intl.formatMessage({ id: 'order_summary.pay_here.title' })}</h2>
        {payingAs ? <p>{intl.formatMessage({ id: 'payment.paying_as' }, { email: payingAs })}</p> : null}
        <Suspense fallback={<Skeleton height="16rem" />}>
          <PurchasePayment
            key={orderRef}
            orderRef={orderRef}
            onPaid={onPaid}
            onPayLater={onPayLater}
            onBack={onBack}
          />
        </Suspense>
      </Stack>
    </section>
  );
}
