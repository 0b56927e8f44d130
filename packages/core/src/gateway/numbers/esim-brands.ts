import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** GET the phone brands with eSIM models; each is a `brand` value for esimDevices. */
export const esimBrandsEndpoint = defineEndpoint({
  name: 'esimBrands',
  method: 'GET',
  path: 'device-service/v1/esim/brands',
  credentials: false,
  response: resultEnvelope(v.array(v.pipe(v.string(), v.minLength(1)))),
});

export async function esimBrands(client: GatewayClient): Promise<string[]> {
  const answer = await client.call(esimBrandsEndpoint);
  return answer.result;
}
