import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import {
  acceptOrderSummary,
  cardNumberFrame,
  chooseCardPayment,
  chooseNewNumber,
  choosePlan,
  fillAddress,
  fillPersonalDetails,
  heading,
  payByCard,
  signUp,
  skipAddons,
  successOrderRef,
  TEST_CARDS,
  verifyOtp,
} from './purchase-flow';

/**
 * The README's phone screenshots of the main purchase screens, taken on the real build. They are
 * written to docs/screenshots only with UPDATE_SCREENSHOTS=1 (so `npm test` leaves the tree
 * clean); otherwise to a temporary folder, still checked for being real images.
 */
const outDir =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '../../../../docs/screenshots')
    : mkdtempSync(join(tmpdir(), 'senda-shots-'));
mkdirSync(outDir, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  expect(statSync(path).size).toBeGreaterThan(10_000);
}

describe('README screenshots (360 × 780 phone)', () => {
  it('captures the main purchase screens', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('shots');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await page.getByRole('button', { name: 'Choose plan Senda 200' }).waitFor();
    await shot(page, '01-plans');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 200' });
    await heading(page, 'Add extras to your plan');
    await shot(page, '02-add-ons');
    await skipAddons(page);
    await heading(page, 'Create your account');
    await shot(page, '03-sign-up');
    await signUp(page, email);
    await heading(page, 'Verify your account');
    await shot(page, '04-verify-code');
    await verifyOtp(page, email);
    await heading(page, 'Your number and SIM');
    await page.getByRole('region', { name: 'Available numbers' }).getByRole('button').first().waitFor();
    await shot(page, '05-number');
    await chooseNewNumber(page);
    await heading(page, 'Personal details');
    await shot(page, '06-personal-details');
    await fillPersonalDetails(page);
    await fillAddress(page);
    await heading(page, 'Order summary');
    await shot(page, '07-order-summary');
    await acceptOrderSummary(page);
    await chooseCardPayment(page);
    await heading(page, 'Payment');
    await cardNumberFrame(page).locator('#number').waitFor();
    await shot(page, '08-card-payment');
    await payByCard(page, TEST_CARDS.approve);
    await successOrderRef(page);
    await shot(page, '09-success');
    await context.close();
  });
});
