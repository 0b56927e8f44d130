import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type PickupLocation, PickupLocationSchema } from './pickup-location.schema.ts';

/** GET the pickup points that serve a postal code (Self-pickup address). */
export const selfPickupAddressesEndpoint = defineEndpoint({
  name: 'selfPickupAddresses',
  method: 'GET',
  path: 'logistics-service/v1/self-pickup-addresses',
  credentials: false,
  response: resultEnvelope(v.object({ pickupLocations: v.array(PickupLocationSchema) })),
});
export type SelfPickupAddresses = v.InferOutput<typeof selfPickupAddressesEndpoint.response>['result'];

export async function selfPickupAddresses(
  client: GatewayClient,
  input: { zipcode: string },
): Promise<SelfPickupAddresses> {
  const answer = await client.call(selfPickupAddressesEndpoint, { searchParams: { zipcode: input.zipcode } });
  return answer.result;
}

/**
 * The location self pickup uses: the first one. Undefined when the postal code has none,
 * which the flow reports as an error ("Self-pickup with no locations raises an error").
 */
export function firstPickupLocation(addresses: SelfPickupAddresses): PickupLocation | undefined {
  return addresses.pickupLocations[0];
}
