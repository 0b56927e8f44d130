import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { phonePagePerTest, storefrontUrl, uniqueEmail } from './browser';
import { chooseCardPayment, newEsimCustomerToPayment, payByCard, successOrderRef } from './purchase-flow';

/**
 * The bank's 3-D Secure page comes from the payment provider's own origin, framed by the
 * storefront: its Content-Security-Policy names the storefront's origin as the only frame
 * ancestor, and its URL carries the key that lets it be answered.
 */
const phone = phonePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = phone.current());
});

describe('3-D Secure challenge', () => {
  it('opens in the storefront frame, framed only by the storefront, and its approval pays the order', async () => {
    await newEsimCustomerToPayment(page, { email: uniqueEmail('challenge'), plan: 'Senda 100' });
    await chooseCardPayment(page);
    const challengePage = page.waitForResponse((response) => response.url().includes('/challenge/'));
    await payByCard(page, '4000 0000 0000 3220');
    const answer = await challengePage;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('key')).toMatch(/^[a-z0-9]{32}$/);
    expect(answer.headers()['content-security-policy']).toBe(`frame-ancestors ${storefrontUrl()}`);

    const bank = page.frameLocator('iframe[src*="/challenge/"]');
    await bank.getByRole('button', { name: 'Autorizar' }).click();
    await expect(successOrderRef(page)).resolves.toMatch(/^SND-/);
  });
});
