import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import {
  type SimInstallationDetails,
  SimInstallationDetailsSchema,
} from './sim-installation-details.schema.ts';

/** GET sim-installation-details by orderId (the order reference), with credentials. */
export const simInstallationDetailsEndpoint = defineEndpoint({
  name: 'simInstallationDetails',
  method: 'GET',
  path: 'order-service/v1/orders/{orderId}/sim-installation-details',
  credentials: true,
  response: resultEnvelope(SimInstallationDetailsSchema),
});

export async function simInstallationDetails(
  client: GatewayClient,
  input: { orderId: string },
): Promise<SimInstallationDetails> {
  const answer = await client.call(simInstallationDetailsEndpoint, { params: { orderId: input.orderId } });
  return answer.result;
}
