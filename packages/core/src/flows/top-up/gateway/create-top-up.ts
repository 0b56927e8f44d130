import * as v from 'valibot';
import { MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';
import { EmailSchema } from '../../../validation/email.ts';

/**
 * A recarga made: the line's plan renewal (or a data add-on) as an order of its own, and the pay-by-link that lets
 * whoever made it pay that order as a guest (card, OXXO or SPEI). The link is all the payer holds.
 */
export const TopUpSchema = v.object({
  paylinkId: v.pipe(v.string(), v.minLength(1)),
  amount: MoneySchema,
});
export type TopUp = v.InferOutput<typeof TopUpSchema>;

/**
 * POST, without credentials: the number, the payer's e-mail (where the receipt, the OXXO voucher
 * or SPEI details and the CFDI go; the only thing kept of the payer) and a key per press of the
 * button, so a repeated press answers the same recarga. Counted with topUpLine's tries.
 */
export const createTopUpEndpoint = defineEndpoint({
  name: 'createTopUp',
  method: 'POST',
  path: 'subscription-service/v1/top-ups',
  credentials: false,
  response: resultEnvelope(TopUpSchema),
});

export const CreateTopUpBodySchema = v.strictObject({
  msisdn: PhoneNumberSchema,
  payerEmail: EmailSchema,
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  /** A data add-on of the lookup's `dataAddOns` instead of the plan's renewal. */
  sku: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});
export type CreateTopUpBody = v.InferOutput<typeof CreateTopUpBodySchema>;

export async function createTopUp(client: GatewayClient, body: CreateTopUpBody): Promise<TopUp> {
  return (await client.call(createTopUpEndpoint, { json: v.parse(CreateTopUpBodySchema, body) })).result;
}
