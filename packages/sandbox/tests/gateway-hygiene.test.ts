import { describe, expect, it } from 'vitest';
import { DEVICE, GATEWAY_URL, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Item 7, over raw HTTP as a browser or a cache sees it: no gateway answer may be kept by
 * a browser, proxy or CDN (`Cache-Control: no-store`, set once in gateway-route.ts for every answer),
 * and a call with a body that does not fit its endpoint is refused with 400 before anything changes
 * (readBody, or `body: EMPTY_BODY` for a call that carries none).
 */
const { sandbox } = setupSandboxTest();

function customerOf(scenario: 'auto-renewal-on') {
  const made = sandbox.state.scenarios.create(scenario);
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  const line = sandbox.state.lines.listFor(userId)[0];
  if (!line) throw new Error('the scenario has no line');
  return { ...made, userId, line };
}

const call = (token: string, method: string, path: string, body?: string) =>
  fetch(`${GATEWAY_URL}/${path}`, {
    method,
    headers: {
      'X-Auth': token,
      'X-DeviceId': DEVICE.device_id,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body } : {}),
  });

describe('gateway answers are not cached, and malformed bodies are refused', () => {
  it('answers with personal data carry Cache-Control: no-store, refusals too', async () => {
    const { accessToken, line } = customerOf('auto-renewal-on');
    for (const path of [
      'user-service/v4/users',
      'subscription-service/v1/users/lines',
      'order-service/v1/orders',
      `payment-service/v1/subscriptions/${line.accountNumber}/auto-renewal/specifications`,
    ]) {
      const answer = await call(accessToken, 'GET', path);
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    const refused = await call('not-a-token', 'GET', 'user-service/v4/users');
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'no-store']);
  });

  it('refuses the auto-renewal cancel with a malformed body, and leaves renewal on', async () => {
    const { accessToken, line } = customerOf('auto-renewal-on');
    const cancel = (body?: string) =>
      call(
        accessToken,
        'POST',
        `payment-service/v1/subscriptions/${line.accountNumber}/auto-renewal/cancel`,
        body,
      );
    for (const junk of ['{"enabled":true}', 'not json', '[1,2]', '"x"']) {
      const answer = await cancel(junk);
      expect([junk, answer.status]).toEqual([junk, 400]);
      expect(((await answer.json()) as { failure: { errorCode: string } }).failure.errorCode).toBe(
        'BAD_REQUEST',
      );
    }
    expect(line.autoRenewal).toBe(true);
    // What the app sends: `{}` (or nothing) turns it off.
    expect((await cancel('{}')).status).toBe(200);
    expect(line.autoRenewal).toBe(false);
  });
});
