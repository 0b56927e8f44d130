import type { SupportedLocale } from '@senda/core/config';
import { AUTO_RENEWAL_ROUTES } from '@senda/core/flows/auto-renewal';
import { PLAN_SWITCH_ROUTES } from '@senda/core/flows/plan-switch';
import { bundles, type MessageId } from '@senda/core/i18n';
import {
  flowRouteTitle,
  PAYMENT_METHODS_ROUTES,
  PURCHASE_ROUTES,
  SERVICE_FLOWS,
  SERVICE_PAYMENT_ROUTES,
} from '@senda/core/navigation';
import type { ScenarioCustomer, ScenarioName } from '@senda/sandbox';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/route-table';
import { type AxeFinding, preloadAxe, seriousViolations } from './axe';
import {
  addFault,
  clearFaults,
  createScenario,
  cspViolations,
  launchBrowser,
  messageIdsShown,
  newPhoneContext,
} from './browser';
import { horizontalScroll, LAYOUT_WIDTHS, resizeTo, screenAt, settle, widthsToCheck } from './page-widths';
import { smallLegalLinks } from './tap-targets';

/**
 * One table for every page whose browser check is "it renders, signed in where it must be, with
 * no error, no CSP violation, in both languages; at a phone's width, and in Spanish at a tablet's
 * and a desktop's too (the page opened once, then resized), axe clean, no horizontal scroll, legal
 * links big enough". A row is a
 * route and what opening it needs; the rows come from the router's own table (PAGE_ROUTES), so a
 * new page is checked here the day it is registered. `smokeRows` takes any route list of that
 * shape: a flow's manifest can hand its routes in the same way.
 *
 * Behaviour (what a page does with its data) is checked elsewhere: manage.browser.test.ts,
 * sim-and-esim.browser.test.ts, the unit and Storybook tests.
 */
export interface SmokeRoute {
  path: string;
  titleId?: MessageId;
  guard?: 'login';
}

export interface SmokeRow extends SmokeRoute {
  /** The ready-made customer a signed-in page opens as (its `orderRef` goes in the query). */
  scenario?: ScenarioName;
  /** Extra query parameters the page reads. */
  query?: Record<string, string>;
  /** Query parameters taken from the scenario's customer (a paylink's id). */
  customerQuery?: (customer: ScenarioCustomer) => Record<string, string>;
  /**
   * Where a flow's page opened out of turn settles (the address follows the flow's machine: the
   * plan switch's later pages, opened with nothing chosen, show its first page), with its title.
   */
  landsOn?: string;
  /** Done on the page before it is opened (a sandbox fault that keeps the page on screen). */
  before?: (page: Page) => Promise<void>;
  after?: (page: Page) => Promise<void>;
}

/**
 * What a route needs beyond the defaults: signed-in pages open as a customer with a line, a service
 * flow's as its manifest's scenario's (flowNeeds); an entry here replaces the flow's default.
 */
const NEEDS: Record<string, Partial<SmokeRow>> = {
  '/maintenance': {
    before: (page) => addFault(page, { kind: 'maintenance' }),
    after: (page) => clearFaults(page),
  },
  '/manage/sim-activation': { scenario: 'physical-sim-awaiting-activation' },
  // The log-in page is a signed-out visitor's: a customer an earlier row signed in (the rows share
  // one browser) would be sent on to the plans by the journey instead.
  [PURCHASE_ROUTES.login]: {
    before: async (page) => {
      if (page.url().startsWith('http'))
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
    },
  },
  // Pay-by-link: the scenario's open link (its own customer signed in), and its expired one.
  '/payment/paylink': {
    scenario: 'paylink-pending',
    customerQuery: (customer) => ({ paylink_id: customer.paylinkId ?? '' }),
  },
  '/payment/paylink-expired': {
    scenario: 'paylink-expired',
    customerQuery: (customer) => ({ paylink_id: customer.paylinkId ?? '' }),
  },
  // The shared service payment pages name the paid flow whose page shows them.
  ...Object.fromEntries(
    Object.values(SERVICE_PAYMENT_ROUTES).map((path) => [
      path,
      { query: { flow: 'plan-switch' }, landsOn: PLAN_SWITCH_ROUTES.plans },
    ]),
  ),
  // Auto-renewal: its details on, turning it on from off; the first payment's page,
  // opened with nothing agreed, shows the terms.
  [AUTO_RENEWAL_ROUTES.details]: { scenario: 'auto-renewal-on' },
  [AUTO_RENEWAL_ROUTES.payment]: { scenario: 'auto-renewal-off' },
  [AUTO_RENEWAL_ROUTES.cardPayment]: { scenario: 'auto-renewal-off', landsOn: AUTO_RENEWAL_ROUTES.payment },
  // The customer's cards: an expired one, a valid one, the line's renewal card marked.
  ...Object.fromEntries(
    [...Object.values(PAYMENT_METHODS_ROUTES), PURCHASE_ROUTES.selectPaymentMethods].map((path) => [
      path,
      { scenario: 'expired-card' as const },
    ]),
  ),
};

/**
 * A service flow's page, from its manifest: opened as its first scenario's customer; a later page,
 * opened with nothing chosen, settles on the flow's first (the address follows the flow's machine).
 */
function flowNeeds(path: string): Partial<SmokeRow> {
  const flow = SERVICE_FLOWS.find((candidate) => Object.hasOwn(candidate.routes, path));
  const scenario = flow?.scenarios[0];
  if (!flow || !scenario) return {};
  const [first] = Object.keys(flow.routes);
  return { scenario: scenario as ScenarioName, ...(path === first ? {} : { landsOn: first }) };
}

export function smokeRows(routes: readonly SmokeRoute[]): SmokeRow[] {
  return routes.map((route) => ({
    ...route,
    ...(route.guard === 'login' ? { scenario: 'active-esim-line' as const } : {}),
    ...(NEEDS[route.path] ?? (route.guard === 'login' ? flowNeeds(route.path) : {})),
  }));
}

/**
 * Journey pages a visitor lands on outside a purchase: the log-in page, where every signed-out
 * visit to a guarded page ends (access-control.browser.test.ts checks that it does).
 */
const LANDING_PAGES: readonly SmokeRoute[] = [
  { path: PURCHASE_ROUTES.login, titleId: flowRouteTitle(PURCHASE_ROUTES.login) },
];

const ROWS = smokeRows([...PAGE_ROUTES, ...LANDING_PAGES]);
const LOCALES: readonly SupportedLocale[] = ['es-MX', 'en-US'];

function urlFor(row: SmokeRow, locale: SupportedLocale, customer: ScenarioCustomer | undefined): string {
  const query = new URLSearchParams({ ...row.query, setlocale: locale });
  if (customer) {
    for (const [name, value] of Object.entries(row.customerQuery?.(customer) ?? {})) query.set(name, value);
    // Signed in as the spec's link does: the app takes auth_token and removes it from the address.
    query.set('orderRef', customer.orderRef);
    query.set('auth_token', customer.accessToken);
  }
  return `${row.path}?${query.toString()}`;
}

/** Page errors and console errors, except the browser's note of a gateway refusal (a 404 asked for). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/\/(gateway|mocks)\//.test(message.location().url)) return;
    errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the smoke table', () => {
  it('has a row for every page the router registers', () => {
    expect(ROWS.map((row) => row.path)).toEqual(
      [...PAGE_ROUTES, ...LANDING_PAGES].map((route) => route.path),
    );
    expect(ROWS.length).toBeGreaterThan(15);
  });
});

describe.each(LOCALES)('every page in %s', (locale) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const customers = new Map<ScenarioName, ScenarioCustomer>();
  /** The ready-made customer whose link signed this page in last. */
  let signedInAs: ScenarioCustomer | undefined;
  const findings: AxeFinding[] = [];
  const blocked: string[] = [];
  const smallLinks: string[] = [];
  const shownIds: string[] = [];
  const sideways: string[] = [];

  beforeAll(async () => {
    context = await newPhoneContext(browser, locale);
    // Three axe runs a row, each row a new document: axe loaded with each, compiled once.
    await preloadAxe(context);
    page = await context.newPage();
    errors = recordErrors(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  async function customerFor(name: ScenarioName | undefined) {
    if (!name) return undefined;
    const known = customers.get(name);
    if (known) return known;
    const created = await createScenario(page, name);
    customers.set(name, created);
    return created;
  }

  it.each(ROWS.map((row) => [row.path, row] as const))('%s', async (_path, row) => {
    errors.length = 0;
    // Every row opens its page at a phone's width; the row before may have left a desktop's.
    await page.setViewportSize(screenAt(LAYOUT_WIDTHS[0]));
    const customer = await customerFor(row.scenario);
    await row.before?.(page);
    try {
      const stillSignedIn =
        page.url() !== 'about:blank' &&
        (await page.evaluate(() => window.localStorage.getItem('accessToken') !== null));
      await page.goto(urlFor(row, locale, customer));
      if (customer && signedInAs && signedInAs !== customer && stillSignedIn) {
        // Another customer's link where one is signed in asks which account first.
        await page.getByRole('button', { name: bundles[locale]['session.link_choice.switch'] }).click();
      }
      if (customer) signedInAs = customer;
      await settle(page);
      const titleId = row.landsOn ? flowRouteTitle(row.landsOn) : row.titleId;
      if (titleId) {
        const title = bundles[locale][titleId];
        await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${title} · Senda`);
      }
      if (customer) {
        expect(page.url()).not.toContain('auth_token');
        await expect
          .poll(() => new URL(page.url()).pathname, { message: 'a signed-in page stays where it was opened' })
          .toBe(row.landsOn ?? row.path);
      }
      blocked.push(...(await cspViolations(page)));
      shownIds.push(...(await messageIdsShown(page, locale)).map((id) => `${row.path}: ${id}`));
      // The same document at a tablet's and a desktop's width (in Spanish): resized, not loaded again.
      for (const width of widthsToCheck(locale)) {
        if (width !== LAYOUT_WIDTHS[0]) await resizeTo(page, width);
        const label = `${row.path} (${locale}) at ${width} px`;
        findings.push(...(await seriousViolations(page, label)));
        smallLinks.push(...(await smallLegalLinks(page, label)));
        sideways.push(...(await horizontalScroll(page, `${row.path} (${locale})`)));
      }
    } finally {
      await row.after?.(page);
    }
    expect(errors, 'errors on the page').toEqual([]);
  });

  it(`no page has, at ${widthsToCheck(locale).join(' or ')} px, a serious axe finding, a horizontal scroll or a legal link under 24 × 24 px; nor a CSP violation or a message id for a text`, () => {
    expect(findings).toEqual([]);
    expect(sideways, 'pages wider than the screen').toEqual([]);
    // A text its page's message areas do not carry shows as its id (core's message-areas.ts).
    expect(shownIds, 'message ids shown instead of their texts').toEqual([]);
    expect(blocked, 'Content-Security-Policy violations').toEqual([]);
    expect(smallLinks, 'legal links under 24 × 24 px').toEqual([]);
  });
});
