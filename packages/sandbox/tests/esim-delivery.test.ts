import { esimDeliverySpecification, isEsimDeliveryNeeded, orderPreview } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { newClient, signedUpCustomer } = setupSandboxTest();

const setEsimDelivery = (body: unknown) =>
  fetch(`${ORIGIN}/mocks/esim-delivery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const newEsimShips = async () => isEsimDeliveryNeeded(await esimDeliverySpecification(newClient().client));

describe('the eSIM delivery specification the sandbox serves (/mocks/esim-delivery)', () => {
  it('ships nothing with a new or a replacement eSIM by default', async () => {
    expect(await esimDeliverySpecification(newClient().client)).toEqual([
      { orderType: 'ESIM-NEW', deliveryNeeded: false },
      { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false },
    ]);
  });

  it('ships something with a new eSIM when told, until cleared or reset', async () => {
    expect((await setEsimDelivery({ deliveryNeeded: true })).status).toBe(200);
    expect(await newEsimShips()).toBe(true);
    expect((await fetch(`${ORIGIN}/mocks/esim-delivery`, { method: 'DELETE' })).status).toBe(200);
    expect(await newEsimShips()).toBe(false);
    await setEsimDelivery({ deliveryNeeded: true });
    await fetch(`${ORIGIN}/mocks/reset`, { method: 'POST' });
    expect(await newEsimShips()).toBe(false);
  });

  it('tells one device only when it is named, so tests side by side each see their own', async () => {
    const shipsFor = async (deviceId: string) => {
      const answer = await fetch(`${GATEWAY_URL}/logistics-service/v1/esim-delivery-specification`, {
        headers: { 'x-deviceid': deviceId },
      });
      const body = (await answer.json()) as { result: { orderType: string; deliveryNeeded: boolean }[] };
      return isEsimDeliveryNeeded(body.result);
    };
    await setEsimDelivery({ deliveryNeeded: true, deviceId: 'device-a' });
    expect(await shipsFor('device-a')).toBe(true);
    expect(await shipsFor('device-b')).toBe(false);
    await fetch(`${ORIGIN}/mocks/esim-delivery?deviceId=device-a`, { method: 'DELETE' });
    expect(await shipsFor('device-a')).toBe(false);
  });

  it('refuses a request that does not say yes or no', async () => {
    for (const body of [{}, { deliveryNeeded: 'yes' }, { deliveryNeeded: true, extra: 1 }, 'x']) {
      const answer = await setEsimDelivery(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'INVALID_ESIM_DELIVERY' });
    }
  });

  it('charges the delivery to the door of an eSIM sent through the delivery step, and nothing otherwise', async () => {
    const { client } = await signedUpCustomer();
    const deliveryFees = async (deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP') =>
      (
        await orderPreview(client, {
          orderType: 'SIM_ONLY',
          channel: 'web',
          simType: 'esim',
          numberType: 'NEW',
          items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-200' }],
          ...(deliveryMethod ? { deliveryMethod } : {}),
          promoCodes: [],
        })
      ).items.filter((item) => item.itemType === 'DELIVERY_FEE_SKU');
    expect(await deliveryFees()).toEqual([]);
    expect(await deliveryFees('SELF_PICKUP')).toEqual([]);
    expect(await deliveryFees('DOORSTEP_DELIVERY')).toHaveLength(1);
  });
});
