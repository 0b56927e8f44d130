import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';
import { heading, payByCard, retryAfterDecline, TEST_CARDS } from './purchase-flow';

/**
 * What the customer sees when the page changes under them, on a 360 × 780 phone: a
 * declined card's error and the bank's challenge come into view below the sticky header with the
 * focus on them, and a link followed opens the new page at its top. Starts from the sandbox's
 * `saved-card` customer, whose second order waits to be paid: no purchase through the UI.
 */
const phone = phonePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = phone.current());
});

/** Where `target` is against the sticky header and the viewport, and what has the focus. */
async function seen(target: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  const focus = await target.evaluate((element) => {
    const active = document.activeElement;
    return active === document.body ? 'body' : active?.contains(element) ? 'around it' : 'elsewhere';
  });
  return {
    belowHeader: Boolean(header && box && box.y >= header.y + header.height - 1),
    inViewport: Boolean(box && box.y < 780),
    focus,
  };
}

const CHALLENGE_CARD = '4000 0000 0000 3220';

describe('a page that changes under the customer', () => {
  it('a plain page load puts the focus on the heading without a ring; the keyboard brings the ring', async () => {
    /** What holds the focus and the outline drawn around it. */
    const focusRing = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return `${active?.tagName} ${active ? getComputedStyle(active).outlineStyle : ''}`;
      });
    // An unknown address is sent on to /404 by the app: a page change, which focuses the heading.
    await page.goto('/no-such-page?setlocale=es-MX');
    await expect.poll(focusRing).toBe('H1 none');
    await page.keyboard.press('Tab');
    await expect.poll(focusRing).not.toMatch(/ none$/);
  });

  it('a declined card: the error in view with the focus; then the 3-D Secure page below the header', async () => {
    const customer = await createScenario(page, 'saved-card');
    const query = new URLSearchParams({
      orderRef: customer.unpaidOrderRef ?? '',
      auth_token: customer.accessToken,
    });
    await page.goto(scenarioPath(`/web/payment-form?${query.toString()}`));
    await payByCard(page, TEST_CARDS.decline, 'Pay your order');
    const failure = page.getByRole('alert').filter({ hasText: "Your payment didn't go through" });
    await failure.waitFor({ timeout: 30_000 });
    expect(await seen(failure)).toEqual({ belowHeader: true, inViewport: true, focus: 'around it' });

    await retryAfterDecline(page);
    await payByCard(page, CHALLENGE_CARD, 'Pay your order');
    const bank = page.locator('iframe[src*="/challenge/"]');
    await bank.waitFor({ timeout: 30_000 });
    expect(await seen(bank)).toEqual({ belowHeader: true, inViewport: true, focus: 'around it' });
  });

  it('a link followed from the bottom of a page opens the next page at its top, focus on it', async () => {
    const customer = await createScenario(page, 'saved-card');
    const query = new URLSearchParams({
      orderRef: customer.unpaidOrderRef ?? '',
      auth_token: customer.accessToken,
    });
    // The unpaid order's page lists the customer's line at its bottom.
    await page.goto(scenarioPath(`/manage/order?${query.toString()}`));
    await heading(page, 'Your order');
    const lineLink = page
      .getByRole('region', { name: 'Your other orders' })
      .getByRole('link', { name: new RegExp(customer.orderRef) });
    await lineLink.waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await lineLink.click();
    await heading(page, 'Your line');
    // The shell's useFocusFollowsPage: the new page's heading, once drawn.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          scrollY: window.scrollY,
          focus: `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`,
        })),
      )
      .toEqual({ scrollY: 0, focus: 'H1 Your line' });
  });
});
