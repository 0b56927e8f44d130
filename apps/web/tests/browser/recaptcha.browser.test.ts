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

    const answered = page.waitForResponse((response) => response.url().includes('/manage_order'));
    await page.goto(scenarioPath(customer.links.manageOrder));
    const answer = await answered;
    expect(answer.status()).toBe(200);
    const body = sent.find((entry) => entry.includes('/manage_order '));
    expect(body).toMatch(/"re_captcha_token":"sandbox-recaptcha\.manage_order\./);
    expect(scripts).toEqual(['/mocks/recaptcha/api.js']);
    expect(await cspViolations(page)).toEqual([]);
  });
});
