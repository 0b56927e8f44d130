import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousViolations } from './axe';
import { cspViolations, launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import {
  acceptOrderSummary,
  chooseDoorstepDelivery,
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
import { smallLegalLinks } from './tap-targets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page has its heading and nothing is still loading (no busy region, no spinner). */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.locator('[aria-busy="true"], [role="status"][aria-label*="oad"]').count(), {
      timeout: 30_000,
    })
    .toBe(0);
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('would report an unlabelled control (the check can fail)', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/404');
    await settle(page);
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('input')));
    const findings = await seriousViolations(page, '/404 with an unlabelled input');
    await context.close();
    expect(findings.map((finding) => finding.id)).toContain('label');
  });

  // Every page outside the journey (signed in where it must be, in both languages, with CSP and
  // legal link sizes): pages-smoke.browser.test.ts.

  it('finds nothing on any step of a purchase, from plan to payment success', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const findings: AxeFinding[] = [];
    const blocked: string[] = [];
    const smallLinks: string[] = [];
    const check = async (label: string) => {
      await settle(page);
      findings.push(...(await seriousViolations(page, label)));
      blocked.push(...(await cspViolations(page)));
      smallLinks.push(...(await smallLegalLinks(page, label)));
    };
    const email = uniqueEmail('axe');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await check('pre-checkout');
    await choosePlan(page, { sim: 'Physical SIM', plan: 'Senda 200' });
    await heading(page, 'Add extras to your plan');
    await check('addon-selection');
    await skipAddons(page);
    await heading(page, 'Create your account');
    await check('signup');
    await signUp(page, email);
    await heading(page, 'Verify your account');
    await check('verify-otp');
    await verifyOtp(page, email);
    await heading(page, 'Your number and SIM');
    await check('connection-details');
    await chooseNewNumber(page);
    await heading(page, 'Personal details');
    await check('personal-details');
    await fillPersonalDetails(page);
    await heading(page, 'Address details');
    await check('address-details');
    await fillAddress(page);
    await heading(page, 'Delivery');
    await check('delivery');
    await chooseDoorstepDelivery(page);
    await heading(page, 'Order summary');
    await check('order-summary');
    await acceptOrderSummary(page);
    // A new card is the only way to pay: the payment-method step is skipped (severalPaymentMethods).
    await heading(page, 'Payment');
    await check('payment');
    await payByCard(page, TEST_CARDS.approve);
    await successOrderRef(page);
    await check('payment-success');
    await context.close();
    expect(findings).toEqual([]);
    // One document across most steps: the same violation would be read at each later step.
    expect([...new Set(blocked)], 'Content-Security-Policy violations').toEqual([]);
    // WCAG 2.5.8: the footer's links and the terms and privacy links (sign-up, order summary).
    expect(smallLinks, 'legal links under 24 × 24 px').toEqual([]);
  });
});
