/**
 * Which texts a page load needs before its first render. Most ids are `main`: the
 * language chunk every visit downloads with the scripts. An *area* is texts only some pages show;
 * the production build puts each area in a chunk of its own per language, loaded with the pages
 * that show it (navigation/message-area-pages.ts says which). An area is named by id prefixes: a namespace
 * (the part before the first dot, e.g. `line`) or a part of one (`plan_switch.refusal`); an id is
 * in the area of its longest prefix.
 *
 * - `manage`: account servicing's common texts — the line page, the orders, the request hub and
 *   history, SIM activation, eSIM install, the line's identity check, CFDI invoices, the customer's
 *   own pages (profile, privacy settings) — and, of each service flow, what those pages show of it:
 *   its line action's texts (why it is unavailable), its rows in the request history. Loaded by
 *   all of those pages' routes and the flows' before they render (MESSAGE_AREA_PAGES), and asked
 *   for by index.html at byte zero when one of them is opened;
 * - `flows`: the rest of each service flow's texts (its own pages, titles included), loaded by the
 *   flows' pages only, beside `manage`: the line page does not download every flow's screens'
 *   texts to show their entries (20 KB gzip a language before, the line's status waiting
 *   on it);
 * - `faq`: the journey steps' FAQ answers, loaded once a step that shows a FAQ has rendered and the
 *   page has settled (the block is under the step, below the fold on a phone);
 * - `coverage`: plan selection's "is there signal where you live", loaded with its block once the
 *   page has settled, so the step's first load does not carry it.
 *
 * So a buyer's first visit does not download account servicing's texts, and the language chunk
 * does not grow as servicing screens are added. tests/message-areas.test.ts checks that an area's
 * ids are written only by code that runs once the area is loaded, and the pages' smoke table that
 * no page shows an id.
 *
 * The areas and the prefixes shared code names are here, apart from the flows' own (message-areas.ts
 * adds those from the flows' declarations), so a flow's manifest names its area by type alone.
 * Read by the build (scripts/vite/precompiled-messages.ts splits the bundles by it) and the tests;
 * the app itself needs only which pages load which areas, kept apart in navigation/message-area-pages.ts so
 * that these lists stay out of every page's scripts.
 */
export const AREA_PREFIXES = {
  manage: [
    'cfdi',
    'line',
    'line_ekyc',
    'line_home',
    // The line's order history (its payments, each with its method and invoice).
    'order_receipt',
    'order_list',
    'past_port_out',
    'past_requests',
    'service_request',
    'service_request_hub',
    'service_request_status',
  ],
  flows: [
    // The shared ways to pay (OXXO and SPEI) and the service payment pages.
    // Each flow's own texts are its manifest's `texts` (message-areas.ts adds them).
    'payment_choice',
    'service_payment',
  ],
  // The profile's pages (the e-mail change, privacy) and the SIM's own pages (installing an eSIM,
  // activating a physical SIM): apart from `manage`, so the line page, which shows none of their
  // texts, does not download them (its scripts' budget, bundle-budget.browser.test.ts).
  account: ['privacy_settings', 'profile', 'profile_email'],
  sim: ['esim_install', 'sim_activation'],
  faq: ['faq'],
  // Plan selection's coverage check, and the network's name the footer's company details show:
  // both drawn once the page has settled, with these texts.
  coverage: ['coverage'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type LazyMessageArea = keyof typeof AREA_PREFIXES;
export type MessageArea = 'main' | LazyMessageArea;

export const LAZY_AREAS = Object.keys(AREA_PREFIXES) as LazyMessageArea[];
