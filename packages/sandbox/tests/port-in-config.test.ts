import { createOrder, portInEligibility } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, CUSTOMER } from './support/purchase-steps.ts';
import { GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { mailboxCode, signedUpCustomer } = setupSandboxTest();

const setPortInConfig = (body: unknown) =>
  fetch(`${ORIGIN}/mocks/port-in-config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const otpRequiredFor = async (deviceId?: string) => {
  const answer = await fetch(`${GATEWAY_URL}/portin-service/v1/config`, {
    headers: deviceId ? { 'x-deviceid': deviceId } : {},
  });
  return ((await answer.json()) as { result: { otpRequired: boolean } }).result.otpRequired;
};

describe('the port-in config the sandbox serves (/mocks/port-in-config)', () => {
  it('is a Mexican operator’s: no SMS code, the NIP checked is what the order cites', async () => {
    expect(await otpRequiredFor()).toBe(false);
    const { client, email } = await signedUpCustomer();
    const eligibility = await portInEligibility(client, { number: '3312345678', donor: 'ATT', nip: '7788' });
    expect(eligibility).toEqual({ requestId: expect.any(String), codeSent: false });
    // Nothing texted to the number.
    await expect(mailboxCode('3312345678')).rejects.toThrow('no mail for 3312345678');
    // The order takes the transfer on that request alone.
    const created = await createOrder(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      productType: 'prepaid',
      simType: 'esim',
      numberType: 'PORT_IN',
      items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-150' }],
      customer: { ...CUSTOMER, email },
      billingAddress: BILLING_ADDRESS,
      portIn: { number: '3312345678', donor: 'ATT', requestId: eligibility.requestId },
    });
    expect(created.order_ref).toEqual(expect.any(String));
  });

  it('asks for the SMS code when told, for one device only when it is named, until cleared', async () => {
    expect((await setPortInConfig({ otpRequired: true, deviceId: 'device-a' })).status).toBe(200);
    expect(await otpRequiredFor('device-a')).toBe(true);
    expect(await otpRequiredFor('device-b')).toBe(false);
    await fetch(`${ORIGIN}/mocks/port-in-config?deviceId=device-a`, { method: 'DELETE' });
    expect(await otpRequiredFor('device-a')).toBe(false);
    await setPortInConfig({ otpRequired: true });
    expect(await otpRequiredFor('device-b')).toBe(true);
    await fetch(`${ORIGIN}/mocks/reset`, { method: 'POST' });
    expect(await otpRequiredFor('device-b')).toBe(false);
  });

  it('refuses a request that does not say yes or no', async () => {
    for (const body of [{}, { otpRequired: 'yes' }, { otpRequired: true, extra: 1 }, 'x']) {
      const answer = await setPortInConfig(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'INVALID_PORT_IN_CONFIG' });
    }
  });
});
