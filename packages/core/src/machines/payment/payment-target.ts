import * as v from 'valibot';
import { RefSchema, readOrderRefQuery, readPaylinkIdQuery } from '../../orders/ref-query.ts';
import type { PaymentTarget } from '../../stores/payment.store.ts';

/**
 * Which order a payment screen pays. In the journey: the order the summary created, kept as the
 * payment store's target (and, as a fallback after the store was cleared, in the summary step's
 * own data). On the payment-form page: what the link names (orderRef, or a paylink id), else the
 * target the page that led there stored.
 */
export function orderRefToPay(
  target: PaymentTarget | null,
  summaryStepData: Record<string, unknown> | undefined,
): string | null {
  if (target) return target.orderRef;
  const parsed = v.safeParse(RefSchema, summaryStepData?.orderRef);
  return parsed.success ? parsed.output : null;
}

export type PaymentFormTarget =
  | { kind: 'order'; orderRef: string }
  | { kind: 'paylink'; paylinkId: string }
  /** The link names something, but not in a form the gateway could know. */
  | { kind: 'invalid' }
  | { kind: 'none' };

export function paymentFormTarget(search: string, stored: PaymentTarget | null): PaymentFormTarget {
  const order = readOrderRefQuery(search);
  if (order.kind === 'valid') return { kind: 'order', orderRef: order.value };
  const paylink = readPaylinkIdQuery(search);
  if (paylink.kind === 'valid') return { kind: 'paylink', paylinkId: paylink.value };
  if (order.kind === 'invalid' || paylink.kind === 'invalid') return { kind: 'invalid' };
  if (stored?.kind === 'paylink') return { kind: 'paylink', paylinkId: stored.paylinkId };
  if (stored?.kind === 'order') return { kind: 'order', orderRef: stored.orderRef };
  return { kind: 'none' };
}
