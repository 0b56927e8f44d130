import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '../gateway/orders/get-order.ts';
import { sandboxGatewayClient } from '../gateway/test-support/sandbox-gateway-client.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { canCancelOrder, cancelUnpaidOrder } from './order-cancel.ts';

/**
 * Cancelling an unpaid order against the sandbox gateway: the saved-card customer's
 * second order waits for payment and may be cancelled; the paid one may not. The sandbox package
 * depends on core, so it is loaded by name at run time.
 */
interface SandboxServer {
  listen(): void;
  close(): void;
  state: {
    reset(): void;
    scenarios: { create(name: string): { accessToken: string; orderRef: string; unpaidOrderRef?: string } };
  };
}
const SANDBOX_NODE_ENTRY = '@senda/sandbox/node';
const { createSandboxServer } = (await import(/* @vite-ignore */ SANDBOX_NODE_ENTRY)) as {
  createSandboxServer: (options?: Record<string, unknown>) => SandboxServer;
};
const sandbox = createSandboxServer({ clock: { now: () => Date.UTC(2025, 0, 15, 16, 0, 0) } });
beforeAll(() => sandbox.listen());
afterAll(() => sandbox.close());
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
