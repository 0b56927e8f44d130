import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** A phone model that takes an eSIM, for the "is my phone compatible?" check. */
export const EsimDeviceSchema = v.object({
  brand: v.pipe(v.string(), v.minLength(1)),
  model: v.pipe(v.string(), v.minLength(1)),
});
export type EsimDevice = v.InferOutput<typeof EsimDeviceSchema>;

export const esimDevicesEndpoint = defineEndpoint({
  name: 'esimDevices',
  method: 'GET',
  path: 'device-service/v1/esim/devices',
  credentials: false,
  response: resultEnvelope(v.array(EsimDeviceSchema)),
});

export async function esimDevices(client: GatewayClient, input: { brand: string }): Promise<EsimDevice[]> {
  const answer = await client.call(esimDevicesEndpoint, { searchParams: { brand: input.brand } });
  return answer.result;
}
