import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type PickupLocation, PickupLocationSchema } from './pickup-location.schema.ts';

/** GET one pickup location by id (the contract's "pickupLocations ... and /{locationId}"). */
export const pickupLocationEndpoint = defineEndpoint({
  name: 'pickupLocation',
  method: 'GET',
  path: 'logistics-service/v1/pickup-locations/{locationId}',
  credentials: false,
  response: resultEnvelope(PickupLocationSchema),
});

export async function pickupLocation(
  client: GatewayClient,
  input: { locationId: string },
): Promise<PickupLocation> {
  const answer = await client.call(pickupLocationEndpoint, { params: { locationId: input.locationId } });
  return answer.result;
}
