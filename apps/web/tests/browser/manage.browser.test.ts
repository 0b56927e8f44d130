import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatNationalNumber } from '@senda/core/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousViolations } from './axe';
import {
  createScenario,
  gatewayUrl,
  launchBrowser,
  newPhoneContext,
  openLinkOnOwnPhone,
  scenarioPath,
} from './browser';
import { settle } from './page-widths';

/**
 * The manage side as a new customer reaches it: a ready-made customer from
 * `POST /mocks/scenarios`, opened through its `links` (signed in by the spec `auth_token`).
 * `MANAGE_SHOTS=<dir>` also keeps a screenshot of every page at 360 px and 1280 px.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A link from the scenario's answer, with the locale forced (`setlocale`). */
const SHOTS = process.env.MANAGE_SHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 780 });
}

/** What each page must show in each language: its heading and a piece of its real content. */
const TEXT = {
  'es-MX': {
    home: 'Tu línea',
    grace: 'Renovación pendiente',
    graceNextAction: /Paga tu plan antes del/,
    graceBanner: /no se renovó/,
    orderList: 'Mis pedidos',
    lines: 'Tus líneas',
    hub: 'Solicitudes de servicio',
    status: 'Estado de la solicitud',
    processing: 'En proceso',
    done: 'Completada',
    past: 'Solicitudes anteriores',
    portIn: 'Portabilidad a Senda',
    pastPortOut: 'Solicitudes de portabilidad de salida',
    noPortOut: 'No has pedido recuperar este número de otro operador.',
    installEsim: 'Instalar tu eSIM',
    activateSim: 'Activar tu SIM',
    notFound: 'No encontramos esta línea',
  },
  'en-US': {
    home: 'Your line',
    grace: 'Renewal pending',
    graceNextAction: /Pay your plan before/,
    graceBanner: /was not renewed/,
    orderList: 'My orders',
    lines: 'Your lines',
    hub: 'Service requests',
    status: 'Request status',
    processing: 'Processing',
    done: 'Done',
    past: 'Past service requests',
    portIn: 'Number transfer to Senda',
    pastPortOut: 'Port-out requests',
    noPortOut: "You haven't asked to bring this number back from another operator.",
    installEsim: 'Install your eSIM',
    activateSim: 'Activate your SIM',
    notFound: "We couldn't find this line",
  },
} as const;

describe.each(['es-MX', 'en-US'] as const)('the manage pages in %s', (locale) => {
  const text = TEXT[locale];
  let context: BrowserContext;
  let page: Page;
  const findings: AxeFinding[] = [];

  beforeAll(async () => {
    context = await newPhoneContext(browser, locale);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  async function open(path: string | undefined, title: string, shot: string) {
    // Each test is another ready-made customer in the same page: its link as on its own phone.
    if (path?.includes('auth_token')) await openLinkOnOwnPhone(page, path, locale);
    else await page.goto(scenarioPath(path, locale));
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    await settle(page);
    // The token was taken and removed from the address bar.
    expect(page.url()).not.toContain('auth_token');
    findings.push(...(await seriousViolations(page, `${path} (${locale})`)));
    await shoot(page, `${shot}-${locale}`);
  }

  it('a line in Grace: its home explains the status and what to do, with the renewal in Mexico City time', async () => {
    const customer = await createScenario(page, 'grace-line');
    await open(customer.links.manageOrder, text.home, 'manage-order-grace');
    await expect.poll(() => page.getByText(text.grace).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(text.graceNextAction).isVisible()).toBe(true);
    // The operator's banners, after the first paint: the add-on offer; the line's own grace notice
    // (the scenario's other banner) is for the home page, as the status here says it already.
    const banners = page.getByTestId('account-banners');
    await expect.poll(() => banners.getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);
    expect(await banners.getByText(text.graceBanner).count()).toBe(0);
    await expect
      .poll(() => page.getByText(formatNationalNumber(customer.msisdn)).first().isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Ciudad de México|Mexico City/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // An eSIM not installed yet: its installation is offered from the line's home.
    await expect.poll(() => page.getByRole('link', { name: text.installEsim }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: text.activateSim }).count()).toBe(0);

    await open('/orderlist', text.orderList, 'order-list');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: text.lines }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(formatNationalNumber(customer.msisdn)).first().isVisible())
      .toBe(true);

    await open(`/manage/service-request?orderRef=${customer.orderRef}`, text.hub, 'service-request');
    await open(
      `/manage/past-port-out-service-request?orderRef=${customer.orderRef}`,
      text.pastPortOut,
      'past-port-out',
    );
    await expect.poll(() => page.getByText(text.noPortOut).isVisible()).toBe(true);
  });

  it('a physical SIM waiting for activation offers the activation, not the eSIM installation', async () => {
    const customer = await createScenario(page, 'physical-sim-awaiting-activation');
    await open(customer.links.manageOrder, text.home, 'manage-order-awaiting-activation');
    await expect.poll(() => page.getByRole('link', { name: text.activateSim }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: text.installEsim }).count()).toBe(0);
  });

  it('a transfer in progress: its status page and the history list it', async () => {
    const customer = await createScenario(page, 'pending-port-in');
    await open(customer.links.open, text.status, 'service-request-status');
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain(text.processing);
    await open(
      `/manage/past-service-requests?orderRef=${customer.orderRef}`,
      text.past,
      'past-service-requests',
    );
    await expect
      .poll(() => page.getByRole('heading', { level: 3, name: text.portIn }).isVisible())
      .toBe(true);
    // The request hub leads with the transfer the customer came to check: what cannot be done
    // while it runs comes after it, grouped.
    await open(`/manage/service-request?orderRef=${customer.orderRef}`, text.hub, 'service-request-transfer');
    const transfer = page.getByRole('heading', { level: 3, name: text.portIn }).first();
    const firstRefusal = page.locator('[data-line-action="refused"]').first();
    await firstRefusal.waitFor({ timeout: 30_000 });
    expect(
      await transfer.evaluate(
        (heading, refusal) => Boolean(refusal && heading.compareDocumentPosition(refusal) & 4),
        await firstRefusal.elementHandle(),
      ),
    ).toBe(true);
  });

  it('has no serious or critical axe violation on any of them', () => {
    expect(findings).toEqual([]);
  });
});

describe('following a request', () => {
  it('pending-port-in: the clock moves 26 hours and the status timeline shows DONE', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const customer = await createScenario(page, 'pending-port-in');
    await page.goto(scenarioPath(customer.links.open, 'en-US'));
    const current = page.locator('[aria-current="step"]');
    await expect.poll(() => current.textContent(), { timeout: 30_000 }).toContain('Processing');

    const advanced = await page.request.post(`${gatewayUrl()}/mocks/clock`, {
      data: { advanceBy: 'PT26H' },
    });
    expect(advanced.ok()).toBe(true);
    // The page reads the status every second; no reload, no click.
    await expect.poll(() => current.textContent(), { timeout: 20_000 }).toContain('Done');
    const steps = await page.locator('ol li').allTextContents();
    expect(steps[0]).toContain('Done');
    expect(steps.some((step) => step.includes('Switch scheduled'))).toBe(true);
    // It waited for the eSIM (installed when the scenario was made), then was requested.
    expect(steps.at(-2)).toContain('Processing');
    expect(steps.at(-1)).toContain('Waiting for your SIM');
    await context.close();
  });
});

describe('ownership', () => {
  it('customer B opening customer A’s orderRef sees not found, and the gateway answered 404', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const customerA = await createScenario(page, 'active-esim-line');
    const customerB = await createScenario(page, 'grace-line');
    const orderCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/order-service/v2/orders/${customerA.orderRef}`)) {
        orderCalls.push(response.status());
      }
    });
    await page.goto(
      `/manage/order?orderRef=${customerA.orderRef}&auth_token=${customerB.accessToken}&setlocale=en-US`,
    );
    await page.getByRole('heading', { level: 1, name: TEXT['en-US'].notFound }).waitFor({ timeout: 30_000 });
    expect(orderCalls).toContain(404);
    expect(orderCalls.every((status) => status === 404)).toBe(true);
    // Nothing of A's line reached the page.
    expect(await page.getByText(formatNationalNumber(customerA.msisdn)).count()).toBe(0);
    await context.close();
  });
});
