import { readOrderRefQuery, readPaylinkIdQuery } from '@senda/core/orders';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../shared/services-context';
import { PaymentSuccessView } from '../purchase/payment/payment-success-view';

/**
 * /payment/direct-payment-success?orderRef=…(&paylink_id=…): the end of a payment made on the
 * payment form (the retry after payment-failed, "Pay now", a paylink). It is the same page as the
 * journey's payment-success, so it says the same things, and only what the gateway says: the
 * address is anyone's to type. What was being paid is done, so the payment target goes.
 */
export default function DirectPaymentSuccessPage() {
  const location = useLocation();
  const { stores } = useServices();
  const setPaymentTarget = useSetAtom(stores.payment.setPaymentTarget, { store: stores.store });
  const ref = readOrderRefQuery(location.search);
  const paylink = readPaylinkIdQuery(location.search);

  useEffect(() => {
    setPaymentTarget(null);
  }, [setPaymentTarget]);

  return (
    <PaymentSuccessView
      orderRef={ref.kind === 'valid' ? ref.value : undefined}
      paylinkId={paylink.kind === 'valid' ? paylink.value : undefined}
    />
  );
}
