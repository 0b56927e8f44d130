import type { QueryClient } from '@tanstack/query-core';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { esimDetails } from '../../gateway/orders/esim-details.ts';
import { simInstallationDetails } from '../../gateway/orders/sim-installation-details.ts';
import { updateSimInstallationDetails } from '../../gateway/orders/update-sim-installation-details.ts';
import { orderQuery } from '../../queries/order-queries.ts';
import { invalidateLineQueries } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { detectInstallDevice } from './esim-install.device.ts';
import { esimInstallMachine } from './esim-install.machine.ts';
import type { EsimInstallInput, LoadEsimInput } from './esim-install.types.ts';

/**
 * The eSIM install machine wired to the gateway: eSIM details, then sim-installation-details. An
 * installed eSIM changes the line's page (its install action goes): the cache reads it again.
 */
export function provideEsimInstallMachine({
  gateway,
  queryClient,
}: {
  gateway: GatewayClient;
  queryClient: QueryClient;
}) {
  return esimInstallMachine.provide({
    actors: {
      loadEsim: fromPromise(({ input }) => esimDetails(gateway, { orderRef: input.orderRef })),
      followInstallation: boundedPoll((input: LoadEsimInput) =>
        simInstallationDetails(gateway, { orderId: input.orderRef }),
      ),
      // Read after the install was seen or reported: the cache was told the line changed.
      loadLine: fromPromise(async ({ input }) => {
        await invalidateLineQueries(queryClient, input.orderRef);
        const order = await queryClient.fetchQuery(orderQuery(gateway, input.orderRef));
        return order.line;
      }),
      reportInstalled: fromPromise(async ({ input }) => {
        const answer = await updateSimInstallationDetails(gateway, {
          orderId: input.orderRef,
          installationStatus: 'INSTALLED',
          method: input.method,
        });
        void invalidateLineQueries(queryClient, input.orderRef);
        return answer;
      }),
    },
  });
}

/**
 * The machine's input for the page: the device read from the user agent the page passes, and
 * the spec's eSIM-compatibility flag the session bootstrap kept.
 */
export function esimInstallInput(
  { stores }: { stores: Pick<Stores, 'store' | 'sessionFacts'> },
  orderRef: string,
  userAgent: string,
): EsimInstallInput {
  return {
    orderRef,
    device: detectInstallDevice(userAgent),
    esimCompatible: stores.store.get(stores.sessionFacts.facts).esimCompatible,
  };
}
