import { FLOW_MANIFESTS, SERVICE_PAYMENT_PAGES } from '../../navigation/flow-manifests.ts';
import { MANAGE_ROUTES, OTHER_ROUTES, PAYMENT_ROUTES, PROFILE_ROUTES } from '../../navigation/routes.ts';

/**
 * Which texts a page load needs before its first render. Most ids are `main`: the
 * language chunk every visit downloads with the scripts. An *area* is texts only some pages show;
 * the production build puts each area in a chunk of its own per language, loaded with the pages
 * that show it. An area is named by id prefixes: a namespace (the part before the first dot, e.g.
 * `line`) or a part of one (`plan_switch.refusal`); an id is in the area of its longest prefix.
 *
 * - `manage`: account servicing's common texts — the line page, the orders, the request hub and
 *   history, SIM activation, eSIM install, the line's identity check, CFDI invoices, the customer's
 *   own pages (profile, privacy settings) — and, of each service flow, what those pages show of it:
 *   its line action's texts (why it is unavailable), its rows in the request history. Loaded by
 *   all of those pages' routes and the flows' before they render (MESSAGE_AREA_PAGES), and asked
 *   for by index.html at byte zero when one of them is opened;
 * - `flows`: the rest of each service flow's texts (its own pages, titles included), loaded by the
 *   flows' pages only, beside `manage`: the line page does not download every flow's screens'
 *   texts to show their entries (issue 33: 20 KB gzip a language before, the line's status waiting
 *   on it);
 * - `faq`: the journey steps' FAQ answers, loaded once a step that shows a FAQ has rendered and the
 *   page has settled (the block is under the step, below the fold on a phone).
 *
 * So a buyer's first visit does not download account servicing's texts, and the language chunk
 * does not grow as servicing screens are added. tests/message-areas.test.ts checks that an area's
 * ids are written only by code that runs once the area is loaded, and the pages' smoke table that
 * no page shows an id.
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
    'privacy_settings',
    'profile',
    'service_request',
    'service_request_hub',
    'service_request_status',
    'sim_activation',
    // Issue 32: the e-mail change and the line registry.
    'profile_email',
    'line_registry',
    // The service flows' parts the line page, the request hub and the request history show: each
    // line action's "unavailable" title and reasons, a pending switch's cancel, the history's rows
    // (a SIM replacement's with its reason).
    'auto_renewal.refusal',
    'number_change.action',
    'number_change.lapsed',
    'number_change.recovery.action',
    'number_change.refusal',
    'number_change.row',
    'plan_switch.action',
    'plan_switch.cancel',
    'plan_switch.cancel_refusal',
    'plan_switch.refusal',
    'plan_switch.row',
    'port_in_request.action',
    'renewal.refusal',
    'reverse_port_out.action',
    'reverse_port_out.refusal',
    'sim_replacement.reason',
    'sim_replacement.refusal',
    'sim_replacement.row',
    'sim_replacement.unavailable',
    'termination.action',
    'termination.refusal',
    'update_card.action',
    'update_card.refusal',
  ],
  flows: [
    'plan_switch',
    // Renew now, OXXO and SPEI, and the shared service payment pages (issue 27).
    'renewal',
    'payment_choice',
    'service_payment',
    'auto_renewal',
    // Delivery rescheduling: its pages open from an e-mail link, possibly signed out; their route
    // loads the areas before the first render all the same (MESSAGE_AREA_PAGES, from its manifest).
    'reschedule_delivery',
    'sim_replacement',
    'termination',
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

const AREA_OF_PREFIX: ReadonlyMap<string, LazyMessageArea> = new Map(
  LAZY_AREAS.flatMap((area) => LAZY_MESSAGE_AREAS[area].map((prefix) => [prefix, area] as const)),
);

/** The area an id's text ships in: its longest prefix's (`a.b.c` is looked up as a.b.c, a.b, a). */
export function messageAreaOf(id: string): MessageArea {
  const parts = id.split('.');
  for (let length = parts.length; length > 0; length--) {
    const area = AREA_OF_PREFIX.get(parts.slice(0, length).join('.'));
    if (area) return area;
  }
  return 'main';
}

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
export const MESSAGE_AREA_PAGES: Readonly<Record<LazyMessageArea, readonly string[]>> = {
  manage: [
    OTHER_ROUTES.orderList,
    ...Object.values(MANAGE_ROUTES),
    ...Object.values(PROFILE_ROUTES),
    ...flowPagesIn('flows'),
    // Pay-by-link offers renew now's ways to pay (payment_choice, service_payment), signed out too.
    PAYMENT_ROUTES.paylink,
  ],
  flows: [...flowPagesIn('flows'), PAYMENT_ROUTES.paylink],
  faq: [],
};

/** The areas a page shows, in the order the table lists them (none for most pages). */
export const messageAreasOfPage = (path: string): LazyMessageArea[] =>
  LAZY_AREAS.filter((area) => MESSAGE_AREA_PAGES[area].includes(path));
