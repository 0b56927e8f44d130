import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { EkycSpecificationsSchema } from './ekyc-specifications.ts';

/**
 * The identity check each servicing context needs (ONBOARDING, SIM_REPLACEMENT, NUMBER_RECOVERY,
 * ...): the same fields as the onboarding specification, per context. Contexts stay free strings:
 * a new one must not make the others unreadable.
 */
export const EkycContextSpecificationSchema = v.object({
  context: v.pipe(v.string(), v.minLength(1)),
  ...EkycSpecificationsSchema.entries,
});
export type EkycContextSpecification = v.InferOutput<typeof EkycContextSpecificationSchema>;

/** GET eKYC context specifications, with credentials; `context` narrows the list to one. */
export const ekycContextSpecificationsEndpoint = defineEndpoint({
  name: 'ekycContextSpecifications',
  method: 'GET',
  path: 'ekyc-service/v1/context-specifications',
  credentials: true,
  response: resultEnvelope(v.array(EkycContextSpecificationSchema)),
});

export async function ekycContextSpecifications(
  client: GatewayClient,
  input: { context?: string } = {},
): Promise<EkycContextSpecification[]> {
  const answer = await client.call(ekycContextSpecificationsEndpoint, {
    searchParams: { context: input.context },
  });
  return answer.result;
}
