import type { SavedPaymentMethod } from '@senda/core/gateway';
import { savedCardsQuery } from '@senda/core/queries';
import { savedCardsCustomerId } from '@senda/core/stores';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';

/**
 * The signed-in customer's saved cards, as the gateway keeps them. Idle (no call) for a guest or a
 * visitor: only a customer with an account has cards on file. One key for every screen, so they
 * read the same list.
 *
 * `list` is the latest the gateway said: the read on arrival, or what a change answered
 * (`replace`, into the cache). It is copied to the payment store here, in one place (the spec keeps saved methods
 * there; a logout clears them).
 */
export function useSavedCards() {
  const { gateway, stores, queryClient } = useServices();
  const store = useStore();
  const customerId = savedCardsCustomerId(useAtomValue(stores.auth.state));
  const definition = savedCardsQuery(gateway, customerId ?? '');
  const query = queryView(useQuery({ ...definition, enabled: customerId !== null }));
  const list = query.data;
  // A change answers the whole new list: it becomes the cached one, so every reader shows it.
  const replace = (next: SavedPaymentMethod[]) => queryClient.setQueryData(definition.queryKey, next);

  useEffect(() => {
    if (!list) return;
    store.set(stores.payment.state, (previous) => ({ ...previous, savedPaymentMethods: list }));
  }, [list, store, stores.payment.state]);

  return { customerId, query, list, replace };
}
