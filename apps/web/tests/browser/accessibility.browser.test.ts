import type { SupportedLocale } from '@senda/core/config';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, seriousViolations, settledSeriousViolations } from './axe';
import { cspViolations, launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, type PurchaseChoices, type StepWalkers, walkPurchase } from './journey-walk';
import { horizontalScroll, LAYOUT_WIDTHS, resizeTo, settle, widthsToCheck } from './page-widths';
import { heading, PURCHASE_PAYMENT_PAGE, payByCard, successOrderRef, TEST_CARDS } from './purchase-flow';
import { smallLegalLinks } from './tap-targets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The language switch's name: the other language, named in itself (language-switch.tsx). */
const OWN_NAMES: Readonly<Record<SupportedLocale, string>> = { 'es-MX': 'Español', 'en-US': 'English' };

/** The page's texts in the other language, switched from its header or footer as a customer does. */
async function switchLanguage(page: Page, to: SupportedLocale) {
  await page.getByRole('button', { name: OWN_NAMES[to], exact: true }).first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to);
  await settle(page);
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

  it('would report a page wider than the screen (the check can fail)', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/404');
    await settle(page);
    expect(await horizontalScroll(page, '/404')).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      // Drawn (a box with no height widens nothing).
      wide.style.width = '400px';
      wide.style.height = '1rem';
      document.querySelector('main')?.append(wide);
    });
    const found = await horizontalScroll(page, '/404 with a 400 px block');
    await context.close();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^\/404 with a 400 px block at 360 px: html \d+ px/);
  });

  // Every page outside the journey (signed in where it must be, in both languages, with CSP and
  // legal link sizes): pages-smoke.browser.test.ts.

  it(`finds nothing on any step of a purchase, from plan to payment success, in Spanish at ${widthsToCheck('es-MX').join(', ')} px and in English at ${widthsToCheck('en-US').join(', ')} px, and no step scrolls sideways`, async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const findings: AxeFinding[] = [];
    const blocked: string[] = [];
    const smallLinks: string[] = [];
    const sideways: string[] = [];
    // Each step in both languages (switched in place, as the header offers it) at a phone's width,
    // in Spanish at a tablet's and a desktop's too (resized, widthsToCheck), then walked on in
    // English at a phone's.
    const check = async (step: string) => {
      await settle(page);
      for (const locale of ['en-US', 'es-MX'] as const) {
        if (locale !== 'en-US') await switchLanguage(page, locale);
        const widths = widthsToCheck(locale);
        for (const width of widths) {
          if (width !== LAYOUT_WIDTHS[0]) await resizeTo(page, width);
          const label = `${step} (${locale}) at ${width} px`;
          findings.push(...(await settledSeriousViolations(page, label)));
          smallLinks.push(...(await smallLegalLinks(page, label)));
          sideways.push(...(await horizontalScroll(page, `${step} (${locale})`)));
        }
        if (widths.length > 1) await resizeTo(page, LAYOUT_WIDTHS[0]);
      }
      await switchLanguage(page, 'en-US');
      blocked.push(...(await cspViolations(page)));
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
    expect(sideways, 'steps wider than the screen').toEqual([]);
    // One document across most steps: the same violation would be read at each later step.
    expect([...new Set(blocked)], 'Content-Security-Policy violations').toEqual([]);
    // WCAG 2.5.8: the footer's links and the terms and privacy links (sign-up, order summary).
    expect(smallLinks, 'legal links under 24 × 24 px').toEqual([]);
    // Six reads of each step (two languages, three widths) where there was one: longer than the
    // project's 90 s for one purchase walk.
  }, 400_000);
});
