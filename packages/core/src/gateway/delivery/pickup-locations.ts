import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type PickupLocation, PickupLocationSchema } from './pickup-location.schema.ts';

export const pickupLocationsEndpoint = defineEndpoint({
  name: 'pickupLocations',
  method: 'GET',
  path: 'logistics-service/v1/pickup-locations',
  credentials: false,
  response: resultEnvelope(v.array(PickupLocationSchema)),
});

export async function pickupLocations(client: GatewayClient): Promise<PickupLocation[]> {
  const answer = await client.call(pickupLocationsEndpoint);
  return answer.result;
}
