import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatNationalNumber } from '@senda/core/i18n';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, settledSeriousViolations } from './axe';
import {
  createScenario,
  gatewayUrl,
  LONG_RUNS,
  launchBrowser,
  newPhoneContext,
  openLinkOnOwnPhone,
  scenarioPath,
  storefrontUrl,
} from './browser';

/**
 * A line's SIM, tried as a new customer would: the sandbox's ready-made customers
 * (`POST /mocks/scenarios`) open their storefront link, signed in by its auth_token.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the gateway answers the customer: the same call the app makes, with their token. */
async function gatewayGet<T>(page: Page, token: string, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(`${gatewayUrl()}/gateway/${path}`, {
    headers: { 'X-Auth': token },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

const IPHONE_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

async function contextFor(userAgent: string, width = 360): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: width === 360 ? 780 : 900 },
    deviceScaleFactor: 1,
    isMobile: width === 360,
    hasTouch: width === 360,
    userAgent,
    locale: 'es-MX',
    baseURL: storefrontUrl(),
  });
}

/** The QR code as drawn on screen, read back by a QR decoder from a screenshot of it. */
async function decodeQr(page: Page): Promise<string | null> {
  const qr = page.getByRole('img', { name: /QR/ });
  const png = (await qr.screenshot()).toString('base64');
  const pixels = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data: rgba, width, height } = context.getImageData(0, 0, image.width, image.height);
    return { rgba: Array.from(rgba), width, height };
  }, png);
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null;
}

interface Line {
  status: string;
  msisdn: string;
  sim: { iccid: string; activationStatus: string };
}

describe('SIM activation (physical-sim-awaiting-activation)', () => {
  it('activates the delivered SIM with its ICCID: the line is Active for the gateway and on its page', async () => {
    const context = await newPhoneContext(browser, 'es-MX');
    const page = await context.newPage();
    const customer = await createScenario(page, 'physical-sim-awaiting-activation');
    expect(customer.links.simActivation).toBeDefined();
    await page.goto(scenarioPath(customer.links.simActivation ?? '', 'en-US'));
    await page.getByRole('heading', { name: 'Activate your SIM', level: 1 }).waitFor();

    // Pasted with a letter: named, nothing sent, what was typed stays in the field.
    const field = page.getByLabel('ICCID (SIM card number)');
    const grouped = customer.iccid.replace(/(\d{4})(?=\d)/g, '$1 ');
    await field.fill(`ICCID ${grouped}`);
    await page.getByRole('button', { name: 'Activate SIM' }).click();
    await page.getByText('An ICCID has digits only.').waitFor();
    expect(await field.inputValue()).toBe(`ICCID ${grouped}`);
    expect(
      (
        await gatewayGet<{ result: { line: Line } }>(
          page,
          customer.accessToken,
          `order-service/v2/orders/${customer.orderRef}`,
        )
      ).body.result.line.status,
    ).toBe('Inactive');

    // As printed on the card, in groups of four.
    await field.fill(grouped);
    await page.getByRole('button', { name: 'Activate SIM' }).click();
    await page.getByRole('heading', { name: 'Your SIM is active', level: 1 }).waitFor();
    // The number as Mexicans write it, inside the sentence.
    await page.getByText(formatNationalNumber(customer.msisdn), { exact: false }).first().waitFor();

    const order = await gatewayGet<{ result: { state: string; line: Line } }>(
      page,
      customer.accessToken,
      `order-service/v2/orders/${customer.orderRef}`,
    );
    expect(order.status).toBe(200);
    expect(order.body.result.line).toMatchObject({
      status: 'Active',
      sim: { activationStatus: 'ACTIVATED' },
    });
    expect(order.body.result.state).toBe('TSU');

    // The line's page (being rebuilt by another change): it opens for this order, not a not-found.
    await page.getByRole('link', { name: 'View my line' }).click();
    await page.waitForURL(new RegExp(`/manage/order\\?orderRef=${customer.orderRef}`));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect
      .poll(() => page.getByText(customer.orderRef).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText("We couldn't find this order on your account.").count()).toBe(0);
    await context.close();
  });
});

describe('SIM activation of another customer’s order', () => {
  it('shows not found and no ICCID field, the gateway having answered 404; the order stays inactive', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const owner = await createScenario(page, 'physical-sim-awaiting-activation');
    const other = await createScenario(page, 'physical-sim-awaiting-activation');
    const answer = await gatewayGet(page, other.accessToken, `order-service/v2/orders/${owner.orderRef}`);
    expect(answer.status).toBe(404);
    // The other customer's own link (signed in by its token), carrying the owner's order reference.
    const link = new URL(other.links.simActivation ?? '', storefrontUrl());
    link.searchParams.set('orderRef', owner.orderRef);
    link.searchParams.set('setlocale', 'en-US');
    const orderReads: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/orders/${owner.orderRef}`)) orderReads.push(response.status());
    });
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText("We couldn't find this order on your account.").waitFor();
    expect(orderReads.length).toBeGreaterThan(0);
    expect(orderReads.every((status) => status === 404)).toBe(true);
    expect(await page.getByLabel('ICCID (SIM card number)').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Activate SIM' }).count()).toBe(0);
    expect(await page.getByText(owner.msisdn).count()).toBe(0);
    const ownerOrder = await gatewayGet<{ result: { line: Line } }>(
      page,
      owner.accessToken,
      `order-service/v2/orders/${owner.orderRef}`,
    );
    expect(ownerOrder.body.result.line.status).toBe('Inactive');
    await context.close();
  });
});

describe('eSIM installation (active-esim-line)', () => {
  interface EsimDetails {
    smdpAddress: string;
    matchingId: string;
    activationCode: string;
  }

  it('on an iPhone with iOS 17.4 offers Apple’s one-tap link carrying the activation code', async () => {
    const context = await contextFor(IPHONE_17_4);
    const page = await context.newPage();
    const customer = await createScenario(page, 'active-esim-line');
    const esim = await gatewayGet<{ result: EsimDetails }>(
      page,
      customer.accessToken,
      `order-service/v1/orders/${customer.orderRef}/esim-details`,
    );
    await page.goto(scenarioPath(customer.links.esimInstall ?? '', 'en-US'));
    const link = page.getByRole('link', { name: 'Install eSIM' });
    await link.waitFor();
    const raw = (await link.getAttribute('href')) ?? '';
    // The LPA string URL-encoded, as Apple's link takes it (`$` and `:` escaped).
    expect(raw).toBe(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.body.result.activationCode)}`,
    );
    expect(new URL(raw).searchParams.get('carddata')).toBe(esim.body.result.activationCode);
    expect(esim.body.result.activationCode).toBe(
      `LPA:1$${esim.body.result.smdpAddress}$${esim.body.result.matchingId}`,
    );
    expect(await page.getByRole('img', { name: /QR/ }).count()).toBe(0);
    await context.close();
  });

  it('on an Android phone leads with copying the code into Settings; the QR code is for another phone', async () => {
    const context = await contextFor(ANDROID, 360);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const customer = await createScenario(page, 'active-esim-line');
    const { body } = await gatewayGet<{ result: EsimDetails }>(
      page,
      customer.accessToken,
      `order-service/v1/orders/${customer.orderRef}/esim-details`,
    );
    await page.goto(scenarioPath(customer.links.esimInstall ?? '', 'en-US'));
    // The first section is what works on the phone itself: copy, then Settings.
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect.poll(() => first.textContent(), { timeout: 30_000 }).toBe('Install it on this phone');
    await page
      .getByText('Open Settings › Network & internet (or Connections) › SIMs › Add eSIM.')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Copy Activation code (Android)' }).click();
    await page.getByText('Activation code (Android) copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.result.activationCode);
    // No QR code to scan from the same screen until asked for, to install on another phone.
    expect(await page.getByRole('img', { name: /QR/ }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Installing it on another phone?' }).waitFor();
    await page.getByRole('button', { name: 'Show the QR code' }).click();
    expect(await decodeQr(page)).toBe(body.result.activationCode);
    await context.close();
  });

  it.each([
    ['a desktop browser', DESKTOP, 1280],
  ])('on %s shows the QR code of the activation code and the codes to type', async (_label, userAgent, width) => {
    const context = await contextFor(userAgent, width);
    const page = await context.newPage();
    const customer = await createScenario(page, 'active-esim-line');
    const { body } = await gatewayGet<{ result: EsimDetails }>(
      page,
      customer.accessToken,
      `order-service/v1/orders/${customer.orderRef}/esim-details`,
    );
    await page.goto(scenarioPath(customer.links.esimInstall ?? '', 'en-US'));
    await page.getByRole('heading', { name: 'Scan the QR code' }).waitFor();
    expect(await decodeQr(page)).toBe(body.result.activationCode);
    expect(await page.getByRole('link', { name: 'Install eSIM' }).count()).toBe(0);
    const codes = page.locator('dl');
    await expect.poll(() => codes.getByText(body.result.smdpAddress, { exact: true }).count()).toBe(1);
    expect(await codes.getByText(body.result.matchingId, { exact: true }).count()).toBe(1);
    expect(await codes.getByText(body.result.activationCode, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Copy SM-DP+ address' }).count()).toBe(1);
    await context.close();
  });

  it('another customer’s order shows no eSIM, and the gateway answered 404', async () => {
    const context = await contextFor(ANDROID);
    const page = await context.newPage();
    const owner = await createScenario(page, 'active-esim-line');
    const other = await createScenario(page, 'active-esim-line');
    const answer = await gatewayGet(
      page,
      other.accessToken,
      `order-service/v1/orders/${owner.orderRef}/esim-details`,
    );
    expect(answer.status).toBe(404);
    const link = new URL(other.links.esimInstall ?? '', storefrontUrl());
    link.searchParams.set('orderRef', owner.orderRef);
    link.searchParams.set('setlocale', 'en-US');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: "There's no eSIM to install here" }).waitFor();
    expect(await page.getByText(owner.msisdn).count()).toBe(0);
    await context.close();
  });
});

describe('accessibility and layout of the SIM pages', () => {
  // Screenshots for a person to look at: asked for (SENDA_SHOTS_DIR) or on a long run.
  const shotsDir =
    process.env.SENDA_SHOTS_DIR ?? (LONG_RUNS ? mkdtempSync(join(tmpdir(), 'senda-sim-shots-')) : undefined);
  // English is the same installation steps in other words, and pages-smoke checks the English
  // eSIM pages with axe already: here in English on `npm run test:long` only.
  const locales = LONG_RUNS ? ['es-MX', 'en-US'] : ['es-MX'];

  it(`finds no serious or critical axe violation, in ${locales.join(' and ')}, at 360 and 1280 px`, async () => {
    const findings: AxeFinding[] = [];
    for (const locale of locales) {
      for (const [userAgent, width] of [
        [ANDROID, 360],
        [DESKTOP, 1280],
        [IPHONE_17_4, 360],
      ] as const) {
        const context = await contextFor(userAgent, width);
        const page = await context.newPage();
        const esim = await createScenario(page, 'active-esim-line');
        // The SIM activation page draws the same for every browser, and pages-smoke already runs
        // axe on it (in Spanish at 360, 768 and 1280 px, in English at 360): here on
        // `npm run test:long` only.
        // The eSIM installation is drawn by the browser it is opened in (Android's copy-first
        // steps, the iPhone's one-tap link, a computer's QR code), which only this test varies.
        const physical = LONG_RUNS
          ? await createScenario(page, 'physical-sim-awaiting-activation')
          : undefined;
        const pages = [
          ...(physical ? [['sim-activation', physical.links.simActivation ?? ''] as const] : []),
          ['esim-install', esim.links.esimInstall ?? ''] as const,
        ];
        for (const [name, link] of pages) {
          await openLinkOnOwnPhone(page, link, locale);
          const label = `${name} ${locale} ${width}px ${userAgent === IPHONE_17_4 ? 'iPhone' : ''}`;
          findings.push(...(await settledSeriousViolations(page, label)));
          if (!shotsDir) continue;
          const path = join(
            shotsDir,
            `${name}-${locale}-${width}${userAgent === IPHONE_17_4 ? '-iphone' : ''}.png`,
          );
          await page.screenshot({ path, fullPage: true, animations: 'disabled' });
          expect(statSync(path).size).toBeGreaterThan(10_000);
        }
        await context.close();
      }
    }
    if (shotsDir) console.info(`[sim pages] screenshots in ${shotsDir}`);
    expect(findings).toEqual([]);
    // Each view settled (spinners too) and read again on a finding: the 12 views of a long run
    // passed 90 s twice in one CI run on a loaded 2-core machine.
  }, 240_000);
});
