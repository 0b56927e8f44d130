import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addFault, createScenario, cspViolations, phonePagePerTest } from './browser';
import { heading, logIn, verifyOtp } from './purchase-flow';

/**
 * Inside the operator's app (`?native=true`): a fake Android bridge records what the page tells
 * the app. Every new token goes to the app with the device id, the log-in's and a refresh's; the
 * page draws no header or footer of its own (the app draws them).
 */
const phone = phonePagePerTest();

interface TokenMessage {
  action: 'token';
  url: string;
}

/** The app's side: `window.SendaAndroid.postMessage`, kept in the test across page loads. */
async function fakeNativeBridge(page: Page): Promise<TokenMessage[]> {
  const received: TokenMessage[] = [];
  await page.exposeFunction('__nativeAppReceived', (message: string) => {
    received.push(JSON.parse(message) as TokenMessage);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __nativeAppReceived: (message: string) => void })
      .__nativeAppReceived;
    (window as unknown as { SendaAndroid: unknown }).SendaAndroid = {
      postMessage: (message: string) => record(message),
    };
  });
  return received;
}

const tokensTold = (received: TokenMessage[]) =>
  received
    .filter((message) => message.action === 'token')
    .map((message) => new URL(message.url.replace('senda://', 'https://senda.invalid/')).searchParams);

const heldToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('accessToken'));

describe('the native app is told', () => {
  it('of the token after a log-in and after a refresh, with the device id; the page has no web chrome', async () => {
    const { page } = phone.current();
    const received = await fakeNativeBridge(page);
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto('/web/login?native=true&setlocale=en-US');
    await logIn(page, customer.email);
    await verifyOtp(page, customer.email);

    await expect.poll(() => tokensTold(received).length, { timeout: 15_000 }).toBe(1);
    const deviceId = await page.evaluate(() => window.localStorage.getItem('deviceId'));
    const [afterLogIn] = tokensTold(received);
    expect(afterLogIn?.get('auth_token')).toBe(await heldToken(page));
    expect(afterLogIn?.get('deviceId')).toBe(deviceId);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    // The profile's read of the customer is told its token expired: the page refreshes it, and the
    // app hears. Aimed at that read alone: a read of the page the log-in led to, still on its way,
    // took an untargeted fault and the navigation dropped its answer.
    await addFault(page, {
      kind: 'expired_token',
      authenticated: true,
      route: 'userDetails',
      times: 1,
    });
    await page.goto('/profile?setlocale=en-US');
    await heading(page, 'My account');
    await expect.poll(() => tokensTold(received).length, { timeout: 15_000 }).toBe(2);
    const afterRefresh = tokensTold(received)[1];
    expect(afterRefresh?.get('auth_token')).not.toBe(afterLogIn?.get('auth_token'));
    expect(afterRefresh?.get('auth_token')).toBe(await heldToken(page));
    expect(afterRefresh?.get('deviceId')).toBe(deviceId);
    expect(await cspViolations(page)).toEqual([]);
  });
});
