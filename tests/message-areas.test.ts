import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LAZY_AREAS, type LazyMessageArea, messageAreaOf } from '@senda/core/i18n';
import { FLOW_MANIFESTS, MESSAGE_AREA_PAGES, messageAreasOfPage } from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../apps/web/src/app/route-table.ts';

/**
 * A message area's texts (core's message-areas.ts) are not in the language chunk a page
 * load starts with; they arrive with the pages that show them. So an area's ids may only be written
 * by code that runs once the area is loaded — otherwise a screen would show an id, or wait on
 * English as a fallback. tests/browser/message-areas.browser.test.ts checks the built app.
 */
const ROOT = join(import.meta.dirname, '..');
const SOURCES = ['apps/web/src', 'packages/core/src', 'journeys'];
// A flow wing's texts files hold its ids' texts, not code that shows them.
const NOT_PRODUCT =
  /\.(test|stories|browser\.test)\.tsx?$|[\\/](storybook|messages|fixtures)[\\/]|[\\/]messages\.[a-z]{2}-[A-Z]{2}\.json$/;

/** The folders of `dir` that hold a file whose name ends so (a flow's folder, by its `.flow.ts`). */
const foldersWith = (dir: string, ending: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => readdirSync(join(ROOT, dir, folder)).some((file) => file.endsWith(ending)));

/** The machine folders of the service flows (each holds its `<flow>.flow.ts`). */
const FLOW_MACHINE_FOLDERS = foldersWith('packages/core/src/machines', '.flow.ts');
const machineFolders = (folders: readonly string[]) =>
  new RegExp(`^packages/core/src/machines/(${folders.join('|')})/`);

/**
 * The flow wings' core folders (flows/<flow>/, each with its flow.ts): a flow's decisions, labels
 * and titles, read as its pages (and the line page's action) load, as a flow's machine folder's.
 */
const FLOW_WINGS = /^packages\/core\/src\/flows\/[^/]+\//;

/**
 * The service flows' web folders (each holds its `<flow>.app.ts`), and the shared service payment
 * pages'. Their line actions (`*-action.tsx`, `*-actions.tsx`) and the pending switch's cancel run
 * on the line page, the request hub and the request history, which load `manage` only: those write
 * no `flows` id.
 */
const FLOW_SCREENS = new RegExp(
  `^apps/web/src/features/manage/(${[...foldersWith('apps/web/src/features/manage', '.app.ts'), 'service-payment'].join('|')})/(?![^/]*-actions?\\.tsx$|cancel-plan-switch\\.tsx$)`,
);

/** Where each area's ids may be written, and why that code only runs with the area loaded. */
const WRITERS: Readonly<Record<LazyMessageArea, readonly RegExp[]>> = {
  manage: [
    // The account-servicing pages: their routes load the area with the page (MESSAGE_AREA_PAGES).
    /^apps\/web\/src\/features\/manage\//,
    // The customer's own pages (/profile, its privacy settings): their routes load the area too.
    /^apps\/web\/src\/features\/profile\//,
    // Their titles: the shell names a page once its route has loaded.
    /^apps\/web\/src\/app\/servicing-page-routes\.ts$/,
    // The build's prerender, in Node with every message bundled: the line page's frame carries its
    // status texts and title (first-frame.ts's `early`, named by the route's entry), so the first
    // load needs none of the area.
    /^apps\/web\/src\/prerender\/render-route-frames\.tsx$/,
    /^apps\/web\/src\/prerender\/prerendered-routes\.ts$/,
    // The flow manifests (machines/<flow>/<flow>.flow.ts) name their pages' titles and line
    // actions, read as those pages load.
    // Core's decisions for those pages: the labels and errors their screens show; a flow's
    // machine folder (machines/<id>/) is here when its manifest puts its texts in the area.
    machineFolders([
      'line-home',
      'service-request-template',
      'request-status',
      'request-history',
      'sim-activation',
      'esim-install',
      // The paid service requests' payment and result pages (any flow's pay child).
      'service-payment',
      // Renew now's pay child (saved card, new card, OXXO, SPEI), shown on those same pages.
      'payment-choice',
      'profile',
      'privacy-settings',
      // The e-mail change (/profile/email) and the line registry (/manage/line-registry).
      'profile-email',
      'line-registration',
      // The flows' pages load this area beside their own.
      ...FLOW_MACHINE_FOLDERS,
    ]),
    FLOW_WINGS,
    /^packages\/core\/src\/invoices\//,
    // A request's status as the customer reads it (beside the order labels): the request pages' and
    // the line's orders'.
    /^packages\/core\/src\/orders\/order-labels\.ts$/,
  ],
  flows: [
    // The flows' own screens: their routes load the area with the page (MESSAGE_AREA_PAGES).
    FLOW_SCREENS,
    // Their titles: the shell names a page once its route has loaded.
    /^apps\/web\/src\/app\/servicing-page-routes\.ts$/,
    // The build's prerender, in Node with every message bundled: the line page's frame carries its
    // status texts (first-frame.ts's `early`), so the first load needs none of the area.
    /^apps\/web\/src\/prerender\/render-route-frames\.tsx$/,
    // The shared service payment pages' titles (SERVICE_PAYMENT_PAGES).
    /^packages\/core\/src\/navigation\/flow-manifests\.ts$/,
    // The payment choice's screen and cash parts (Renew now's, boosters' and pay-by-link's, each
    // a flow page that loads the area), and the purchase's and an order's voucher: lazy modules
    // that render only once loadMessageArea('flows') has answered (card-payment-screen.tsx waits
    // on it in the import, order-cash-payment.tsx before it draws).
    /^apps\/web\/src\/features\/manage\/payment-choice\//,
    /^apps\/web\/src\/features\/purchase\/payment\/purchase-cash-choice\.tsx$/,
    /^apps\/web\/src\/features\/payment\/order-cash-payment\.tsx$/,
    // Core's decisions for those pages, and the flows' manifests. A flow's rules also give its
    // line action, which the line page runs: the smoke table (pages-smoke.browser.test.ts) checks
    // no page shows an id.
    machineFolders(['service-payment', 'payment-choice', ...FLOW_MACHINE_FOLDERS]),
    FLOW_WINGS,
  ],
  account: [
    // The customer's own pages (/profile, its privacy settings, the e-mail change): their routes
    // load the area (MESSAGE_AREA_PAGES).
    /^apps\/web\/src\/features\/profile\//,
    /^apps\/web\/src\/app\/servicing-page-routes\.ts$/,
    machineFolders(['profile', 'privacy-settings', 'profile-email']),
    // A wing's part of those pages (its switches in My account), read as they load.
    FLOW_WINGS,
  ],
  sim: [
    // The eSIM's installation page and the physical SIM's activation: their routes load the area.
    /^apps\/web\/src\/features\/manage\/(esim-install|sim-activation)\//,
    /^apps\/web\/src\/app\/servicing-page-routes\.ts$/,
    machineFolders(['esim-install', 'sim-activation']),
  ],
  faq: [
    // The step page asks for the FAQ's texts and draws the block only once they are there.
    /^apps\/web\/src\/features\/journey\/journey-step-page\.tsx$/,
    // The journey files name each step's FAQ section.
    /^journeys\//,
  ],
  coverage: [
    // Plan selection's coverage check: its lazy module loads with the area (coverage-check.lazy.tsx).
    /^apps\/web\/src\/features\/catalogue\/coverage-check\.tsx$/,
    // Core's reading of the answer, which only that block calls.
    /^packages\/core\/src\/purchase\/network-coverage\.ts$/,
    // The network's name: the footer's company details, whose lazy module loads with the area
    // (company-details.lazy.tsx), and core's name ids for it.
    /^apps\/web\/src\/layouts\/company-details\.tsx$/,
    /^packages\/core\/src\/i18n\/company-contact\.ts$/,
  ],
};

function productSources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|json)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !NOT_PRODUCT.test(file));
}

/** The ids (or their starts, `'line.state.' + …`) a source writes as string literals. */
const idsWritten = (source: string): string[] =>
  [...source.matchAll(/['"`]([a-z][a-z0-9_]*\.[a-z0-9_.]*)/g)].map((match) =>
    (match[1] ?? '').replace(/\.+$/, ''),
  );

describe('message areas', () => {
  it.each(
    Object.keys(WRITERS) as LazyMessageArea[],
  )('the %s area’s ids are written only by code that runs once the area is loaded', (area) => {
    const writers = SOURCES.flatMap(productSources).filter((file) =>
      idsWritten(readFileSync(join(ROOT, file), 'utf8')).some((id) => messageAreaOf(id) === area),
    );
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((file) => !WRITERS[area].some((allowed) => allowed.test(file)))).toEqual([]);
  });

  it('a page whose title is an area’s text is one of the pages that load that area', () => {
    const missing = PAGE_ROUTES.filter((route) => {
      const area = messageAreaOf(route.titleId);
      return area !== 'main' && !messageAreasOfPage(route.path).includes(area);
    }).map((route) => route.path);
    expect(missing).toEqual([]);
  });

  it('every page of a flow loads the area its manifest names (adding a flow is one manifest entry)', () => {
    const missing = FLOW_MANIFESTS.flatMap(({ messageArea, routes }) =>
      messageArea === 'main'
        ? []
        : Object.keys(routes).filter((path) => !messageAreasOfPage(path).includes(messageArea)),
    );
    expect(missing).toEqual([]);
  });

  it('every page an area names is a page of the route table', () => {
    const paths = new Set(PAGE_ROUTES.map((route) => route.path));
    const unknown = LAZY_AREAS.flatMap((area) => MESSAGE_AREA_PAGES[area].filter((path) => !paths.has(path)));
    expect(unknown).toEqual([]);
  });
});
