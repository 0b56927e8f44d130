import type { GatewayClient } from '../gateway/gateway-client.ts';
import { paylinkDetails } from '../gateway/payments/paylink-details.ts';
import { MANAGE_ROUTES, PAYMENT_ROUTES } from '../navigation/routes.ts';
import { ORDER_REF_QUERY_NAMES, PAYLINK_ID_QUERY_NAMES } from '../orders/ref-query.ts';
import { lineHomeQuery } from './order-queries.ts';

/** A page's read that the page's address names (a reference in its query). */
export interface AddressFirstRead {
  /** The query parameters the reference travels under; the first present is read (readRefQuery). */
  queryNames: readonly string[];
  /** The page's own read of that reference, as a query definition (the gateway call it makes). */
  read: (
    gateway: GatewayClient,
    ref: string,
  ) => { queryFn: (context: { signal: AbortSignal }) => Promise<unknown> };
}

/**
 * The reads a page's first paint waits for and its address decides, by route: the line page's order
 * (which carries the line), and a pay-by-link's details (its order and amount, read by anyone
 * holding the link: paylink.services.ts's first call). index.html starts them at byte zero
 * (scripts/vite/early-gateway-reads.ts reads this at build time, checking the reference with
 * REF_PATTERN as readRefQuery does): a read the gateway client sends with credentials only with the
 * customer's token, one it sends without (the pay-by-link's) with or without a session. The page's
 * own read makes the same request and takes the answer (early-reads.ts). The app never imports this
 * module: it is not part of any bundle.
 */
export const ADDRESS_FIRST_READS: Readonly<Record<string, readonly AddressFirstRead[]>> = {
  [MANAGE_ROUTES.order]: [{ queryNames: ORDER_REF_QUERY_NAMES, read: lineHomeQuery }],
  [PAYMENT_ROUTES.paylink]: [
    {
      queryNames: PAYLINK_ID_QUERY_NAMES,
      read: (gateway, paylinkId) => ({ queryFn: () => paylinkDetails(gateway, { paylinkId }) }),
    },
  ],
};
