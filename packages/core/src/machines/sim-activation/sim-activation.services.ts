import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { activateSim } from '../../gateway/orders/activate-sim.ts';
import { getOrder } from '../../gateway/orders/get-order.ts';
import { simActivationMachine } from './sim-activation.machine.ts';

/** The SIM activation machine wired to the gateway: the order's line, then SIM activate. */
export function provideSimActivationMachine({ gateway }: { gateway: GatewayClient }) {
  return simActivationMachine.provide({
    actors: {
      loadLine: fromPromise(async ({ input }) => {
        const order = await getOrder(gateway, { orderReference: input.orderRef });
        return order.line;
      }),
      activate: fromPromise(({ input }) => activateSim(gateway, input)),
    },
  });
}
