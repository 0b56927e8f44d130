import { afterEach, describe, expect, it } from 'vitest';
import { getOrder } from '../gateway/orders/get-order.ts';
import { sandboxGatewayClient } from '../gateway/test-support/sandbox-gateway-client.ts';
import { listeningSandbox } from '../gateway/test-support/sandbox-server.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { canCancelOrder, cancelUnpaidOrder } from './order-cancel.ts';

/**
 * Cancelling an unpaid order against the sandbox gateway: the saved-card customer's
 * second order waits for payment and may be cancelled; the paid one may not.
 */
const sandbox = await listeningSandbox({ now: () => Date.UTC(2025, 0, 15, 16, 0, 0) });
afterEach(() => sandbox.state.reset());

describe('cancelling an unpaid order', () => {
  it('an order waiting for payment may be cancelled, and then is CAN with nothing to pay', async () => {
    const customer = sandbox.state.scenarios.create('saved-card');
    const gateway = sandboxGatewayClient(customer.accessToken);
    const orderRef = customer.unpaidOrderRef ?? '';
    expect(canCancelOrder(await getOrder(gateway, { orderReference: orderRef }))).toBe(true);
    await cancelUnpaidOrder({ gateway, queryClient: createQueryClient() }, orderRef);
    const cancelled = await getOrder(gateway, { orderReference: orderRef });
    expect(cancelled.state).toBe('CAN');
    expect(canCancelOrder(cancelled)).toBe(false);
  });

  it('a paid order may not: the rule says no, and the gateway refuses it (409003)', async () => {
    const customer = sandbox.state.scenarios.create('saved-card');
    const gateway = sandboxGatewayClient(customer.accessToken);
    expect(canCancelOrder(await getOrder(gateway, { orderReference: customer.orderRef }))).toBe(false);
    await expect(
      cancelUnpaidOrder({ gateway, queryClient: createQueryClient() }, customer.orderRef),
    ).rejects.toMatchObject({ errorCode: 'ORDER_NOT_CANCELLABLE' });
  });
});
