import { MANAGE_ORDER_ROUTE } from './routes.ts';

/** Manage order for one order (§4 post-verification routing uses the same orderRef parameter). */
export const manageOrderPath = (orderRef: string): string =>
  `${MANAGE_ORDER_ROUTE}?${new URLSearchParams({ orderRef }).toString()}`;
