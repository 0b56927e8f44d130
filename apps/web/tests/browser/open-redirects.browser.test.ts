import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, launchBrowser, newPhoneContext, storefrontUrl } from './browser';
import { logIn, verifyOtp } from './purchase-flow';

/**
 * Open redirects (issue 17): `returnUrl` after a maintenance round trip and `redirect` after a real
 * login with its one-time code, tried with payloads that leave the origin or run script in some
 * parser: protocol-relative, backslash, scheme, `javascript:`, percent-encoded (once and twice),
 * mixed case, whitespace and control characters. None may leave the origin or open a dialog; a
 * plain path of the storefront is still followed (so the check can fail).
 */
const EVIL = 'evil.example';
const PAYLOADS = [
  `//${EVIL}`,
  `//${EVIL}/orderlist`,
  `///${EVIL}`,
  `////${EVIL}`,
  `/\\${EVIL}`,
  `\\\\${EVIL}`,
  `\\/${EVIL}`,
  `/\\/${EVIL}`,
  `https://${EVIL}`,
  `http://${EVIL}`,
  `HTTPS://${EVIL}`,
  `https:${EVIL}`,
  `https:/${EVIL}`,
  `//${EVIL}%2F..`,
  `%2F%2F${EVIL}`,
  `%252F%252F${EVIL}`,
  `%5C%5C${EVIL}`,
  `/%5C${EVIL}`,
  `/%2F${EVIL}`,
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.domain)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript%3Aalert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ` //${EVIL}`,
  `\t//${EVIL}`,
  `/\t/${EVIL}`,
  `%09//${EVIL}`,
  `//${EVIL}@${EVIL}`,
  `//user:pass@${EVIL}`,
  `//google.com%40${EVIL}`,
  `〱${EVIL}`,
  `//${EVIL}#/orderlist`,
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Landing {
  payload: string;
  url: string;
  dialogs: number;
}

/** Where the page ended up, and whether anything opened a dialog on the way. */
async function landing(page: Page, payload: string, leave: () => Promise<void>): Promise<Landing> {
  let dialogs = 0;
  const onDialog = (dialog: { dismiss(): Promise<void> }) => {
    dialogs += 1;
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  try {
    await leave();
    return { payload, url: page.url(), dialogs };
  } finally {
    page.off('dialog', onDialog);
  }
}

const leftOrigin = (landings: Landing[]) =>
  landings.filter((entry) => new URL(entry.url).origin !== storefrontUrl() || entry.dialogs > 0);

describe('open redirects', () => {
  it(`maintenance returnUrl: ${PAYLOADS.length} payloads, none leaves the origin or runs script`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.request.delete(`${gatewayUrl()}/mocks/maintenance`);
    const landings: Landing[] = [];
    const tryReturnUrl = (returnUrl: string) =>
      landing(page, returnUrl, async () => {
        await page.goto(`/maintenance?returnUrl=${encodeURIComponent(returnUrl)}`);
        // Maintenance is off: the page asks, then leaves for returnUrl when safe, else home.
        await page.waitForURL((url) => url.pathname !== '/maintenance', { timeout: 30_000 });
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
      });
    for (const payload of PAYLOADS) landings.push(await tryReturnUrl(payload));
    // The same round trip with a path of the storefront does follow it.
    const followed = await tryReturnUrl('/language');
    await context.close();
    expect(leftOrigin(landings)).toEqual([]);
    expect(new URL(followed.url).pathname).toBe('/language');
  });

  it('login redirect after a real one-time code: payloads stay on the origin, a real path is followed', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const tryLogIn = (redirect: string) =>
      landing(page, redirect, async () => {
        // A ready-made customer each time (the sandbox limits codes per e-mail address).
        const created = await page.request.post(`${gatewayUrl()}/mocks/scenarios`, {
          data: { scenario: 'active-esim-line' },
        });
        const { email } = (await created.json()) as { email: string };
        await page.goto(`/web/login?setlocale=en-US&redirect=${encodeURIComponent(redirect)}`);
        await logIn(page, email);
        await verifyOtp(page, email);
        await page.waitForURL((url) => !url.pathname.startsWith('/web/verify-otp'), { timeout: 30_000 });
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
        // Signed out again for the next one.
        await context.clearCookies();
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      });
    const landings: Landing[] = [];
    for (const payload of [
      `//${EVIL}`,
      `/\\${EVIL}`,
      `https://${EVIL}`,
      'javascript:alert(1)',
      `%2F%2F${EVIL}`,
      `%252F%252F${EVIL}`,
    ]) {
      landings.push(await tryLogIn(payload));
    }
    const followed = await tryLogIn('/orderlist');
    await context.close();
    expect(leftOrigin(landings)).toEqual([]);
    expect(new URL(followed.url).pathname).toBe('/orderlist');
  });
});
