import { cartsByEmail, pendingCartsNewestFirst } from '@senda/core';
import { useAtomValue } from 'jotai';
import { useServices } from '../../../shared/services-context';
import { useGatewayQuery } from '../../../shared/use-gateway-query';

/** The signed-in customer's PENDING carts (§4, §7), newest first. */
export function usePendingCarts() {
  const { stores, gateway } = useServices();
  const auth = useAtomValue(stores.auth.state);
  const email = auth.userDetails?.email ?? auth.userEmail ?? auth.loginKey ?? null;
  const query = useGatewayQuery(email ? ['cartsByEmail', email, 'PENDING'] : null, () =>
    cartsByEmail(gateway, { email: email ?? '', status: 'PENDING' }),
  );
  return { ...query, carts: query.data ? pendingCartsNewestFirst(query.data.carts) : [] };
}

export const ITEM_TYPE_LABELS = {
  PLAN: 'pending_orders.item_type.plan',
  ADDON: 'pending_orders.item_type.addon',
  BUNDLE: 'pending_orders.item_type.bundle',
} as const;

export const itemTypeLabel = (itemType: string) =>
  ITEM_TYPE_LABELS[itemType as keyof typeof ITEM_TYPE_LABELS] ?? 'pending_orders.item_type.other';
