import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_CONFIG_ELEMENT_ID, type DeployConfig } from '@senda/core/config';
import { STORAGE_KEYS } from '@senda/core/stores';
import { type GatewayHttpServer, journeysFromDirectory, startGatewayHttpServer } from '@senda/sandbox/node';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type NginxServer, startNginx } from '../../../../scripts/nginx-server.ts';
import { cspViolations, launchBrowser, recordCspViolations, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, walkPurchase } from './journey-walk';
import { buildForProduction, PRODUCTION_DIST, PRODUCTION_PREBUILD_ENV } from './production-build';
import {
  chooseCardPayment,
  choosePlan,
  heading,
  payByCard,
  signUp,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';

/**
 * What an operator deploys, walked: the production build (`npm run build`, no sandbox in it)
 * served by nginx with the server block `npm run nginx:config` writes and a deploy config naming
 * every service, against a sandbox gateway standing in for the operator's. The gateway's flag
 * service (OFREP over a flags folder of this file's, the notice banner on) and fake OpenTelemetry
 * collector are reached through nginx, as an operator's would be; the tag manager's container is a
 * fake script this file serves at Google's address. The sandbox here is this file's own: the
 * payment provider's frames answer only the storefront origins their sandbox was started with.
 *
 * The decisions behind each part are core's and sandbox's tests; this checks they hold together in
 * the build that ships. The build is also read file by file for anything of the sandbox (the
 * browser project's other files run the sandbox demo build, `npm run build:sandbox`).
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const GTM_ID = 'GTM-SENDA01';
const BANNER = 'On Saturday from 2:00 to 4:00 you cannot pay with OXXO or SPEI: maintenance.';

const work = mkdtempSync(join(tmpdir(), 'senda-production-'));
let gateway: GatewayHttpServer | undefined;
let nginx: NginxServer | undefined;
let browser: Browser;

/** This file's flags folder, which the sandbox's flag service reads on each request. */
const flagsDir = join(work, 'flags');

/** The shipped flag files, with the operator's notice switched on. */
function flagsWithBanner(): string {
  const dir = flagsDir;
  cpSync(join(ROOT, 'flags'), dir, { recursive: true });
  const file = join(dir, 'notice-banner.json');
  const flags = JSON.parse(readFileSync(file, 'utf8'));
  flags.flags['notice-banner'].defaultVariant = 'maintenance';
  writeFileSync(file, JSON.stringify(flags));
  return dir;
}

beforeAll(async () => {
  // Already built by global setup in a whole run (production-build.ts says why).
  if (process.env[PRODUCTION_PREBUILD_ENV] !== '1') await buildForProduction('production');
  const dist = join(work, 'dist');
  cpSync(PRODUCTION_DIST, dist, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  gateway = await startGatewayHttpServer({
    port: 0,
    providerPort: 0,
    corsOrigins: [origin],
    journeys: journeysFromDirectory(join(ROOT, 'journeys')),
    flags: journeysFromDirectory(flagsWithBanner()),
  });
  const deployConfig: DeployConfig = {
    gatewayUrl: '/gateway/',
    gtmContainerId: GTM_ID,
    flagsUrl: '/mocks/flags',
    telemetryUrl: '/mocks/otlp',
    paymentProviderOrigins: [new URL(gateway.providerUrl).origin],
  };
  nginx = await startNginx({
    dist,
    port,
    deployConfig,
    upstream: gateway.url,
    // The operator's gateway, flag service and collector; nothing else of the sandbox is reachable.
    proxiedPrefixes: ['/gateway/', '/mocks/flags/', '/mocks/otlp/'],
  });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  nginx?.close();
  await gateway?.close();
  rmSync(work, { recursive: true, force: true });
});

async function phoneContext(): Promise<BrowserContext> {
  if (!nginx) throw new Error('nginx did not start');
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    baseURL: nginx.origin,
  });
  await recordCspViolations(context);
  // The operator's tag manager container: a script that says it ran and what it found.
  await context.route('https://www.googletagmanager.com/gtm.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__fakeGtm = { ran: true, dataLayerLength: (window.dataLayer || []).length };',
    }),
  );
  return context;
}

/** The code the sandbox mailed to `email`, read from its mailbox API (the page has no mailbox). */
async function mailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${gateway?.url}/mocks/mailbox/latest?email=${encodeURIComponent(email)}`);
        code = answer.ok ? ((await answer.json()) as { code?: string }).code : undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * A device id (a visitor's targeting key) that the flag service sends to purchase revision
 * `revision`: asked of the service itself, so flagd's fractional hashing decides, as it will in the page.
 */
async function deviceIdOn(revision: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const id = `1700000000000R${1_000_000 + i}`;
    const answer = await fetch(
      `${gateway?.url}/mocks/flags/ofrep/v1/evaluate/flags/journey-revision.purchase`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          context: { targetingKey: id, kind: 'multi', user: { key: id, anonymous: true } },
        }),
      },
    );
    if (((await answer.json()) as { value?: unknown }).value === revision) return id;
  }
  throw new Error(`no device id lands on revision ${revision}`);
}

/** A page of `context` whose visitor's device id is `deviceId` (what the storefront would have kept). */
async function visitorWithDevice(context: BrowserContext, deviceId: string): Promise<Page> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.deviceId,
    deviceId,
  ] as const);
  return context.newPage();
}

/** The revision the visitor's purchase is saved under. */
const savedRevision = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('senda.journey.purchase') ?? '{}').revision as number,
  );

/** `window.dataLayer`, with gtag's `arguments` objects as plain lists. */
const dataLayerOf = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  ) as Promise<Array<Record<string, unknown> | unknown[]>>;

interface EcommerceEvent {
  event: string;
  journey_id?: string;
  journey_revision?: number | null;
  ecommerce?: {
    currency: string;
    value: number;
    transaction_id?: string;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

const PURCHASE_REVISION = (
  JSON.parse(readFileSync(join(ROOT, 'journeys/purchase.json'), 'utf8')) as { revision: number }
).revision;

/** What only the sandbox has, by what gives it away in a built file. */
const SANDBOX_MARKS: ReadonlyArray<[what: string, mark: string]> = [
  ['the mock service worker', 'mockServiceWorker'],
  ["MSW's code", '[MSW]'],
  ['the OTP mailbox tab (es-MX)', 'Buzón OTP'],
  ['the OTP mailbox tab (en-US)', 'OTP mailbox'],
  ['the mailbox texts’ ids', 'sandbox.mailbox'],
  ['the mailbox’s element ids', 'mailbox-code'],
  ['the mailbox’s sandbox address', '/mocks/mailbox'],
  ['the analytics kept in a window array', '__sendaEvents'],
];

/** The files the build would publish (source maps never are: nginx and the static server answer 404). */
function publishedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the production build’s files', () => {
  it('have nothing of the sandbox: no MSW, no service worker, no mailbox, no window arrays for analytics', () => {
    const files = publishedFiles(PRODUCTION_DIST);
    expect(files.length).toBeGreaterThan(10);
    const found = files
      .map((file) => relative(PRODUCTION_DIST, file))
      .filter((name) => /mockServiceWorker|sandbox|mailbox/i.test(basename(name)))
      .map((name) => `a file of its own: ${name}`);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [what, mark] of SANDBOX_MARKS) {
        if (text.includes(mark)) found.push(`${what} in ${relative(PRODUCTION_DIST, file)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('carry no deploy config: each environment writes its own into the pages (npm run nginx:config)', () => {
    const pages = publishedFiles(PRODUCTION_DIST).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    expect(existsSync(join(PRODUCTION_DIST, 'index.html'))).toBe(true);
    for (const page of pages)
      expect(readFileSync(page, 'utf8'), page).not.toContain(`id="${DEPLOY_CONFIG_ELEMENT_ID}"`);
  });
});

describe('the production build, served by the generated nginx config', () => {
  it('walks an eSIM purchase with no sandbox UI: the funnel in the dataLayer under consent, the flag service asked with the customer and the device, the banner it turned on', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const flagContexts: Record<string, Record<string, unknown>>[] = [];
    const gtmLoads: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/mocks/flags/ofrep/v1/evaluate/flags')
        flagContexts.push(
          (request.postDataJSON() as { context: Record<string, Record<string, unknown>> }).context,
        );
      if (url.host === 'www.googletagmanager.com') gtmLoads.push(url.search);
    });
    try {
      const email = uniqueEmail('production');
      await page.goto('/web/pre-checkout?setlocale=en-US');
      await heading(page, 'Choose your plan');
      // The flag service answers once the page has settled; the banner it turned on is the page's.
      await page.getByText(BANNER).waitFor({ timeout: 30_000 });
      expect(
        flagContexts[0],
        'a visitor: an anonymous user keyed by the device, plus the device',
      ).toMatchObject({
        kind: 'multi',
        user: { anonymous: true },
        device: { app_type: 'WEB', device_type: 'BROWSER' },
      });
      expect(flagContexts[0]?.user?.key).toBe(flagContexts[0]?.device?.key);
      // No sandbox: no mailbox tab, no events kept in a window array.
      expect(await page.getByText(/Buzón OTP|OTP mailbox|Sandbox mailbox/).count()).toBe(0);
      expect(await page.evaluate(() => '__sendaEvents' in window)).toBe(false);

      await walkPurchase(
        page,
        ['payment-method-selector', 'payment'],
        // As most buyers walk it, no extras asked for: the order summary sends the funnel's
        // view_cart (the basket seen, priced; README, "Analytics").
        { email, sim: 'eSIM', plan: 'Senda 200' },
        {
          ...PURCHASE_WALKERS,
          // The code comes from the sandbox's mailbox, read here: the page has no mailbox.
          'verify-otp-signup': async () => {
            await heading(page, 'Verify your account');
            await page.getByText(`Enter 6 digit verification code sent to ${email}`).waitFor();
            const code = await mailedCode(email);
            await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
            await page.keyboard.type(code);
          },
        },
      );
      await chooseCardPayment(page);
      await payByCard(page, TEST_CARDS.approve);
      const orderRef = await successOrderRef(page);

      // Signed in, the flag service is asked again with the customer by id and e-mail.
      await expect
        .poll(() => flagContexts.some((context) => context.user?.anonymous === false), { timeout: 30_000 })
        .toBe(true);
      const signedIn = flagContexts.find((context) => context.user?.anonymous === false);
      expect(signedIn).toMatchObject({ kind: 'multi', user: { email }, device: { app_type: 'WEB' } });
      expect(signedIn?.targetingKey).toBe(signedIn?.user?.key);

      await expect
        .poll(
          async () =>
            (await dataLayerOf(page)).some((entry) => !Array.isArray(entry) && entry.event === 'purchase'),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      const dataLayer = await dataLayerOf(page);
      const denied = {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      };
      // Consent Mode v2: denied before anything, granted by the customer's choice (on by default).
      expect(dataLayer[0]).toEqual(['consent', 'default', denied]);
      expect(dataLayer[1]).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
      // The container loads once, configured and allowed, after the consent default.
      expect(gtmLoads).toEqual([`?id=${GTM_ID}`]);
      const gtm = await page.evaluate(
        () => (window as unknown as { __fakeGtm?: { dataLayerLength: number } }).__fakeGtm,
      );
      expect(gtm?.dataLayerLength).toBeGreaterThanOrEqual(2);

      const events = dataLayer.flatMap((entry) =>
        !Array.isArray(entry) && typeof entry.event === 'string' ? [entry as unknown as EcommerceEvent] : [],
      );
      const named = (name: string) => events.filter((entry) => entry.event === name);
      for (const name of ['view_cart', 'begin_checkout', 'add_payment_info', 'purchase']) {
        expect(named(name), name).toHaveLength(1);
        const [event] = named(name);
        expect(event, name).toMatchObject({ journey_id: 'purchase', journey_revision: PURCHASE_REVISION });
        const ecommerce = event?.ecommerce;
        expect(ecommerce?.currency, name).toBe('MXN');
        expect(ecommerce?.items.length, name).toBeGreaterThan(0);
        // The value is the items' sum, IVA included, whatever the plan costs.
        const sum = ecommerce?.items.reduce((total, item) => total + item.price * item.quantity, 0) ?? 0;
        expect(ecommerce?.value, name).toBeCloseTo(sum, 2);
        expect(ecommerce?.value, name).toBeGreaterThan(0);
        for (const item of ecommerce?.items ?? [])
          expect(item, name).toMatchObject({ item_id: expect.any(String), item_name: expect.any(String) });
      }
      expect(named('purchase')[0]?.ecommerce?.transaction_id).toBe(orderRef);
      // No extras walked: the basket was first seen, priced, on the order summary.
      expect(named('view_cart')[0]).toMatchObject({ journey_step: 'order-summary' });
      expect(named('sign_up')).toHaveLength(1);
      expect(JSON.stringify(dataLayer), 'no e-mail in the dataLayer').not.toContain('@');
      expect(await cspViolations(page), 'Content-Security-Policy violations').toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends the page’s web vitals and an uncaught error to the collector when the page is left', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    try {
      await fetch(`${gateway?.url}/mocks/telemetry`, { method: 'DELETE' });
      // The reporter and web-vitals load once the page has settled, never with the page.
      const installed = page.waitForEvent('requestfinished', {
        predicate: (request) => /install-telemetry/.test(request.url()),
        timeout: 60_000,
      });
      await page.goto('/web/login?setlocale=en-US');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await installed;
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              setTimeout(resolve);
              throw new Error('production telemetry probe');
            }),
          ),
      );
      // Leaving the page hides it: web-vitals reports LCP and CLS, the reporter sends its batch.
      await page.goto('about:blank');
      await expect
        .poll(
          async () => {
            const seen = (await (await fetch(`${gateway?.url}/mocks/telemetry`)).json()) as {
              records: { eventName: string; attributes: Record<string, unknown> }[];
            };
            return seen.records.map((record) =>
              record.eventName === 'browser.web_vital'
                ? `vital ${String(record.attributes['web_vital.name'])}`
                : `${record.eventName} ${String(record.attributes['exception.message'])}`,
            );
          },
          { timeout: 20_000 },
        )
        .toEqual(expect.arrayContaining(['vital LCP', 'vital CLS', 'exception production telemetry probe']));
    } finally {
      await context.close();
    }
  });

  it('sends half the visitors down an edited journey revision (the journey-revision flag)', async () => {
    // The operator's rollout, written into this file's flags folder (the service reads it on each
    // request): flagd's fractional split of the visitors' targeting keys, half on revision 2.
    const file = join(flagsDir, 'journey-revisions.json');
    const shipped = readFileSync(file, 'utf8');
    const rollout = JSON.parse(shipped);
    rollout.flags['journey-revision.purchase'].targeting = {
      fractional: [
        ['current', 50],
        ['r2', 50],
      ],
    };
    writeFileSync(file, JSON.stringify(rollout));
    const current = await phoneContext();
    const edited = await phoneContext();
    try {
      const onCurrent = await visitorWithDevice(current, await deviceIdOn(0));
      const onEdited = await visitorWithDevice(edited, await deviceIdOn(2));
      await Promise.all([onCurrent, onEdited].map((page) => page.goto('/web/pre-checkout?setlocale=en-US')));
      // The flags arrive once the page has settled; a journey on its first step takes their revision.
      await expect.poll(() => savedRevision(onEdited), { timeout: 30_000 }).toBe(2);
      expect(await savedRevision(onCurrent)).toBe(PURCHASE_REVISION);

      // The current revision offers the extras next (when asked for); revision 2 asks for the account first.
      await choosePlan(onCurrent, { sim: 'eSIM', plan: 'Senda 100', extras: true });
      await heading(onCurrent, 'Add extras to your plan');
      const email = uniqueEmail('production-r2');
      await choosePlan(onEdited, { sim: 'eSIM', plan: 'Senda 100' });
      await signUp(onEdited, email);
      await heading(onEdited, 'Verify your account');
      await onEdited.getByText(`Enter 6 digit verification code sent to ${email}`).waitFor();
      const code = await mailedCode(email);
      await onEdited.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await onEdited.keyboard.type(code);
      await heading(onEdited, 'Add extras to your plan');

      // Every journey event in each visitor's dataLayer names the revision that visitor walks.
      const journeyEvents = async (page: Page) => {
        const events = (await dataLayerOf(page)).flatMap((entry) =>
          !Array.isArray(entry) && entry.journey_id === 'purchase'
            ? [entry as unknown as EcommerceEvent]
            : [],
        );
        return events.map((event) => `${event.event} r${String(event.journey_revision)}`);
      };
      await expect
        .poll(() => journeyEvents(onCurrent), { timeout: 10_000 })
        .toEqual(expect.arrayContaining([`view_cart r${PURCHASE_REVISION}`]));
      await expect
        .poll(() => journeyEvents(onEdited), { timeout: 10_000 })
        .toEqual(expect.arrayContaining(['sign_up r2', 'view_cart r2']));
      for (const [page, revision] of [
        [onCurrent, PURCHASE_REVISION],
        [onEdited, 2],
      ] as const)
        for (const event of await journeyEvents(page)) expect(event).toMatch(new RegExp(` r${revision}$`));
    } finally {
      writeFileSync(file, shipped);
      await current.close();
      await edited.close();
    }
  });
});
