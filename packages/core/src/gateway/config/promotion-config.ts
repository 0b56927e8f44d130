import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** How many promo codes one order takes (the spec: reduced by one when an exit promo code is stored). */
export const PromotionConfigSchema = v.object({
  maxPromoCodes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  promoEnabled: v.optional(v.boolean(), true),
});
export type PromotionConfig = v.InferOutput<typeof PromotionConfigSchema>;

export const promotionConfigEndpoint = defineEndpoint({
  name: 'promotionConfig',
  method: 'GET',
  path: 'config-service/v1/promotion-config',
  credentials: false,
  response: resultEnvelope(PromotionConfigSchema),
});

export async function promotionConfig(client: GatewayClient): Promise<PromotionConfig> {
  const answer = await client.call(promotionConfigEndpoint);
  return answer.result;
}
