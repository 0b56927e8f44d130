import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousViolations } from './axe';
import { cspViolations, launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, type PurchaseChoices, type StepWalkers, walkPurchase } from './journey-walk';
import { heading, PURCHASE_PAYMENT_PAGE, payByCard, successOrderRef, TEST_CARDS } from './purchase-flow';
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
      let found = await seriousViolations(page, label);
      // A page may start a second load after the first settled (the order summary prices the basket
      // once the number categories arrive): dimmed lines read in that frame are checked again once
      // the page has settled; a real finding is found twice.
      if (found.length > 0) {
        await settle(page);
        found = await seriousViolations(page, label);
      }
      findings.push(...found);
      blocked.push(...(await cspViolations(page)));
      smallLinks.push(...(await smallLegalLinks(page, label)));
    };
    const email = uniqueEmail('axe');
    // Every step of journeys/purchase.json, in the file's order, checked on arrival, then walked.
    const checked: StepWalkers = Object.fromEntries(
      Object.entries(PURCHASE_WALKERS).map(([step, walk]) => [
        step,
        async (target: Page, choices: PurchaseChoices) => {
          await target.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
          await check(step);
          await walk(target, choices);
        },
      ]),
    );
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await walkPurchase(page, ['payment'], { email, sim: 'Physical SIM', plan: 'Senda 200' }, checked);
    // A new card is the only way to pay: the payment-method and payment steps are skipped
    // (severalPaymentMethods), the order summary takes the payment under its ticked terms.
    await heading(page, PURCHASE_PAYMENT_PAGE);
    await check('payment');
    await payByCard(page, TEST_CARDS.approve);
    await successOrderRef(page);
    await check('payment-success');
    await context.close();
    expect(
      findings.map((finding) => `${finding.page}: ${finding.id} at ${finding.targets.join(', ')}`),
    ).toEqual([]);
    // One document across most steps: the same violation would be read at each later step.
    expect([...new Set(blocked)], 'Content-Security-Policy violations').toEqual([]);
    // WCAG 2.5.8: the footer's links and the terms and privacy links (sign-up, order summary).
    expect(smallLinks, 'legal links under 24 × 24 px').toEqual([]);
  });
});
