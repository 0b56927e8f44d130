import type { LazyMessageArea } from '../i18n/messages/message-area-prefixes.ts';
import { FLOW_MANIFESTS, SERVICE_PAYMENT_PAGES } from './flow-manifests.ts';
import { MANAGE_ROUTES, OTHER_ROUTES, PAYMENT_ROUTES, PROFILE_ROUTES } from './routes.ts';

// Which pages load which message areas (i18n's message-areas.ts says which ids each area holds): read by
// the servicing route table (each page's route loads its areas), the build and the tests; not by
// the first load, whose one page with areas (the paylink) says them in its route entry.

/**
 * The pages of every flow whose manifest puts its texts in the area (its `messageArea`), and the
 * shared service payment pages' when theirs is.
 */
function flowPagesIn(area: LazyMessageArea): string[] {
  return [...FLOW_MANIFESTS, SERVICE_PAYMENT_PAGES]
    .filter((flow) => flow.messageArea === area)
    .flatMap((flow) => Object.keys(flow.routes));
}

/**
 * The pages that show an area: their route loads it with the page (app/router.tsx), and their HTML
 * and index.html ask for it with the language chunk (scripts/vite/route-documents.ts,
 * route-preload.ts). A flow's pages show `manage` (the line's texts, the request's statuses) as
 * well as their own. The FAQ belongs to no page: the journey's step page asks for it.
 */
const FLOW_PAGES = flowPagesIn('flows');

export const MESSAGE_AREA_PAGES: Readonly<Record<LazyMessageArea, readonly string[]>> = {
  manage: [
    OTHER_ROUTES.orderList,
    ...Object.values(MANAGE_ROUTES),
    ...Object.values(PROFILE_ROUTES),
    ...FLOW_PAGES,
    // A flow whose own texts are in `manage`, because the line page shows some of them.
    ...flowPagesIn('manage'),
    // Pay-by-link offers renew now's ways to pay (payment_choice, service_payment), signed out too.
    PAYMENT_ROUTES.paylink,
  ],
  flows: [...FLOW_PAGES, PAYMENT_ROUTES.paylink],
  account: Object.values(PROFILE_ROUTES),
  sim: [MANAGE_ROUTES.esimInstallOneClick, MANAGE_ROUTES.esimInstallManual, MANAGE_ROUTES.simActivation],
  faq: [],
  // Asked for by plan selection's coverage block as it loads, not by a route.
  coverage: [],
};

/** The areas a page shows, in the order the table lists them (none for most pages). */
export const messageAreasOfPage = (path: string): LazyMessageArea[] =>
  (Object.keys(MESSAGE_AREA_PAGES) as LazyMessageArea[]).filter((area) =>
    MESSAGE_AREA_PAGES[area].includes(path),
  );
