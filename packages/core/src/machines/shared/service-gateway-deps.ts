import type { QueryClient } from '@tanstack/query-core';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';

/**
 * What an account-servicing flow's `<flow>GatewayCalls` is built from: the gateway, the query
 * cache (a settled request reads its line's queries again) and the storage its attempt keys are
 * kept in. A flow that needs more extends it.
 */
export interface ServiceGatewayDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  storage: KeyValueStorage;
  /** The clock, for flows that date what they send (tests give a fixed one); Date.now by default. */
  now?: () => number;
}
