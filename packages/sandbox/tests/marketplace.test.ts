import {
  createOrder,
  getOrder,
  lockNumber,
  refreshTokenEndpoint,
  searchNumbers,
  userOrders,
  vendorLogin,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, CUSTOMER } from './support/purchase-steps.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The marketplace channel: the marketplace hands its buyer over with a one-use token, vendor login
 * trades it for a session whose source channel is meli (kept by a refresh), and the orders made in
 * that session say so. A spent or unknown hand-over is refused.
 */
const kit = setupSandboxTest();

async function handoff(email: string): Promise<{ vendorToken: string; link: string }> {
  const response = await fetch(`${ORIGIN}/mocks/marketplace/handoffs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { vendorToken: string; link: string };
}

describe('vendor login (the marketplace channel)', () => {
  it("signs the buyer in as meli, a refresh keeps it, and the buyer's order says meli", async () => {
    const { vendorToken, link } = await handoff('comprador@example.mx');
    expect(link).toBe(`/?vendor_token=${vendorToken}`);
    const answer = await vendorLogin(kit.newClient().client, { vendorToken });
    expect(answer.sourceChannel).toBe('meli');
    expect(kit.sandbox.state.auth.authenticate(answer.accessToken)?.sourceChannel).toBe('meli');

    const { client, session } = kit.newClient(answer.accessToken);
    const refreshed = await client.call(refreshTokenEndpoint, {});
    expect(kit.sandbox.state.auth.authenticate(refreshed.result.auth_token)?.sourceChannel).toBe('meli');
    session.setAccessToken(refreshed.result.auth_token);

    const [number] = await searchNumbers(client, { category: 'FREE_NUMBER' });
    if (!number) throw new Error('no free number');
    await lockNumber(client, { selectedNumber: number.number });
    const created = await createOrder(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      productType: 'prepaid',
      simType: 'esim',
      numberType: 'NEW',
      items: [
        { itemType: 'PLAN', sku: 'PLAN-SENDA-200' },
        { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' },
      ],
      selectedNumber: number.number,
      customer: { ...CUSTOMER, email: 'comprador@example.mx' },
      billingAddress: BILLING_ADDRESS,
    });
    expect((await getOrder(client, { orderReference: created.order_ref })).source_channel).toBe('meli');
    expect((await userOrders(client)).map((order) => order.source_channel)).toEqual(['meli']);
  });

  it('an order from a web log-in says web', async () => {
    const customer = kit.sandbox.state.scenarios.create('active-esim-line');
    const { client } = kit.newClient(customer.accessToken);
    expect((await getOrder(client, { orderReference: customer.orderRef })).source_channel).toBe('web');
  });

  it('refuses a spent or unknown hand-over token with 401, and signs nobody in', async () => {
    const { vendorToken } = await handoff('otro@example.mx');
    const { client } = kit.newClient();
    await vendorLogin(client, { vendorToken });
    for (const token of [vendorToken, 'meli_unknown']) {
      await expect(vendorLogin(client, { vendorToken: token })).rejects.toMatchObject({ status: 401 });
    }
  });
});
