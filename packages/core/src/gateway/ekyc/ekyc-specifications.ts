import * as v from 'valibot';
import { MAX_IMAGE_SIZE_BYTES } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * What identity check an order needs: whether one is required at all, whether a selfie is, the
 * document types accepted (free strings: the list changes with the regulator), and the size
 * limit, defaulting to the spec's 5 MB.
 */
export const EkycSpecificationsSchema = v.object({
  required: v.boolean(),
  selfieRequired: v.optional(v.boolean(), true),
  documentTypes: v.optional(v.array(v.pipe(v.string(), v.minLength(1))), []),
  maxFileSizeBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), MAX_IMAGE_SIZE_BYTES),
});
export type EkycSpecifications = v.InferOutput<typeof EkycSpecificationsSchema>;

export const ekycSpecificationsEndpoint = defineEndpoint({
  name: 'ekycSpecifications',
  method: 'GET',
  path: 'ekyc-service/v1/specifications',
  credentials: false,
  response: resultEnvelope(EkycSpecificationsSchema),
});

export async function ekycSpecifications(client: GatewayClient): Promise<EkycSpecifications> {
  const answer = await client.call(ekycSpecificationsEndpoint);
  return answer.result;
}
