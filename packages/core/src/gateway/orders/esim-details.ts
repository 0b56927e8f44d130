import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { SimInstallationStatusSchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * An eSIM's download details (GSMA SGP.22): the SM-DP+ server, the matching id, and the activation
 * code that joins them as `LPA:1$<SM-DP+ address>$<matching id>`, which a QR code carries and an
 * iPhone's one-tap install link wraps. `confirmationCodeRequired` is false for Senda's profiles.
 */
export const EsimDetailsSchema = v.object({
  orderRef: v.pipe(v.string(), v.minLength(1)),
  iccid: v.pipe(v.string(), v.regex(/^\d{19,20}$/, 'ICCID')),
  smdpAddress: v.pipe(v.string(), v.minLength(1)),
  matchingId: v.pipe(v.string(), v.minLength(1)),
  activationCode: v.pipe(v.string(), v.startsWith('LPA:1$')),
  confirmationCodeRequired: v.optional(v.boolean(), false),
  installationStatus: SimInstallationStatusSchema,
});
export type EsimDetails = v.InferOutput<typeof EsimDetailsSchema>;

/** GET eSIM details by orderRef, with credentials (Orders and carts). */
export const esimDetailsEndpoint = defineEndpoint({
  name: 'esimDetails',
  method: 'GET',
  path: 'order-service/v1/orders/{orderRef}/esim-details',
  credentials: true,
  response: resultEnvelope(EsimDetailsSchema),
});

export async function esimDetails(client: GatewayClient, input: { orderRef: string }): Promise<EsimDetails> {
  const answer = await client.call(esimDetailsEndpoint, { params: { orderRef: input.orderRef } });
  return answer.result;
}
