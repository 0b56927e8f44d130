import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { SimNumberSchema } from '../../../gateway/lines/sim-number.schema.ts';
import { IdempotencyKeySchema } from '../../../gateway/payments/payment-request.ts';

/**
 * The renewal as the gateway made it: a request WAITING for its order (one plan period at the
 * plan's price, IVA included), which the app pays; the line renews when that order is paid.
 */
export const SubmittedRenewalSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  status: ServiceRequestStatusSchema,
  payment: v.optional(
    v.object({
      orderRef: v.pipe(v.string(), v.minLength(1)),
      amount: MoneySchema,
      tax: MoneySchema,
    }),
  ),
  /** The renewal date the line will have if it is paid now (Mexico City midnight, as an instant). */
  renewsUntil: IsoTimestampSchema,
});
export type SubmittedRenewal = v.InferOutput<typeof SubmittedRenewalSchema>;

/**
 * POST a renewal of the line now ("Renew now"), with credentials. `idempotencyKey` is the
 * customer's attempt; a renewal already waiting for payment on the line is answered again
 * (same request and order) rather than doubled, so a line is renewed, and charged, once.
 */
export const submitRenewalEndpoint = defineEndpoint({
  name: 'submitRenewal',
  method: 'POST',
  path: 'subscription-service/v1/renewal',
  credentials: true,
  response: resultEnvelope(SubmittedRenewalSchema),
});

export const SubmitRenewalBodySchema = v.strictObject({
  simNumber: SimNumberSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type SubmitRenewalBody = v.InferOutput<typeof SubmitRenewalBodySchema>;

export async function submitRenewal(
  client: GatewayClient,
  input: SubmitRenewalBody,
): Promise<SubmittedRenewal> {
  const json = v.parse(SubmitRenewalBodySchema, input);
  const answer = await client.call(submitRenewalEndpoint, { json });
  return answer.result;
}
