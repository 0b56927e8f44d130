import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, uniqueEmail } from './browser';
import { newEsimCustomerToPayment } from './purchase-flow';

/**
 * One cache for server data: a read that several screens make is asked of the
 * gateway once per page load, however many screens show it. Counted at the browser, on the
 * requests the storefront actually sent.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** The reads more than one purchase screen makes, by the path the gateway serves them on. */
const SHARED_READS = {
  // Plan selection and the extras step.
  catalogue: '/product-service/v2/products/eligible-variants',
  // Sign-up and the order summary.
  consentSettings: '/config-service/v1/consent-settings',
  // Personal details and address details.
  profileParameters: '/config-service/v1/customer-profile-parameters',
};

describe('the query cache in Chromium', () => {
  it('asks the gateway once for a read that several screens of the purchase make', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/gateway/')) sent.push(new URL(request.url()).pathname);
    });
    await newEsimCustomerToPayment(page, { email: uniqueEmail('cache'), plan: 'Senda 200' });
    const count = (path: string) => sent.filter((sentPath) => sentPath.endsWith(path)).length;
    expect({
      catalogue: count(SHARED_READS.catalogue),
      consentSettings: count(SHARED_READS.consentSettings),
      profileParameters: count(SHARED_READS.profileParameters),
    }).toEqual({ catalogue: 1, consentSettings: 1, profileParameters: 1 });
  });
});
