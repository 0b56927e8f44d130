import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, launchBrowser, newPhoneContext, storefrontUrl } from './browser';
import { logIn, verifyOtp } from './purchase-flow';

/**
 * Open redirects (issue 17): `returnUrl` after a maintenance round trip, and `redirect` and the
 * stored redirect path after a real login with its one-time code, each tried with the same payloads
 * that leave the origin or run script in some parser: protocol-relative, backslash, scheme,
 * `javascript:`, percent-encoded (once and twice), mixed case, whitespace and control characters.
 * None may leave the origin or open a dialog; a plain path of the storefront is still followed (so
 * the check can fail).
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

  /**
   * A real log-in with its one-time code, ending wherever the app sends a verified customer. With
   * `redirect`, the payload is the login page's query parameter; with `stored`, it is planted in
   * the stored redirect path (auth state `redirectPath`, what the code request saved) and the code
   * page reloaded, as a tampered or older storage would hand it back.
   */
  async function logInThrough(payload: string, via: 'redirect' | 'stored'): Promise<Landing> {
    // A browser of its own each time: a signed-in page left behind can write its session back
    // after storage is cleared, and the next log-in page would then send the customer away.
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    try {
      return await landing(page, payload, async () => {
        // A ready-made customer each time (the sandbox limits codes per e-mail address).
        const created = await page.request.post(`${gatewayUrl()}/mocks/scenarios`, {
          data: { scenario: 'active-esim-line' },
        });
        const { email } = (await created.json()) as { email: string };
        const query = via === 'redirect' ? `&redirect=${encodeURIComponent(payload)}` : '';
        await page.goto(`/web/login?setlocale=en-US${query}`);
        await logIn(page, email);
        if (via === 'stored') {
          await page.getByRole('heading', { level: 1, name: 'Verify your account' }).waitFor();
          await page.evaluate((path) => {
            const auth = JSON.parse(localStorage.getItem('senda.auth') ?? '{}');
            auth.state.redirectPath = path;
            localStorage.setItem('senda.auth', JSON.stringify(auth));
          }, payload);
          await page.reload();
        }
        await verifyOtp(page, email);
        await page.waitForURL((url) => !url.pathname.startsWith('/web/verify-otp'), { timeout: 30_000 });
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
      });
    } finally {
      await context.close();
    }
  }

  for (const via of ['redirect', 'stored'] as const) {
    const name = via === 'redirect' ? 'login `redirect`' : 'stored redirect path';
    it(
      `${name} after a real one-time code: ${PAYLOADS.length} payloads stay on the origin, a real path is followed`,
      { timeout: 900_000 },
      async () => {
        const landings: Landing[] = [];
        for (const payload of PAYLOADS) landings.push(await logInThrough(payload, via));
        const followed = await logInThrough('/orderlist', via);
        expect(leftOrigin(landings)).toEqual([]);
        expect(new URL(followed.url).pathname).toBe('/orderlist');
      },
    );
  }
});
