import type { GatewayClient } from '../gateway/gateway-client.ts';
import { MANAGE_ROUTES } from '../navigation/routes.ts';
import { ORDER_REF_QUERY_NAMES } from '../orders/ref-query.ts';
import { lineHomeQuery } from './order-queries.ts';

/** A signed-in page's read that the page's address names (an order reference in its query). */
export interface AddressFirstRead {
  /** The query parameters the reference travels under; the first present is read (readRefQuery). */
  queryNames: readonly string[];
  /** The page's own query definition for that reference. */
  read: (
    gateway: GatewayClient,
    ref: string,
  ) => { queryFn: (context: { signal: AbortSignal }) => Promise<unknown> };
}

/**
 * The reads a signed-in page's first paint waits for and its address decides, by route: the line
 * page's order (which carries the line). index.html starts them at byte zero with the customer's
 * token (scripts/vite/early-gateway-reads.ts reads this at build time, checking the reference with
 * REF_PATTERN as readRefQuery does); the page's own query makes the same read and takes the answer
 * (early-reads.ts). The app never imports this module: it is not part of any bundle.
 */
export const ADDRESS_FIRST_READS: Readonly<Record<string, readonly AddressFirstRead[]>> = {
  [MANAGE_ROUTES.order]: [{ queryNames: ORDER_REF_QUERY_NAMES, read: lineHomeQuery }],
};
