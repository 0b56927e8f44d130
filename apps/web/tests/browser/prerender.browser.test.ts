import { SUPPORTED_LOCALES } from '@senda/core/config';
import { bundles } from '@senda/core/i18n';
import {
  OTHER_ROUTES,
  PAYMENT_ROUTES,
  RESCHEDULE_DELIVERY_ROUTES,
  WEBVIEW_CLOSE_ROUTES,
} from '@senda/core/navigation';
import { coldVisitTarget } from '@senda/core/purchase';
import { createMemoryStorage } from '@senda/core/stores';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledColdVisitPlan } from '../../../../scripts/vite/cold-visit-redirect';
import { PRERENDERED_ROUTES } from '../../src/prerender/prerendered-routes';
import {
  addFault,
  createScenario,
  LONG_RUNS,
  launchBrowser,
  newPhoneContext,
  scenarioPath,
  storefrontUrl,
} from './browser';
import { recordShifts, shiftsOf } from './layout-shifts';
import { warmContexts } from './warm-phones';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS, 'es-MX': esMX } = bundles;

/**
 * The measured pages' HTML is their frame, prerendered by the build in both languages,
 * and the app adopts it (hydration) rather than drawing the page again: no mismatch, in either
 * language. A page load whose language differs from the HTML's is drawn by the app instead.
 */
const MESSAGES: Record<string, Record<string, string>> = { 'en-US': enUS, 'es-MX': esMX };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/** A phone whose browser runs no script: what the HTML alone paints. */
const newPhoneWithoutScripts = (locale: string) =>
  browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    locale,
    baseURL: storefrontUrl(),
    javaScriptEnabled: false,
  });

/**
 * A phone per language for the checks of what the app does with a page's HTML (adoption, the boot
 * script's redirects): each page starts with nothing stored, and the app's scripts come from the
 * phone's cache after its first page. The checks of a shift keep a cold phone of their own.
 */
const phones = warmContexts((locale) => newPhoneContext(browser, locale));
const phonesWithoutScripts = warmContexts(newPhoneWithoutScripts);
afterAll(async () => {
  await Promise.all([phones.close(), phonesWithoutScripts.close()]);
  await browser?.close();
});

async function documentFor(path: string, headers: Record<string, string>): Promise<string> {
  const answer = await fetch(new URL(path, storefrontUrl()), { headers });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Where a visit with nothing stored is sent by index.html's boot script, or null when it stays. */
const plan = bundledColdVisitPlan();
const coldTarget = (path: string) =>
  coldVisitTarget(plan, { pathname: path, storage: createMemoryStorage(), linkToken: false });

/** A text as React writes it into HTML. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

const rootOf = (html: string) => /<div id="root"[\s\S]*?(?=<noscript>)/.exec(html)?.[0] ?? '';

/**
 * Opens `path` and reports how its first heading fared: the heading the HTML painted, how the app
 * drew its first render (`hydrate`: adopting the HTML), and the errors logged. It waits until the
 * app has moved past the frame (the page itself, or a redirect), so hydration is over; a mismatch
 * is logged by the app (main.tsx) as it happens.
 */
async function openAndWatchHydration(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    // Parsed, before any module script has run: the heading as the HTML painted it.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __frameHeading?: Element | null }).__frameHeading =
        document.querySelector('h1');
    });
  });
  await page.goto(path);
  const painted = await page.evaluate(
    () => (window as unknown as { __frameHeading?: Element | null }).__frameHeading?.textContent,
  );
  await page.waitForFunction(
    () => (window as unknown as { __frameHeading?: Element | null }).__frameHeading?.isConnected === false,
  );
  const firstRender = await page.evaluate(() => document.getElementById('root')?.dataset.firstRender);
  return { painted, firstRender, errors };
}

/**
 * The close pages share one frame: each one's HTML is checked, its adoption on two (/logged_out
 * also ends the local session), as a browser page costs seconds.
 */
const adoptionChecked = (route: (typeof PRERENDERED_ROUTES)[number]) =>
  route.content !== 'webview-close' ||
  route.path === WEBVIEW_CLOSE_ROUTES.closeWebview ||
  route.path === WEBVIEW_CLOSE_ROUTES.loggedOut;

describe('prerendered pages', () => {
  for (const locale of SUPPORTED_LOCALES) {
    const messages = MESSAGES[locale] ?? {};
    for (const route of PRERENDERED_ROUTES) {
      it(`${route.path} in ${locale}: the HTML has the page's heading, and hydrates without a mismatch`, async () => {
        const html = await documentFor(route.path, { 'accept-language': locale });
        expect(html).toContain(`<html lang="${locale}">`);
        const root = rootOf(html);
        expect(root).toMatch(new RegExp(`<h1[^>]*>${asHtml(messages[route.titleId] ?? '')}</h1>`));
        // Painted from the HTML alone: every class it uses is in the HTML's own stylesheet.
        const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
        const classes = new Set(
          [...root.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []),
        );
        expect([...classes].filter((name) => !css.includes(`.${name}`))).toEqual([]);
        if (!adoptionChecked(route)) return;

        const page = await phones.freshPage(locale);
        // The maintenance page stays only while maintenance is on: on for this page's device alone.
        if (route.path === OTHER_ROUTES.maintenance) await addFault(page, { kind: 'maintenance' });
        // A step only a journey in progress opens is opened with one: plan selection first.
        const first = coldTarget(route.path);
        if (first) {
          await page.goto(first);
          await page.waitForFunction((key) => localStorage.getItem(key) !== null, plan.journeys.web.saveKey);
        }
        const { painted, firstRender, errors } = await openAndWatchHydration(page, route.path);
        expect(painted).toBe(messages[route.titleId]);
        expect(firstRender).toBe('hydrate');
        expect(
          errors.filter((error) => /hydrat|Minified React error #4(18|19|20|21|23|25)/i.test(error)),
        ).toEqual([]);
      });
    }
  }

  for (const route of PRERENDERED_ROUTES.filter((candidate) => coldTarget(candidate.path))) {
    it(`${route.path} opened with nothing in progress: the boot script goes on before any module runs, and that page's HTML paints`, async () => {
      const target = coldTarget(route.path) ?? '';
      const page = await phones.freshPage('en-US');
      const { painted, firstRender } = await openAndWatchHydration(page, `${route.path}?setlocale=en-US`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${target}?setlocale=en-US`);
      const targetTitle = PRERENDERED_ROUTES.find((candidate) => candidate.path === target)?.titleId ?? '';
      expect(painted).toBe(enUS[targetTitle as keyof typeof enUS]);
      expect(firstRender).toBe('hydrate');
    });
  }

  /**
   * The pages whose largest paint is more than their heading, each with that text, a control the
   * frame must not offer yet (a tap on it would be lost), and the control that says the screen is there.
   */
  interface LargestInHtml {
    page: string;
    path: string;
    largestId: string;
    inertRole: Parameters<Page['getByRole']>[0];
    /** What the page needs of the sandbox, for this page's device only. */
    setup?: (page: Page) => Promise<void>;
    ready: (page: Page, messages: Record<string, string>) => Locator;
  }
  const LARGEST_IN_HTML: readonly LargestInHtml[] = [
    {
      page: 'plan selection',
      path: '/web/pre-checkout',
      largestId: 'pre_checkout.esim.check',
      inertRole: 'radio',
      ready: (page, messages) => page.getByRole('button', { name: messages['home.plans.choose'] }).first(),
    },
    {
      // Its guest checkout's text (the bundled journey offers guest checkout), under the form.
      page: 'sign-up',
      path: '/web/signup',
      largestId: 'guest.body',
      inertRole: 'textbox',
      ready: (page) => page.getByRole('checkbox').first(),
    },
    {
      // Its message's body, during maintenance (on for this page's device alone): "Try again" is
      // a placeholder until the page can answer it.
      page: 'the maintenance page',
      path: OTHER_ROUTES.maintenance,
      largestId: 'maintenance.body',
      inertRole: 'button',
      setup: (page) => addFault(page, { kind: 'maintenance' }),
      ready: (page, messages) => page.getByRole('button', { name: messages['maintenance.retry'] }),
    },
  ];

  // Each page's two languages are one HTML file each from the same prerender, adopted by the same
  // code: the second language repeats the first's check (its HTML's heading and hydration are
  // checked above in both), so it runs on `npm run test:long` only.
  for (const locale of LONG_RUNS ? SUPPORTED_LOCALES : SUPPORTED_LOCALES.slice(0, 1)) {
    const messages = MESSAGES[locale] ?? {};
    const title = `$page in ${locale}: its largest text is in the HTML, kept there once, nothing shifted`;
    it.each(LARGEST_IN_HTML)(title, async ({ path, largestId, inertRole, setup, ready }) => {
      // Painted from the HTML alone, no script run.
      const notice = messages[largestId] ?? '';
      const htmlOnly = await phonesWithoutScripts.freshPage(locale);
      await htmlOnly.goto(path);
      expect(await htmlOnly.getByText(notice, { exact: true }).count()).toBe(1);
      // Its controls take no tap until the screen is there (it would be lost): inert, not offered.
      expect(await htmlOnly.getByRole(inertRole).count()).toBe(0);
      const painted = await htmlOnly.getByText(notice, { exact: true }).boundingBox();
      expect(painted).not.toBeNull();

      // The app adopts it: once the screen is there the text is shown once, where the HTML put it,
      // and no layout shift happened on the way (hydration, the screen replacing its frame). A cold
      // phone of its own: with the scripts in a warm cache the app could be drawn before the
      // HTML's first paint, and a shift from the frame to the screen would go unseen.
      const context = await newPhoneContext(browser, locale);
      const page = await context.newPage();
      await setup?.(page);
      await recordShifts(page);
      await page.goto(path);
      await ready(page, messages).waitFor();
      expect(await page.getByText(notice, { exact: true }).count()).toBe(1);
      expect(await page.getByText(notice, { exact: true }).boundingBox()).toEqual(painted);
      expect(await shiftsOf(page)).toEqual([]);
      await context.close();
    });
  }

  /**
   * The pages opened from a link whose query the build does not have (pay-by-link's `paylink_id`,
   * the failed delivery's `code`): their HTML is the heading the page shows while it reads the
   * link, true whatever the link turns out to be, and none of the link's outcomes; opened from a
   * real link, the app adopts it.
   */
  const LINK_PAGES = [
    {
      path: PAYMENT_ROUTES.paylink,
      scenario: 'paylink-pending',
      link: 'paylink',
      titleId: 'paylink.title',
      // The ways to pay (the subtitle) only once the link turns out payable, and no outcome: the
      // page's early script writes whichever the link's answer is (early-gateway-reads' test).
      notInHtml: [
        'paylink.ways',
        'paylink.paid.title',
        'paylink.cancelled.title',
        'paylink.not_found.title',
        'paylink.invalid.title',
      ],
    },
    {
      path: RESCHEDULE_DELIVERY_ROUTES.simOnly,
      scenario: 'failed-delivery',
      link: 'rescheduleDelivery',
      titleId: 'reschedule_delivery.flow.title',
      // Nor the link's notice or refusals: its early script writes whichever the validation says.
      notInHtml: [
        'reschedule_delivery.refused.title',
        'reschedule_delivery.refused.invalid',
        'reschedule_delivery.refused.used',
        'reschedule_delivery.refused.expired',
      ],
    },
  ] as const;

  for (const locale of SUPPORTED_LOCALES) {
    const messages = MESSAGES[locale] ?? {};
    it.each(
      LINK_PAGES,
    )(`$path from its link in ${locale}: the HTML is its heading, no outcome, adopted as is`, async ({
      scenario,
      link,
      titleId,
      notInHtml,
    }) => {
      const page = await phones.freshPage(locale);
      const customer = await createScenario(page, scenario);
      const path = scenarioPath(customer.links[link], locale);
      const root = rootOf(await documentFor(path, { 'accept-language': locale }));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${asHtml(messages[titleId] ?? '')}</h1>`));
      // What the HTML paints: the frame's description (data-frame) carries the texts an early
      // script may write, none of them shown.
      const shown = root.replace(/ data-frame="[^"]*"/, '');
      expect(notInHtml.filter((id) => shown.includes(asHtml(messages[id] ?? '')))).toEqual([]);

      const { painted, firstRender, errors } = await openAndWatchHydration(page, path);
      expect(painted).toBe(messages[titleId]);
      expect(firstRender).toBe('hydrate');
      expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
    });
  }

  it('a close page: the HTML says the window can be closed, in the visitor’s language, before any script; the page keeps it where it was painted', async () => {
    const path = '/logged_out';
    const card = (page: Page) => page.locator('main > div').first();
    const htmlOnly = await phonesWithoutScripts.freshPage('es-MX');
    await htmlOnly.goto(path);
    // No script ran: the text is the HTML's own.
    await htmlOnly.getByRole('heading', { name: esMX['webview_close.logged_out.title'] }).waitFor();
    expect(await htmlOnly.getByText(esMX['webview_close.logged_out.body'], { exact: true }).count()).toBe(1);
    const painted = await card(htmlOnly).boundingBox();

    // A cold phone, as for the largest texts: a warm cache could hide a shift.
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    await recordShifts(page);
    const { firstRender } = await openAndWatchHydration(page, path);
    expect(firstRender).toBe('hydrate');
    await page.getByRole('heading', { name: esMX['webview_close.logged_out.title'] }).waitFor();
    expect(await card(page).boundingBox()).toEqual(painted);
    expect(await shiftsOf(page)).toEqual([]);
    await context.close();
  });

  it('plan selection, once loaded, shows the heading its HTML painted', async () => {
    const page = await phones.freshPage('es-MX');
    await page.goto('/web/pre-checkout');
    await page.getByRole('radio').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      esMX['pages.pre_checkout.title'],
    );
  });

  it('sends the HTML in the language the page will start in: setlocale, then the kept choice, then the browser', async () => {
    const path = '/web/order-summary';
    const spanishBrowser = { 'accept-language': 'es-MX,es;q=0.9' };
    expect(await documentFor(path, spanishBrowser)).toContain('<html lang="es-MX">');
    expect(await documentFor(`${path}?setlocale=en-US`, spanishBrowser)).toContain('<html lang="en-US">');
    expect(await documentFor(path, { ...spanishBrowser, cookie: 'senda_locale=en-US' })).toContain(
      '<html lang="en-US">',
    );
    // Not a prerendered path: the app's index.html, as before.
    expect(await documentFor('/web/addon-selection', spanishBrowser)).not.toContain('data-frame=');
  });

  it('a customer who chose English on a Spanish browser gets English HTML on the next load, adopted as is', async () => {
    const page = await phones.freshPage('es-MX');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await page.getByRole('radio').first().waitFor();
    const { painted, firstRender, errors } = await openAndWatchHydration(page, '/web/order-summary');
    expect(painted).toBe(enUS['pages.order_summary.title']);
    expect(firstRender).toBe('hydrate');
    expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
  });
});
