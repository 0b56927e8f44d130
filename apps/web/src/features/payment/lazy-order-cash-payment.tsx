import { loadMessageArea } from '@senda/core/i18n';
import { lazy, Suspense } from 'react';

// The voucher's parts (barcode, texts in the `flows` area) load only where an order is shown.
const OrderCashPayment = lazy(() =>
  Promise.all([import('./order-cash-payment'), loadMessageArea('flows')]).then(([module]) => module),
);

/** An order's open voucher, or the note that it was closed, once its code and texts have loaded. */
export function LazyOrderCashPayment({ orderRef }: { orderRef: string }) {
  return (
    <Suspense fallback={null}>
      <OrderCashPayment orderRef={orderRef} />
    </Suspense>
  );
}
