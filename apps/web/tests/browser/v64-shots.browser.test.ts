import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import { transferPurchaseWithDecline, WalkRecorder } from './purchase-walk';

// Throwaway: screenshots for the v64 report (not committed).
const DIR = '/work/shots/v64';
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage });
}

it('shots', async () => {
  const context = await newPhoneContext(browser, 'en-US');
  const page = await context.newPage();
  const walk = new WalkRecorder(page, async (step) => {
    if (step === 'plans') {
      const opener = page.getByRole('button', { name: 'Is there signal where you live?' });
      await opener.waitFor({ timeout: 30_000 });
      await shot(page, '1-plans-top-360', false);
      await opener.click();
      await page.getByRole('textbox', { name: 'Postal code' }).fill('06700');
      await page.getByRole('button', { name: 'Check coverage' }).click();
      await page.getByText(/signal at postal code|cover postal code|no coverage data/).first().waitFor();
      await shot(page, '2-plans-coverage-open-360', false);
      await opener.click();
    }
    if (step === 'number transfer') await shot(page, '3-number-transfer-360');
    if (step === 'address') {
      await page.getByRole('textbox', { name: 'ZIP code' }).first().fill('06700');
      const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
      await expect.poll(() => colonia.inputValue(), { timeout: 15_000 }).toBe('Roma Norte');
      await shot(page, '4-address-360');
    }
    if (step === 'delivery') {
      await expect
        .poll(async () => (await page.getByRole('radio', { checked: true }).count()) >= 2, { timeout: 15_000 })
        .toBe(true);
      await shot(page, '5-delivery-360');
    }
  });
  await transferPurchaseWithDecline(walk, {
    email: uniqueEmail('v64-shots'),
    transfer: `55${String(Date.now()).slice(-8)}`,
  });
  await context.close();
});
