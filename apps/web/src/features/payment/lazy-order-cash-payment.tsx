import { loadMessageArea } from '@senda/core/i18n';
import { orderCashPaymentQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useServices } from '../../shared/services-context';

// The voucher's parts (barcode, texts in the `flows` area) load only for an order that has one to
// show: most orders were paid by card and never download them.
const OrderCashPayment = lazy(() =>
  Promise.all([import('./order-cash-payment'), loadMessageArea('flows')]).then(([module]) => module),
);

/** An order's open voucher, or the note that it was closed, once its code and texts have loaded. */
export function LazyOrderCashPayment({ orderRef }: { orderRef: string }) {
  const { gateway } = useServices();
  const { data: cash } = useQuery(orderCashPaymentQuery(gateway, orderRef));
  if (cash?.status !== 'PENDING' && cash?.status !== 'CLOSED') return null;
  return (
    <Suspense fallback={null}>
      <OrderCashPayment cash={cash} />
    </Suspense>
  );
}
