import { describe, expect, it } from 'vitest';
import { addFault, gatewayUrl, phonePagePerTest, uniqueEmail } from './browser';

/**
 * A marketplace (meli) buyer: the marketplace's hand-over link signs them in by vendor login, and
 * when their session ends it ends on the marketplace's page, /session-expired-meli, not the login.
 */
const phone = phonePagePerTest();

describe('the marketplace channel', () => {
  it("a marketplace visitor's session ends on /session-expired-meli", async () => {
    const { page } = phone.current();
    const answer = await page.request.post(`${gatewayUrl()}/mocks/marketplace/handoffs`, {
      data: { email: uniqueEmail('meli') },
    });
    expect(answer.status()).toBe(201);
    const { link } = (await answer.json()) as { link: string };
    await page.goto(`${link}&setlocale=en-US`);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('accessToken')), { timeout: 20_000 })
      .toBeTruthy();
    expect(new URL(page.url()).searchParams.has('vendor_token')).toBe(false);

    // The gateway refuses the session (403): it is over, and the buyer lands on the marketplace's page.
    await addFault(page, { kind: 'forbidden', authenticated: true });
    await page.goto('/profile?setlocale=en-US');
    await page.waitForURL(/\/session-expired-meli/, { timeout: 20_000 });
  });
});
