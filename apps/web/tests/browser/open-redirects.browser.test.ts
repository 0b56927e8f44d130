import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, launchBrowser, newPhoneContext, storefrontUrl } from './browser';
import { logIn, verifyOtp } from './purchase-flow';

/**
 * Open redirects end to end. Every payload on every vector (maintenance `returnUrl`, login
 * `redirect`, stored redirect path) is core's unit test (`navigation/open-redirects.test.ts`);
 * here a few of them go through the real pages: the maintenance round trip, and a real log-in with
 * its one-time code, by `redirect` and by a path planted in `senda.auth`. None may leave the origin
 * or open a dialog; a plain path of the storefront is still followed (so the check can fail).
 */
const PAYLOADS = ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '%252F%252Fevil.example'];

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

  it('login `redirect` after a real one-time code: a protocol-relative one stays, a real path is followed', async () => {
    const landed = await logInThrough('//evil.example', 'redirect');
    const followed = await logInThrough('/orderlist', 'redirect');
    expect(leftOrigin([landed])).toEqual([]);
    expect(new URL(followed.url).pathname).toBe('/orderlist');
  });

  it('a stored redirect path planted in senda.auth after the code request stays on the origin', async () => {
    const landed = await logInThrough('//evil.example/orderlist', 'stored');
    expect(leftOrigin([landed])).toEqual([]);
  });
});
