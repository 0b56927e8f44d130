import { FLOW_MANIFESTS, SERVICE_PAYMENT_PAGES } from '../../navigation/flow-manifests.ts';
import { MANAGE_ROUTES, OTHER_ROUTES, PAYMENT_ROUTES, PROFILE_ROUTES } from '../../navigation/routes.ts';

/**
 * Which texts a page load needs before its first render. Most ids are `main`: the
 * language chunk every visit downloads with the scripts. An *area* is texts only some pages show,
 * named by their ids' namespaces (the part before the first dot); the production build puts each
 * area in a chunk of its own per language, loaded with the pages that show it:
 *
 * - `manage`: account servicing (the line page, service requests, SIM activation, eSIM install, the
 *   line's identity check, CFDI invoices) and the customer's own pages (profile, privacy settings), loaded by those pages' routes before they render
 *   (MESSAGE_AREA_PAGES), and asked for by index.html at byte zero when one of them is opened;
 * - `faq`: the journey steps' FAQ answers, loaded once a step that shows a FAQ has rendered and the
 *   page has settled (the block is under the step, below the fold on a phone).
 *
 * So a buyer's first visit does not download account servicing's texts, and the language chunk
 * does not grow as servicing screens are added. tests/message-areas.test.ts checks that an area's
 * namespaces are written only by the code that loads the area first.
 */
export const LAZY_MESSAGE_AREAS = {
  manage: [
    'cfdi',
    'esim_install',
    'line',
    'line_ekyc',
    'line_home',
    'order_list',
    'past_port_out',
    'past_requests',
    'plan_switch',
    'privacy_settings',
    'profile',
    'service_payment',
    'service_request',
    'service_request_hub',
    'service_request_status',
    'sim_activation',
    // Renew now, OXXO and SPEI (issue 27).
    'renewal',
    'payment_choice',
    'auto_renewal',
    // Delivery rescheduling: its pages open from an e-mail link, possibly signed out; their route
    // loads the area before the first render all the same (MESSAGE_AREA_PAGES, from its manifest).
    'reschedule_delivery',
    'sim_replacement',
    'termination',
    // Issue 32: the e-mail change and the line registry.
    'profile_email',
    'line_registry',
    // Port-in cancel and re-initiation, reverse port-out (issue 30).
    'port_in_request',
    'reverse_port_out',
    // Number change and number recovery (issue 30).
    'number_change',
    // Card update (issue 27).
    'update_card',
  ],
  faq: ['faq'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type LazyMessageArea = keyof typeof LAZY_MESSAGE_AREAS;
export type MessageArea = 'main' | LazyMessageArea;

export const LAZY_AREAS = Object.keys(LAZY_MESSAGE_AREAS) as LazyMessageArea[];

const AREA_OF_NAMESPACE: ReadonlyMap<string, LazyMessageArea> = new Map(
  LAZY_AREAS.flatMap((area) => LAZY_MESSAGE_AREAS[area].map((namespace) => [namespace, area] as const)),
);

/** The area an id's text ships in. */
export const messageAreaOf = (id: string): MessageArea =>
  AREA_OF_NAMESPACE.get(id.split('.', 1)[0] ?? '') ?? 'main';

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
 * The pages that show an area: their route loads it with the page (app/router.tsx), and index.html
 * asks for it with the language chunk when one of them is opened (scripts/vite/route-preload.ts).
 * The FAQ belongs to no page: the journey's step page asks for it.
 */
export const MESSAGE_AREA_PAGES: Readonly<Record<LazyMessageArea, readonly string[]>> = {
  manage: [
    OTHER_ROUTES.orderList,
    ...Object.values(MANAGE_ROUTES),
    ...Object.values(PROFILE_ROUTES),
    ...flowPagesIn('manage'),
    // Pay-by-link offers renew now's ways to pay (payment_choice, service_payment), signed out too.
    PAYMENT_ROUTES.paylink,
  ],
  faq: [],
};

/** The area a page shows, if any. */
export const messageAreaOfPage = (path: string): LazyMessageArea | undefined =>
  LAZY_AREAS.find((area) => MESSAGE_AREA_PAGES[area].includes(path));
