import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { gatewayUrl, phonePagePerTest, uniqueEmail } from './browser';
import { purchaseStepRoute, walkPurchase } from './journey-walk';
import { accessToken, heading, payByCard, successOrderRef, TEST_CARDS } from './purchase-flow';

/**
 * Postal codes: a real código postal the gateway does not know (56600, Chalco, Estado de
 * México) is a warning, not a wall. The customer types estado, municipio and colonia, the order
 * is placed and paid, and it carries what was typed. Typed values survive a trip to a known code
 * and back.
 */

const phone = phonePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = phone.current());
});

const UNKNOWN_CODE = '56600';

async function deliveryAddressOf(orderRef: string): Promise<Record<string, string>> {
  const response = await page.request.get(
    `${gatewayUrl()}/gateway/order-service/v2/orders/${encodeURIComponent(orderRef)}`,
    {
      headers: {
        'X-Auth': await accessToken(page),
        'X-DeviceId': 'browser-test',
        Accept: 'application/json',
      },
    },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { delivery?: { address?: Record<string, string> } } };
  return body.result.delivery?.address ?? {};
}

describe('a postal code the gateway does not know', () => {
  it('is completed by hand, kept over a known code and back, and the order is placed and paid', async () => {
    const email = uniqueEmail('cp-manual');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    // Wherever journeys/purchase.json puts the address.
    const choices = { email, sim: 'Physical SIM', plan: 'Senda 200' } as const;
    await walkPurchase(page, ['address-details'], choices);

    await heading(page, 'Address details');
    const zip = page.getByRole('textbox', { name: 'ZIP code' }).first();
    await zip.fill(UNKNOWN_CODE);
    await page.getByText("We couldn't find that ZIP code. If it's right, enter your state").waitFor();
    const state = page.getByRole('combobox', { name: 'State' }).first();
    const municipality = page.getByRole('textbox', { name: 'Municipality or borough' }).first();
    const colonia = page.getByRole('textbox', { name: 'Neighborhood (colonia)' }).first();
    // All 32 estados to choose from, and nothing read-only or disabled in the customer's way.
    expect(await state.locator('option:not([value=""])').count()).toBe(32);
    expect(await municipality.isEditable()).toBe(true);
    expect(await colonia.isEditable()).toBe(true);
    await state.selectOption({ label: 'México' });
    await municipality.fill('Chalco');
    await colonia.fill('Chalco de Díaz Covarrubias Centro');

    // A known code fills its own place; going back to the unknown one brings the typed place back.
    await zip.fill('06000');
    const knownColonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
    await expect.poll(() => knownColonia.inputValue(), { timeout: 15_000 }).toBe('Centro');
    expect(await page.getByRole('textbox', { name: 'State' }).first().inputValue()).toBe('Ciudad de México');
    await zip.fill(UNKNOWN_CODE);
    await expect
      .poll(() => colonia.inputValue(), { timeout: 15_000 })
      .toBe('Chalco de Díaz Covarrubias Centro');
    expect(await state.inputValue()).toBe('México');
    expect(await municipality.inputValue()).toBe('Chalco');

    await page.getByRole('textbox', { name: 'Street and number' }).first().fill('Av. Cuauhtémoc 12');
    await page.getByRole('button', { name: 'Next' }).click();
    const addressStep = purchaseStepRoute('address-details');
    await page.waitForURL((url) => url.pathname !== addressStep, { timeout: 30_000 });

    await walkPurchase(page, ['payment'], choices);
    await payByCard(page, TEST_CARDS.approve);
    const orderRef = await successOrderRef(page);
    expect(await deliveryAddressOf(orderRef)).toMatchObject({
      postalCode: UNKNOWN_CODE,
      country: 'MX',
      state: 'México',
      city: 'Chalco',
      area: 'Chalco de Díaz Covarrubias Centro',
      street: 'Av. Cuauhtémoc',
      blockNumber: '12',
    });
  });

  // (An eSIM that ships nothing is asked no address at all: the step's condition in the journey.)
  it('the postal code is required, and the field it focuses shows below the header', async () => {
    const email = uniqueEmail('cp-errors');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['address-details'], { email, sim: 'Physical SIM', plan: 'Senda 100' });
    await heading(page, 'Address details');
    // Next with nothing typed: the postal code is required.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Check the fields marked below.').waitFor();
    // The focused field (the postal code) is not hidden under the sticky header.
    const zip = page.getByRole('textbox', { name: 'ZIP code' }).first();
    await expect.poll(() => zip.evaluate((element) => element === document.activeElement)).toBe(true);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    // Read once the page has stopped scrolling there (the scroll is smooth, and slow on a busy
    // machine); a field left under the header never gets there and fails.
    await expect
      .poll(() => zip.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
  });
});
