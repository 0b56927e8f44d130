import * as v from 'valibot';
import { MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { IdempotencyKeySchema } from '../../../gateway/payments/payment-request.ts';

/**
 * The booster as the gateway made it: a BOOSTER request WAITING for its ON_APP_PURCHASES order
 * (the add-on at its price, IVA included), which the app pays; the data is added when it is paid.
 */
export const BoughtBoosterSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  status: ServiceRequestStatusSchema,
  payment: v.optional(
    v.object({ orderRef: v.pipe(v.string(), v.minLength(1)), amount: MoneySchema, tax: MoneySchema }),
  ),
});
export type BoughtBooster = v.InferOutput<typeof BoughtBoosterSchema>;

/**
 * POST a booster for the line (ours), with credentials. `idempotencyKey` is the customer's
 * attempt: sent again it answers the same request and order, so one tap is one charge.
 */
export const buyBoosterEndpoint = defineEndpoint({
  name: 'buyBooster',
  method: 'POST',
  path: 'subscription-service/v1/line/boosters',
  credentials: true,
  response: resultEnvelope(BoughtBoosterSchema),
});

export const BuyBoosterBodySchema = v.strictObject({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  sku: v.pipe(v.string(), v.minLength(1)),
  idempotencyKey: IdempotencyKeySchema,
});
export type BuyBoosterBody = v.InferOutput<typeof BuyBoosterBodySchema>;

export async function buyBooster(client: GatewayClient, input: BuyBoosterBody): Promise<BoughtBooster> {
  const json = v.parse(BuyBoosterBodySchema, input);
  return (await client.call(buyBoosterEndpoint, { json })).result;
}
