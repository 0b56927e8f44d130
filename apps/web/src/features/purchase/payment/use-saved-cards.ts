import { customerPaymentMethods, type SavedPaymentMethod, savedCardsCustomerId } from '@senda/core';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useServices } from '../../../shared/services-context';
import { useGatewayQuery } from '../../../shared/use-gateway-query';

/**
 * The signed-in customer's saved cards, as the gateway keeps them. Idle (no call) for a guest or a
 * visitor: only a customer with an account has cards on file. One key for every screen, so they
 * read the same list.
 *
 * `list` is the latest the gateway said: the read on arrival, or what a change answered
 * (`replace`). It is copied to the payment store here, in one place (§4 keeps saved methods
 * there; a logout clears them).
 */
export function useSavedCards() {
  const { gateway, stores } = useServices();
  const store = useStore();
  const customerId = savedCardsCustomerId(useAtomValue(stores.auth.state));
  const query = useGatewayQuery(customerId ? ['customerPaymentMethods', customerId] : null, () =>
    customerPaymentMethods(gateway, { customerId: customerId ?? '' }),
  );
  const [changed, replace] = useState<SavedPaymentMethod[] | null>(null);
  const list = changed ?? query.data;

  useEffect(() => {
    if (!list) return;
    store.set(stores.payment.state, (previous) => ({ ...previous, savedPaymentMethods: list }));
  }, [list, store, stores.payment.state]);

  return { customerId, query, list, replace };
}
