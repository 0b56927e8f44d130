import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { addFault, clearFaults, newPhoneContext, phonePagePerTest, uniqueEmail } from './browser';
import {
  PURCHASE_WALKERS,
  type PurchaseChoices,
  purchaseStepRoute,
  type StepWalkers,
  walkPurchase,
} from './journey-walk';
import { activeCustomer, heading, logIn, newEsimCustomerToPayment, PERSON, verifyOtp } from './purchase-flow';

const phone = phonePagePerTest();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = phone.current());
});

/**
 * The page's heading once it is on screen; with `left`, the heading of the page that was left, one
 * other than it. The address names the next step as soon as the app navigates, but the router draws
 * the step in a transition that keeps the last page on screen meanwhile: read at once, on a busy
 * machine the heading could still be the last step's.
 */
async function pageTitle(target: Page, left?: string): Promise<string> {
  const headings = target.getByRole('heading', { level: 1 });
  const title = (left === undefined ? headings : headings.filter({ hasNotText: exactly(left) })).first();
  await title.waitFor({ timeout: 30_000 });
  return ((await title.textContent()) ?? '').trim();
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

const routeOf = (step: string) => purchaseStepRoute(step);

/** Reload, then expect the same step (URL and heading) to come back. */
async function reloadKeepsStep(title: string) {
  const url = page.url();
  await page.reload();
  await heading(page, title);
  expect(page.url()).toBe(url);
}

describe('the journey survives reloads and returns', () => {
  it('(4) a reload at every step keeps the step, and going back keeps what was entered', async () => {
    const email = uniqueEmail('reload');
    // Every step of journeys/purchase.json, in the file's order: reloaded on arrival (the same
    // address and heading come back), then walked; some steps check what the reload kept.
    const KEPT_AFTER_RELOAD: Record<string, () => Promise<unknown>> = {
      // The plan chosen before the reload is still the plan the add-ons are for.
      'addon-selection': () => page.getByText('Senda 300').first().waitFor(),
      'verify-otp-signup': () =>
        expect(page.getByText(`Enter 6 digit verification code sent to ${email}`).count()).resolves.toBe(1),
    };
    let left: string | undefined;
    const walkers: StepWalkers = Object.fromEntries(
      Object.entries(PURCHASE_WALKERS).map(([step, walk]) => [
        step,
        async (target: Page, choices: PurchaseChoices) => {
          left = await pageTitle(target, left);
          await reloadKeepsStep(left);
          await KEPT_AFTER_RELOAD[step]?.();
          await walk(target, choices);
        },
      ]),
    );
    await page.goto('/web/pre-checkout?setlocale=en-US');
    const walked = await walkPurchase(
      page,
      ['order-summary'],
      // Extras asked for on the plan's screen: their step is walked, reloaded and gone back through.
      { email, sim: 'eSIM', plan: 'Senda 300', extras: true },
      walkers,
    );
    await heading(page, 'Order summary');
    await reloadKeepsStep('Order summary');
    left = 'Order summary';

    // Back through the steps, wherever the file puts them: what the customer typed is still there,
    // also after a reload.
    // (An eSIM that ships nothing is asked no address: typed-input-reload keeps a physical SIM's.)
    const KEPT: Record<string, () => Promise<void>> = {
      'personal-details': async () => {
        await page.reload();
        await heading(page, 'Personal details');
        await expect(page.getByRole('textbox', { name: 'First name(s)' }).inputValue()).resolves.toBe(
          PERSON.first,
        );
        await expect(page.getByRole('textbox', { name: 'Last name(s)' }).inputValue()).resolves.toBe(
          PERSON.last,
        );
      },
    };
    const toCheck = new Set(Object.keys(KEPT).filter((step) => walked.includes(step)));
    expect(toCheck.size).toBe(Object.keys(KEPT).length);
    for (const step of [...walked].reverse()) {
      if (toCheck.size === 0) break;
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === routeOf(step), { timeout: 30_000 });
      left = await pageTitle(page, left);
      await KEPT[step]?.();
      toCheck.delete(step);
    }
  });

  it('(5) an existing customer with a pending SIM-only order logs in → manage order with orderRef', async () => {
    const email = uniqueEmail('pending');
    // First visit: the customer orders but leaves before paying.
    await newEsimCustomerToPayment(page, { email, plan: 'Senda 100' });

    // Another day, another device: log in.
    await context.close();
    context = await newPhoneContext(phone.current().browser);
    page = await context.newPage();
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await verifyOtp(page, email);
    await page.waitForURL(/\/manage\/order\?orderRef=/, { timeout: 30_000 });
    const orderRef = new URL(page.url()).searchParams.get('orderRef');
    expect(orderRef).toMatch(/^SND-/);
    await page
      .getByText(orderRef as string)
      .first()
      .waitFor();
  });

  it('(6) maintenance on → maintenance page → off → back to the returnUrl', async () => {
    // This page's device only: the sandbox's own switch would put every test beside this one into
    // maintenance too.
    await addFault(page, { kind: 'maintenance' });
    try {
      await page.goto('/language?setlocale=en-US&from=maintenance');
      await page.waitForURL(/\/maintenance\?returnUrl=/, { timeout: 30_000 });
      const returnUrl = new URL(page.url()).searchParams.get('returnUrl');
      expect(returnUrl).toBe('/language?setlocale=en-US&from=maintenance');
      await heading(page, /back soon/i);
    } finally {
      await clearFaults(page);
    }
    await page.getByRole('button', { name: /try again/i }).click();
    await page.waitForURL(/\/language\?setlocale=en-US&from=maintenance$/, { timeout: 30_000 });
  });

  it('(7) open-redirect attempts are ignored', async () => {
    // returnUrl after maintenance: unsafe targets fall back to the home page.
    for (const returnUrl of [
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
    ]) {
      await page.goto(`/maintenance?setlocale=en-US&returnUrl=${encodeURIComponent(returnUrl)}`);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
      expect(new URL(page.url()).host).toBe(new URL(await storefront()).host);
    }
    // redirect after login: an unsafe redirect is dropped, the customer stays on this site.
    // An account with no orders, made through the gateway as the sign-up screens would.
    const email = uniqueEmail('redirect');
    await activeCustomer(page, email);
    await context.close();
    context = await newPhoneContext(phone.current().browser);
    page = await context.newPage();
    await page.goto(`/web/login?setlocale=en-US&redirect=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(page, email);
    await verifyOtp(page, email);
    // No orders, no safe redirect: the spec's rule 2 sends the customer to pre-checkout, on this site.
    await heading(page, 'Choose your plan');
    expect(new URL(page.url()).host).toBe(new URL(await storefront()).host);
    expect(new URL(page.url()).pathname).toBe('/web/pre-checkout');
  });
});

async function storefront(): Promise<string> {
  const { storefrontUrl } = await import('./browser');
  return storefrontUrl();
}
