import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScenario, gatewayUrl, launchBrowser, newPhoneContext, scenarioPath } from './browser';
import { choosePlan, heading } from './purchase-flow';

/**
 * "Log out" does what the spec's says a logout clears and keeps the language; a paid
 * order's CFDI request gets its folio, and its XML and PDF download with it; another customer's
 * order can neither be invoiced nor its invoice read.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TAX_DETAILS = {
  rfc: 'GODE561231GR8',
  name: 'Eduardo Godínez',
  regime: '612',
  use: 'G03',
  zip: '06700',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newPhoneContext(browser, 'en-US');
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const gatewayHeaders = (token: string) => ({
  'X-Auth': token,
  'X-DeviceId': 'browser-test',
  Accept: 'application/json',
});

/** The CFDI request straight to the gateway, with `token`'s session. */
function requestInvoiceAs(orderRef: string, token: string) {
  return page.request.post(`${gatewayUrl()}/gateway/billing-service/v1/orders/${orderRef}/invoice`, {
    headers: { ...gatewayHeaders(token), 'Content-Type': 'application/json' },
    data: {
      rfc: TAX_DETAILS.rfc,
      name: 'EDUARDO GODÍNEZ',
      taxRegime: TAX_DETAILS.regime,
      cfdiUse: TAX_DETAILS.use,
      postalCode: TAX_DETAILS.zip,
    },
  });
}

async function storage(): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

const storedState = (raw: string | undefined) =>
  (JSON.parse(raw ?? '{}') as { state?: Record<string, unknown> }).state ?? {};

describe('logout', () => {
  it('clears the §4 list (journey, order, auth) and keeps the language', async () => {
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    // A purchase part-way: the journey, its save and the order store hold the customer's choices.
    await page.goto('/web/pre-checkout');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 200' });
    // The plan's step behind it: the journey's save holds its data once the next step is on screen.
    await page.waitForURL((url) => url.pathname !== '/web/pre-checkout', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const before = await storage();
    expect(storedState(before['senda.order']).selectedPrimaryProducts).not.toEqual([]);
    expect(Object.keys(before).some((key) => key.startsWith('senda.journey.'))).toBe(true);
    expect(storedState(before['senda.navigation']).journeyData).not.toEqual({});
    expect(before.accessToken).toBe(customer.accessToken);

    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user-service/v4/auth/logout')) logoutCalls.push(request.method());
    });
    await page.goto('/orderlist');
    await heading(page, 'My orders');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    // A purchase is under way: the logout asks first.
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();

    await page.waitForURL((url) => url.pathname === '/web/login');
    await heading(page, 'Log in');
    expect(logoutCalls).toEqual(['POST']);
    const after = await storage();
    expect(after.accessToken).toBeUndefined();
    expect(storedState(after['senda.auth']).accessToken ?? null).toBeNull();
    expect(storedState(after['senda.order']).selectedPrimaryProducts ?? []).toEqual([]);
    // The login page is a journey step of its own: the journey starts afresh there, with no data.
    expect(storedState(after['senda.navigation']).journeyData ?? {}).toEqual({});
    // The journey saved before is gone; the one saved on the login step holds none of the plan chosen.
    const sku = (storedState(before['senda.order']).selectedPrimaryProducts as { sku: string }[])[0]?.sku;
    expect(sku).toBeTruthy();
    expect(before['senda.journey.purchase']).toContain('"pre-checkout"');
    for (const key of Object.keys(after).filter((name) => name.startsWith('senda.journey.'))) {
      expect((JSON.parse(after[key] as string) as { journeyData: unknown }).journeyData).toEqual({});
    }
    expect(JSON.stringify(after)).not.toContain(sku);
    // The language stays: the stored choice and the page the customer lands on.
    expect(after.langCode).toBe('en-US');
    expect(after.locale).toBe('en-US');
    // The server session is over too: the token that was stored is refused.
    const refused = await page.request.get(
      `${gatewayUrl()}/gateway/order-service/v2/orders/${customer.orderRef}`,
      { headers: gatewayHeaders(customer.accessToken) },
    );
    expect(refused.status()).toBe(401);
    // Signed out, the header offers to log in, not to log out.
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
  });
});

describe('CFDI', () => {
  it("a paid order's invoice: a wrong RFC is named before anything is sent, then the folio", async () => {
    const customer = await createScenario(page, 'active-esim-line');
    const invoiceCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(`/orders/${customer.orderRef}/invoice`))
        invoiceCalls.push(response.status());
    });
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    // Offered once, on the purchase's row in the line's payments: the tap opens the form.
    await page.getByRole('heading', { name: 'Your payments' }).click();
    await page
      .getByRole('region', { name: 'Your payments' })
      .getByRole('link', { name: 'Invoice this purchase' })
      .click();
    expect(await page.getByRole('button', { name: 'Invoice this purchase' }).count()).toBe(0);
    const section = page.getByRole('region', { name: 'Invoice (CFDI)' });

    await section.getByRole('textbox', { name: 'RFC (Mexican tax ID)' }).fill('GODE56123');
    await section.getByRole('textbox', { name: 'Name or business name' }).fill(TAX_DETAILS.name);
    await section.getByRole('combobox', { name: 'Tax regime' }).selectOption(TAX_DETAILS.regime);
    await section.getByRole('combobox', { name: 'CFDI use' }).selectOption(TAX_DETAILS.use);
    await section.getByRole('textbox', { name: 'Tax postal code' }).fill(TAX_DETAILS.zip);
    await section.getByRole('button', { name: 'Request invoice' }).click();
    await section.getByText(/Check your RFC/).waitFor();
    expect(invoiceCalls).toEqual([]);

    await section.getByRole('textbox', { name: 'RFC (Mexican tax ID)' }).fill(TAX_DETAILS.rfc.toLowerCase());
    await section.getByRole('button', { name: 'Request invoice' }).click();
    await section.getByText('Your invoice has been issued').waitFor({ timeout: 30_000 });
    expect(invoiceCalls).toEqual([200]);

    const order = await page.request.get(
      `${gatewayUrl()}/gateway/order-service/v2/orders/${customer.orderRef}`,
      { headers: gatewayHeaders(customer.accessToken) },
    );
    const invoice = (
      (await order.json()) as { result: { invoice: { folio: string; rfc: string; name: string } } }
    ).result.invoice;
    expect(invoice.folio).toMatch(UUID);
    expect(invoice).toMatchObject({ rfc: TAX_DETAILS.rfc, name: 'EDUARDO GODÍNEZ' });
    await section.getByText(invoice.folio).waitFor();
    // A reload shows the same invoice, not the form again.
    await page.reload();
    await page
      .getByRole('region', { name: 'Invoice (CFDI)' })
      .getByText(invoice.folio)
      .waitFor({ timeout: 30_000 });

    // Both files download, each with the folio fiscal (the PDF's text is in its content stream).
    const folio = invoice.folio.toUpperCase();
    for (const [button, start] of [
      ['Download PDF', '%PDF-1.'],
      ['Download XML', '<?xml'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: button }).click(),
      ]);
      expect(download.suggestedFilename()).toContain(folio);
      // Read from the download's stream: the run's one Chromium is reached remotely, where path() is not available.
      const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
      const text = bytes.toString('latin1');
      expect(text.startsWith(start), button).toBe(true);
      expect(text, button).toContain(folio);
    }
  });

  it("another customer's order cannot be invoiced: the gateway answers 404 and the page shows no form", async () => {
    const owner = await createScenario(page, 'active-esim-line');
    const stranger = await createScenario(page, 'grace-line');
    const answer = await requestInvoiceAs(owner.orderRef, stranger.accessToken);
    expect(answer.status()).toBe(404);
    // Nor read: the owner's issued invoice, as a file, is not found for anyone else.
    const issued = await requestInvoiceAs(owner.orderRef, owner.accessToken);
    expect(issued.status()).toBe(200);
    for (const format of ['xml', 'pdf']) {
      const file = `${gatewayUrl()}/gateway/billing-service/v1/orders/${owner.orderRef}/invoice/${format}`;
      expect((await page.request.get(file, { headers: gatewayHeaders(stranger.accessToken) })).status()).toBe(
        404,
      );
      expect((await page.request.get(file, { headers: gatewayHeaders(owner.accessToken) })).status()).toBe(
        200,
      );
    }

    await page.goto(
      `/manage/order?orderRef=${owner.orderRef}&auth_token=${stranger.accessToken}&setlocale=en-US`,
    );
    await heading(page, "We couldn't find this line");
    expect(await page.getByRole('region', { name: 'Invoice (CFDI)' }).count()).toBe(0);
    const ownerOrder = await page.request.get(
      `${gatewayUrl()}/gateway/order-service/v2/orders/${owner.orderRef}`,
      { headers: gatewayHeaders(owner.accessToken) },
    );
    // Only the owner's own request invoiced it (the stranger's was refused).
    expect(((await ownerOrder.json()) as { result: { invoice?: { rfc: string } } }).result.invoice?.rfc).toBe(
      TAX_DETAILS.rfc,
    );
  });
});
