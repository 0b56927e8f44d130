import type { QueryClient } from '@tanstack/query-core';
import type { Order } from '../gateway/orders/order.schema.ts';
import type { JourneyAnalyticsEvent } from '../journey/journey-analytics.ts';
import { customerQueryKeys } from '../queries/query-definition.ts';
import type { Stores } from '../stores/create-stores.ts';
import type { AnalyticsPaidOrder, JourneyRef, StorefrontAnalyticsEvent } from './analytics-events.ts';
import { paidOrderOf, purchaseBasket } from './commerce.ts';

/*
 * The storefront's analytics events made from what happened and what the stores and the query
 * cache hold at that moment: the basket at a purchase step, the order just paid. Read, never
 * fetched: analytics never cost the customer a gateway call.
 */

export interface AnalyticsReads {
  stores: Pick<Stores, 'store' | 'onboarding' | 'payment'>;
  queryClient: Pick<QueryClient, 'getQueryData'>;
}

/** An order as the order pages and the payment last read it, if the cache still has it. */
const cachedOrder = (reads: AnalyticsReads, orderRef: string) =>
  reads.queryClient.getQueryData<Order>(customerQueryKeys.order(orderRef));

/**
 * The order a servicing flow just paid: the cached order's lines and total, or, when the cache
 * no longer holds it, the amount the customer agreed to pay with no lines.
 */
export function servicePaidOrder(
  reads: AnalyticsReads,
  paid: { orderReference: string; amount: number | null },
): AnalyticsPaidOrder {
  const order = cachedOrder(reads, paid.orderReference);
  if (order) return paidOrderOf(order);
  return { transactionId: paid.orderReference, items: [], value: paid.amount ?? 0 };
}

/** The purchase journey's paid order: the one the payment store says was just paid. */
function purchasePaidOrder(reads: AnalyticsReads): AnalyticsPaidOrder | null {
  const result = reads.stores.store.get(reads.stores.payment.state).paymentResult;
  const orderRef = typeof result?.orderRef === 'string' ? result.orderRef : null;
  if (orderRef === null || result?.outcome !== 'success') return null;
  const order = cachedOrder(reads, orderRef);
  if (order) return paidOrderOf(order);
  const basket = purchaseBasket(reads.stores.store.get(reads.stores.onboarding.state));
  return basket ? { transactionId: orderRef, ...basket } : null;
}

/**
 * A purchase journey step's analytics event, with the basket (or, on `purchase`, the paid order)
 * then. A servicing flow's journey (`basket: 'none'`) has no purchase basket: its steps are told
 * as steps, and its payment as the flow's paid order (servicePaidOrder).
 */
export function journeyStepEvent(
  reads: AnalyticsReads,
  event: JourneyAnalyticsEvent,
  basket: 'purchase' | 'none' = 'purchase',
): StorefrontAnalyticsEvent {
  const journey: JourneyRef = { id: event.journeyId, revision: event.revision };
  const base = {
    type: 'journey_step' as const,
    name: event.name,
    journey,
    step: event.step,
    pageName: event.pageName,
  };
  if (basket === 'none') return { ...base, basket: null, order: null };
  if (event.name === 'purchase') return { ...base, basket: null, order: purchasePaidOrder(reads) };
  return {
    ...base,
    basket: purchaseBasket(reads.stores.store.get(reads.stores.onboarding.state)),
    order: null,
  };
}
