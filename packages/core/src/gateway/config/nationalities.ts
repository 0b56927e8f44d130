import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** A nationality for the personal-details picker: ISO 3166 alpha-2 code and its name. */
export const NationalitySchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  name: v.pipe(v.string(), v.minLength(1)),
});
export type Nationality = v.InferOutput<typeof NationalitySchema>;

export const nationalitiesEndpoint = defineEndpoint({
  name: 'nationalities',
  method: 'GET',
  path: 'config-service/v1/nationalities',
  credentials: false,
  response: resultEnvelope(v.array(NationalitySchema)),
});

export async function nationalities(client: GatewayClient): Promise<Nationality[]> {
  const answer = await client.call(nationalitiesEndpoint);
  return answer.result;
}
