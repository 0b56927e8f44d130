/// <reference types="vite/client" />
import { flowModulesFromFolder } from '../flow-declarations/folder-modules.ts';
import { paylinkDetails } from '../gateway/payments/paylink-details.ts';
import { MANAGE_ROUTES, PAYMENT_ROUTES } from '../navigation/routes.ts';
import { ORDER_REF_QUERY_NAMES, PAYLINK_ID_QUERY_NAMES } from '../orders/ref-query.ts';
import type { AddressFirstRead, FlowFirstRead } from './define-first-read.ts';
import { lineHomeQuery } from './order-queries.ts';

export type { AddressFirstRead, FlowFirstRead } from './define-first-read.ts';

/**
 * The first reads a flow's wing contributes: each `flows/<flow>/first-read.ts` (defineFirstRead),
 * found by its name, so that no shared file names the flow. Vite finds them at build time; under
 * plain Node (the Vite config's build plugins) they are read from the folders.
 */
const FLOW_FIRST_READS: readonly FlowFirstRead[] = Object.values(
  import.meta.env?.MODE
    ? import.meta.glob<FlowFirstRead>('../flows/*/first-read.ts', { eager: true, import: 'default' })
    : flowModulesFromFolder<FlowFirstRead>('first-read.ts', 'flows'),
);

/**
 * The reads a page's first paint waits for and its address decides, by route: the line page's order
 * (which carries the line), a pay-by-link's details (its order and amount, read by anyone holding
 * the link: paylink.services.ts's first call), and each wing's own (its `first-read.ts`: the
 * reschedule link's validation by its code). index.html starts them at byte zero
 * (scripts/vite/early-gateway-reads.ts reads this at build time, checking the reference with the
 * read's pattern as the page checks it): a read the gateway client sends with credentials only with
 * the customer's token unless it is a link's own key (`signedOut`), one it sends without (the
 * pay-by-link's) with or without a session. The page's own read makes the same request and takes
 * the answer (early-reads.ts). The app never imports this module: it is not part of any bundle.
 */
export const ADDRESS_FIRST_READS: Readonly<Record<string, readonly AddressFirstRead[]>> = {
  [MANAGE_ROUTES.order]: [{ queryNames: ORDER_REF_QUERY_NAMES, read: lineHomeQuery }],
  [PAYMENT_ROUTES.paylink]: [
    {
      queryNames: PAYLINK_ID_QUERY_NAMES,
      read: (gateway, paylinkId) => ({ queryFn: () => paylinkDetails(gateway, { paylinkId }) }),
    },
  ],
  ...Object.fromEntries(FLOW_FIRST_READS.map(({ route, ...read }) => [route, [read]])),
};
