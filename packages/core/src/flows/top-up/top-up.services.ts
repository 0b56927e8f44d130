import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { type CreateTopUpBody, createTopUp, type TopUp } from './gateway/create-top-up.ts';
import { type TopUpLine, topUpLine } from './gateway/top-up-line.ts';
import { topUpMachine } from './top-up.machine.ts';
import type { TopUpCalls } from './top-up.types.ts';

/** The recarga's two calls on the gateway, both without a session: the payer needs none to ask. */
export function topUpGatewayCalls(gateway: GatewayClient): TopUpCalls {
  return {
    lookUp: (msisdn) => topUpLine(gateway, { msisdn }),
    create: (body) => createTopUp(gateway, body),
  };
}

/** The machine wired to its calls (or fakes, for tests and stories). */
export function provideTopUp(calls: TopUpCalls) {
  return topUpMachine.provide({
    actors: {
      lookUp: fromPromise<TopUpLine, string>(({ input }) => calls.lookUp(input)),
      create: fromPromise<TopUp, CreateTopUpBody>(({ input }) => calls.create(input)),
    },
  });
}
