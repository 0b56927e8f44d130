import type { QueryClient } from '@tanstack/query-core';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { esimDeliverySpecificationQuery } from '../queries/reference-queries.ts';
import type { Stores } from '../stores/create-stores.ts';

/** What the plan step says when the eSIM delivery specification could not be read. */
export const ESIM_DELIVERY_UNKNOWN_MESSAGE: MessageId = 'pre_checkout.esim_delivery_unknown';

export type EsimDeliveryLearnt = { ok: true } | { ok: false; messageId: MessageId };

interface EsimDeliveryDeps {
  stores: Pick<Stores, 'store' | 'onboarding'>;
  gateway: GatewayClient;
  queryClient: QueryClient;
}

/**
 * Starts reading the eSIM delivery specification while an eSIM is the choice on the plan step, so
 * the plan pressed finds it read (learnEsimDelivery then asks the cache): one round trip less
 * between the plan and the next step. Nothing for a physical SIM, which reads nothing; a failed
 * read is only asked again when the plan is pressed.
 */
export function readEsimDeliveryAhead({ stores, gateway, queryClient }: EsimDeliveryDeps): void {
  if (stores.store.get(stores.onboarding.state).selectedSimType !== 'esim') return;
  void queryClient.prefetchQuery(esimDeliverySpecificationQuery(gateway));
}

/**
 * Before the plan step hands over, an eSIM purchase learns from the eSIM delivery specification
 * whether something ships with it (its ESIM-NEW entry, the store's rule): the journey's
 * `deliveryNeeded` then gives the order its address and delivery steps. A physical SIM always
 * ships, so it reads nothing. A failed read stops the step with a message to try again: guessing
 * "nothing ships" would sell an order whose card never leaves the warehouse, and guessing
 * "something ships" would charge a delivery fee for nothing.
 */
export async function learnEsimDelivery({
  stores,
  gateway,
  queryClient,
}: EsimDeliveryDeps): Promise<EsimDeliveryLearnt> {
  const { store, onboarding } = stores;
  if (store.get(onboarding.state).selectedSimType !== 'esim') return { ok: true };
  try {
    const specifications = await queryClient.fetchQuery(esimDeliverySpecificationQuery(gateway));
    store.set(onboarding.setEsimDeliverySpecifications, specifications);
    return { ok: true };
  } catch {
    return { ok: false, messageId: ESIM_DELIVERY_UNKNOWN_MESSAGE };
  }
}
