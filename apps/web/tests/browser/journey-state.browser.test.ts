import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { addFault, clearFaults, newPhoneContext, phonePagePerTest, uniqueEmail } from './browser';
import {
  chooseNewNumber,
  choosePlan,
  fillAddress,
  fillPersonalDetails,
  heading,
  logIn,
  newEsimCustomerToPayment,
  PERSON,
  signUp,
  skipAddons,
  verifyOtp,
} from './purchase-flow';

const phone = phonePagePerTest();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = phone.current());
});

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
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await reloadKeepsStep('Choose your plan');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 300' });
    await heading(page, 'Add extras to your plan');
    await reloadKeepsStep('Add extras to your plan');
    // The plan chosen before the reload is still the plan the add-ons are for.
    await page.getByText('Senda 300').first().waitFor();
    await skipAddons(page);
    await heading(page, 'Create your account');
    await reloadKeepsStep('Create your account');
    await signUp(page, email);
    await heading(page, 'Verify your account');
    await reloadKeepsStep('Verify your account');
    await expect(page.getByText(`Enter 6 digit verification code sent to ${email}`).count()).resolves.toBe(1);
    await verifyOtp(page, email);
    await heading(page, 'Your number and SIM');
    await reloadKeepsStep('Your number and SIM');
    await chooseNewNumber(page);
    await heading(page, 'Personal details');
    await reloadKeepsStep('Personal details');
    await fillPersonalDetails(page);
    await heading(page, 'Address details');
    await reloadKeepsStep('Address details');
    await fillAddress(page);
    await heading(page, 'Order summary');
    await reloadKeepsStep('Order summary');

    // Back through the steps: what the customer typed is still there.
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Address details');
    await expect(page.getByRole('textbox', { name: 'ZIP code' }).first().inputValue()).resolves.toBe('06700');
    await expect(page.getByRole('textbox', { name: 'Street number' }).first().inputValue()).resolves.toBe(
      '130',
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Personal details');
    await page.reload();
    await heading(page, 'Personal details');
    await expect(page.getByRole('textbox', { name: 'First name(s)' }).inputValue()).resolves.toBe(
      PERSON.first,
    );
    await expect(page.getByRole('textbox', { name: 'Paternal last name' }).inputValue()).resolves.toBe(
      PERSON.last,
    );
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
    const email = uniqueEmail('redirect');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 100' });
    await skipAddons(page);
    await signUp(page, email);
    await verifyOtp(page, email);
    await heading(page, 'Your number and SIM');
    await context.close();
    context = await newPhoneContext(phone.current().browser);
    page = await context.newPage();
    await page.goto(`/web/login?setlocale=en-US&redirect=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(page, email);
    await verifyOtp(page, email);
    // No orders, no safe redirect: §4 rule 2 sends the customer to pre-checkout, on this site.
    await heading(page, 'Choose your plan');
    expect(new URL(page.url()).host).toBe(new URL(await storefront()).host);
    expect(new URL(page.url()).pathname).toBe('/web/pre-checkout');
  });
});

async function storefront(): Promise<string> {
  const { storefrontUrl } = await import('./browser');
  return storefrontUrl();
}
