import { describe, expect, it } from 'vitest';
import { createScenario, cspViolations, phonePagePerTest, scenarioPath } from './browser';
import { heading } from './purchase-flow';
import { collectSentBodies } from './sent-and-stored';

/**
 * manage_order's reCAPTCHA v3 token: the script loads on the manage order page only (the sandbox
 * build's fake, on the storefront's origin, allowed by the CSP), and the call carries a token the
 * sandbox checks (it answers 400 RECAPTCHA_INVALID / _REQUIRED to anything else).
 */
const phone = phonePagePerTest();

describe('reCAPTCHA on manage_order', () => {
  it('loads only on the manage order page and its token passes the gateway', async () => {
    const { page, context } = phone.current();
    const sent = await collectSentBodies(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/recaptcha/')) scripts.push(new URL(request.url()).pathname);
    });
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    expect(scripts).toEqual([]);

    // The list is asked for once the page has settled (loaded, then 5 s without a long task, then
    // idle): on a loaded machine that came 10 to 21 s after the load, and a 30 s wait for the
    // answer that also held the page's load ran out. The call is waited for as the page decides
    // when (bounded by the test's own timeout), and the line page shown on the way.
    const called = page.waitForRequest((request) => request.url().includes('/manage_order'), { timeout: 0 });
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    const answer = await (await called).response();
    expect(answer?.status()).toBe(200);
    // The page's fetch wrapper reports the body through the browser binding, which may come in
    // after the answer.
    await expect
      .poll(() => sent.find((entry) => entry.includes('/manage_order ')))
      .toMatch(/"re_captcha_token":"sandbox-recaptcha\.manage_order\./);
    expect(scripts).toEqual(['/mocks/recaptcha/api.js']);
    expect(await cspViolations(page)).toEqual([]);
  });
});
