import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** The operator a number is transferred from (Telcel, AT&T, Movistar, ...); `id` goes in requests. */
export const DonorTelcoSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  logoUrl: v.optional(v.string()),
});
export type DonorTelco = v.InferOutput<typeof DonorTelcoSchema>;

export const donorTelcosEndpoint = defineEndpoint({
  name: 'donorTelcos',
  method: 'GET',
  path: 'portin-service/v1/donors',
  credentials: false,
  response: resultEnvelope(v.array(DonorTelcoSchema)),
});

export async function donorTelcos(client: GatewayClient): Promise<DonorTelco[]> {
  const answer = await client.call(donorTelcosEndpoint);
  return answer.result;
}
