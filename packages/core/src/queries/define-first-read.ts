import type { GatewayClient } from '../gateway/gateway-client.ts';

/** A page's read that the page's address names (a reference in its query). */
export interface AddressFirstRead {
  /** The query parameters the reference travels under; the first present is read (readRefQuery). */
  queryNames: readonly string[];
  /**
   * What a reference must look like to be sent, as the page checks it before it reads; without it,
   * an order's or a link's reference (orders/ref-query.ts's REF_PATTERN).
   */
  refPattern?: RegExp;
  /**
   * The read is sent with the customer's credentials when there are any, and without when there are
   * none: the reference in the address is its own key (a reschedule link's code), so a signed-out
   * visitor's page reads it too. Otherwise a read with credentials leaves only with a token.
   */
  signedOut?: boolean;
  /** The page's own read of that reference, as a query definition (the gateway call it makes). */
  read: (
    gateway: GatewayClient,
    ref: string,
  ) => { queryFn: (context: { signal: AbortSignal }) => Promise<unknown> };
}

/** A wing's first read: the page it is for, and the read (address-first-reads.ts finds it). */
export interface FlowFirstRead extends AddressFirstRead {
  route: string;
}

/**
 * The default export of a wing's `flows/<flow>/first-read.ts`: the read its page opened from a link
 * starts with, which index.html then sends at byte zero (core's ADDRESS_FIRST_READS). A file of its
 * own, apart from flow.ts, which every page that lists the wings loads: this one holds the call's
 * schema and is read by the build only.
 */
export const defineFirstRead = (read: FlowFirstRead): FlowFirstRead => read;
