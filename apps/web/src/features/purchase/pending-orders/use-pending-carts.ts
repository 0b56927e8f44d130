import { pendingCartsNewestFirst } from '@senda/core/onboarding';
import { pendingCartsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';

/** The signed-in customer's PENDING carts, newest first. */
export function usePendingCarts() {
  const { stores, gateway } = useServices();
  const auth = useAtomValue(stores.auth.state);
  const email = auth.userDetails?.email ?? auth.userEmail ?? auth.loginKey ?? null;
  const query = queryView(useQuery({ ...pendingCartsQuery(gateway, email ?? ''), enabled: email !== null }));
  return { ...query, carts: query.data ? pendingCartsNewestFirst(query.data.carts) : [] };
}

export const ITEM_TYPE_LABELS = {
  PLAN: 'pending_orders.item_type.plan',
  ADDON: 'pending_orders.item_type.addon',
  BUNDLE: 'pending_orders.item_type.bundle',
} as const;

export const itemTypeLabel = (itemType: string) =>
  ITEM_TYPE_LABELS[itemType as keyof typeof ITEM_TYPE_LABELS] ?? 'pending_orders.item_type.other';
