import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_RUNS, launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import {
  acceptOrderSummary,
  cardNumberFrame,
  chooseCardPayment,
  chooseNewNumber,
  choosePlan,
  fillAddress,
  fillPersonalDetails,
  heading,
  PURCHASE_PAYMENT_PAGE,
  payByCard,
  signUp,
  skipAddons,
  successOrderRef,
  TEST_CARDS,
  verifyOtp,
} from './purchase-flow';

/**
 * The README's phone screenshots of the main purchase screens, taken on the real build by
 * `npm run test:long` (a purchase `npm test` already walks elsewhere). They are written to
 * docs/screenshots only with UPDATE_SCREENSHOTS=1; otherwise to a temporary folder. Each must be a
 * 360 × 780 phone screen (at the context's 2× scale) showing something other than the shot before
 * it: a page stuck on one screen, or a blank one, fails.
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

const seen = new Map<string, string>();

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii'), 'not a PNG').toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The top of the page, or `at` scrolled to the top of the screen (a part further down). */
async function shot(page: Page, name: string, at?: Locator) {
  if (at) await at.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  const png = readFileSync(path);
  expect(pngSize(png), name).toEqual({ width: 720, height: 1560 });
  // A screen of one colour compresses to a few hundred bytes; a real page is tens of KB.
  expect(png.length, `${name} looks blank`).toBeGreaterThan(10_000);
  const digest = createHash('sha256').update(png).digest('hex');
  expect(seen.get(digest), `${name} is the same picture as an earlier shot`).toBeUndefined();
  seen.set(digest, name);
}

describe.runIf(LONG_RUNS)('README screenshots (360 × 780 phone)', () => {
  it('captures the main purchase screens', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('shots');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await page.getByRole('button', { name: 'Choose plan Senda 200' }).waitFor();
    await shot(page, '01-plans');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 200', extras: true });
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
    await heading(page, PURCHASE_PAYMENT_PAGE);
    await cardNumberFrame(page).locator('#number').waitFor();
    // The card form under the ticked terms, on the summary that takes the payment.
    await shot(page, '08-card-payment', page.getByRole('checkbox', { name: /accept the terms/ }));
    await payByCard(page, TEST_CARDS.approve);
    await successOrderRef(page);
    await shot(page, '09-success');
    await context.close();
  });
});
