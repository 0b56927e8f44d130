import type { Order } from '../../gateway/orders/order.schema.ts';
import { PURCHASE_ROUTES } from '../../navigation/routes.ts';

/** What the success page tells the customer happens next, from the paid order. */
export interface NextStep {
  messageId: string;
  values?: Record<string, string>;
}

export function nextStepsAfterPayment(
  order: Pick<Order, 'sim_type' | 'number_type' | 'delivery'>,
): NextStep[] {
  const steps: NextStep[] = [];
  const delivery = order.delivery;
  if (order.sim_type === 'physical_sim' || delivery) {
    if (delivery?.method === 'SELF_PICKUP') {
      const location = delivery.pickupLocation?.name;
      steps.push(
        location
          ? { messageId: 'payment_success.pickup', values: { location } }
          : { messageId: 'payment_success.pickup_generic' },
      );
    } else {
      steps.push({ messageId: 'payment_success.doorstep' });
    }
    if (order.sim_type !== 'esim') steps.push({ messageId: 'payment_success.physical_activate' });
  }
  if (order.sim_type === 'esim' || order.sim_type === undefined) {
    steps.unshift({ messageId: 'payment_success.esim' });
  }
  if (order.number_type === 'PORT_IN') steps.push({ messageId: 'payment_success.port_in' });
  return steps;
}

/**
 * "Try again" after a failed payment (§2 payment-failed): the same order paid again on the payment
 * form, never a new order. The journey has ended on payment-failed (a final step), so the retry
 * runs on the payment-form page, which uses the same payment machine and card form.
 */
export function retryPaymentPath(orderRef: string): string {
  return `${PURCHASE_ROUTES.paymentForm}?${new URLSearchParams({ orderRef }).toString()}`;
}
