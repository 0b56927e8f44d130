import type { QueryClient } from '@tanstack/query-core';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { payableSavedCards, paymentMethodChoices, savedCards } from '../../payments/payment-methods.ts';
import { onlyPaymentOption } from '../../payments/payment-options.ts';
import { savedCardsQuery } from '../../queries/order-queries.ts';
import { enabledPaymentMethodsQuery } from '../../queries/reference-queries.ts';
import { savedCardsCustomerId } from '../../stores/auth.store.ts';
import type { Stores } from '../../stores/create-stores.ts';

export interface PaymentOptionsDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'payment' | 'auth' | 'flags'>;
}

/**
 * Reads the ways to pay (enabled methods, and a customer's saved cards) into the payment store
 * before the journey leaves the order summary, so the journey knows whether the payment-method
 * step offers a choice (journeyFactsFromStores) and, when it does not, what the one way is. The
 * reads go through the query cache: the payment-method step, when shown, finds them there. A
 * failed read changes nothing: the step is then shown and reads them itself.
 */
export async function loadPaymentOptions({
  gateway,
  queryClient,
  stores,
}: PaymentOptionsDeps): Promise<void> {
  const { store } = stores;
  const customerId = savedCardsCustomerId(store.get(stores.auth.state));
  try {
    // Asked once, not retried: the order is being created meanwhile and must not wait on this.
    const [enabled, saved] = await Promise.all([
      queryClient.fetchQuery({ ...enabledPaymentMethodsQuery(gateway), retry: false }),
      customerId
        ? queryClient.fetchQuery({ ...savedCardsQuery(gateway, customerId), retry: false })
        : Promise.resolve([]),
    ]);
    const choices = paymentMethodChoices(enabled, store.get(stores.flags.values));
    const only = onlyPaymentOption(choices, payableSavedCards(savedCards(saved), choices, Date.now()));
    store.set(stores.payment.state, (previous) => ({
      ...previous,
      availablePaymentMethods: choices.map(({ paymentMethod, label, cardBrands, available }) => ({
        paymentMethod,
        label,
        cardBrands,
        available,
      })),
      savedPaymentMethods: saved,
      savedPaymentMethodsCustomerId: customerId,
      ...(only ? { selectedPaymentMethod: only } : {}),
    }));
  } catch {
    // Not knowing the ways to pay only means the step that lists them is shown.
  }
}
