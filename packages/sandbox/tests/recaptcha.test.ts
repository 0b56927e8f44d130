import { manageOrderList } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { WEBFRONT_SETTINGS } from '../src/data/config.ts';
import { MANAGE_ORDER_ACTION, RECAPTCHA_TEST_SITE_KEY } from '../src/domain/recaptcha.ts';
import { DEVICE, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * manage_order's reCAPTCHA v3 token, checked as siteverify would: the sandbox's fake api.js gives
 * a token for the site key webfront settings name and the action asked for; the gateway takes only
 * that one for manage_order, and tells a missing token apart from a wrong one.
 */
const kit = setupSandboxTest();

interface FakeGrecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** The script the sandbox serves, run as a page would run it. */
async function loadFakeRecaptcha(): Promise<FakeGrecaptcha> {
  const response = await fetch(`${ORIGIN}/mocks/recaptcha/api.js`);
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  const page: { grecaptcha?: FakeGrecaptcha } = {};
  new Function('window', await response.text())(page);
  if (!page.grecaptcha) throw new Error('the script defined no grecaptcha');
  return page.grecaptcha;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status?: number; errorId?: number; errorCode?: string }) => ({
      status: error.status,
      errorId: error.errorId,
      errorCode: error.errorCode,
    }),
  );

describe('manage_order and its reCAPTCHA token', () => {
  it('webfront settings name the test site key; its token for manage_order is taken', async () => {
    expect(WEBFRONT_SETTINGS.recaptchaSiteKey).toBe(RECAPTCHA_TEST_SITE_KEY);
    const customer = kit.sandbox.state.scenarios.create('active-esim-line');
    const grecaptcha = await loadFakeRecaptcha();
    const token = await grecaptcha.execute(RECAPTCHA_TEST_SITE_KEY, { action: MANAGE_ORDER_ACTION });
    const { client } = kit.newClient(customer.accessToken);
    const entries = await manageOrderList(client, { reCaptchaToken: token });
    expect(entries.map((entry) => entry.order_ref)).toContain(customer.orderRef);
  });

  it('refuses a token for another key or another action, and junk, as RECAPTCHA_INVALID', async () => {
    const customer = kit.sandbox.state.scenarios.create('active-esim-line');
    const grecaptcha = await loadFakeRecaptcha();
    const { client } = kit.newClient(customer.accessToken);
    for (const token of [
      await grecaptcha.execute('6LcAnotherSiteKeyOfSomeoneElse0000000000', { action: MANAGE_ORDER_ACTION }),
      await grecaptcha.execute(RECAPTCHA_TEST_SITE_KEY, { action: 'login' }),
      'sandbox-recaptcha-token',
    ]) {
      expect(await failureOf(manageOrderList(client, { reCaptchaToken: token }))).toEqual({
        status: 400,
        errorId: 400172,
        errorCode: 'RECAPTCHA_INVALID',
      });
    }
  });

  it('refuses a call without a token as RECAPTCHA_REQUIRED', async () => {
    const customer = kit.sandbox.state.scenarios.create('active-esim-line');
    for (const body of [{}, { re_captcha_token: '' }]) {
      const response = await fetch(`${ORIGIN}/gateway/order-service/v1/manage_order`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Auth': customer.accessToken,
          'X-DeviceId': DEVICE.device_id,
        },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        failure: { errorId: 400171, errorCode: 'RECAPTCHA_REQUIRED' },
      });
    }
  });
});
