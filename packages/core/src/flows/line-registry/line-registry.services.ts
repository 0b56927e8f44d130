import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { curpLineEligibility } from '../../gateway/lines/curp-line-eligibility.ts';
import type { Line } from '../../gateway/lines/line.schema.ts';
import { provideManualEkycMachine } from '../../machines/manual-ekyc/manual-ekyc.services.ts';
import { invalidateLineQueries } from '../../queries/query-definition.ts';
import type { Stores } from '../../stores/create-stores.ts';
import {
  type KeyValueStorage,
  readPersisted,
  removePersisted,
  writePersisted,
} from '../../stores/persisted-atom.ts';
import { LINE_REGISTRY_KEY_PREFIX } from '../../stores/storage-keys.ts';
import { CurpSchema } from '../../validation/curp.ts';
import { registerLine } from './gateway/register-line.ts';
import type { LineRegistrationMachine } from './line-registry.machine.ts';
import { serviceAfterRegistering } from './line-registry.rules.ts';
import type { LineRegistrationInput } from './line-registry.types.ts';

export interface LineRegistrationDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'storage' | 'onboarding'>;
}

/**
 * The CURP accepted for a line, kept until the line is registered (or the customer goes back),
 * under the service-request prefix so a logout clears it. The ID and selfie are never kept: a
 * reload asks for them again.
 */
const storageKey = (orderRef: string) => `${LINE_REGISTRY_KEY_PREFIX}${orderRef}`;

const saveCurp = (storage: KeyValueStorage, orderRef: string, curp: string | null) =>
  curp
    ? writePersisted(storage, storageKey(orderRef), { curp })
    : removePersisted(storage, storageKey(orderRef));

/**
 * The line-registration machine (compiled from its journey file) wired to the gateway, the line's
 * queries and the saved CURP.
 */
export function provideLineRegistrationMachine(
  machine: LineRegistrationMachine,
  { gateway, queryClient, stores }: LineRegistrationDeps,
  orderRef: string,
) {
  return machine.provide({
    actors: {
      manualEkyc: provideManualEkycMachine({ gateway, queryClient, stores }, null),
      checkCurpRoom: fromPromise(({ input }) => curpLineEligibility(gateway, { curp: input.curp })),
      register: fromPromise(({ input }) => registerLine(gateway, input)),
    },
    actions: {
      saveCurp: (_, params) => saveCurp(stores.storage, orderRef, params.curp),
      lineChanged: () => {
        void invalidateLineQueries(queryClient, orderRef);
      },
    },
  });
}

/** The machine's input: the line's registration as its data says, and a CURP accepted before a reload. */
export function lineRegistrationInput(
  storage: KeyValueStorage,
  line: Pick<Line, 'orderRef' | 'registry' | 'status' | 'sim'>,
): LineRegistrationInput {
  const saved = readPersisted(storage, storageKey(line.orderRef), v.object({ curp: CurpSchema }), null);
  return {
    orderRef: line.orderRef,
    registry: line.registry,
    savedCurp: saved?.curp ?? null,
    serviceNote: serviceAfterRegistering(line),
  };
}
