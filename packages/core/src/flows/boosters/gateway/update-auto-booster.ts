import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AutoBoosterSchema } from './booster-offer.ts';

/**
 * Turning the automatic booster on carries the consent as the customer read it: the add-on, its
 * amount, the card's last four and the cap. The gateway refuses it when any differs from what it
 * would charge (the customer agreed to something else); off needs nothing.
 */
export const UpdateAutoBoosterBodySchema = v.variant('on', [
  v.strictObject({ accountNumber: v.pipe(v.string(), v.minLength(1)), on: v.literal(false) }),
  v.strictObject({
    accountNumber: v.pipe(v.string(), v.minLength(1)),
    on: v.literal(true),
    consent: v.strictObject({
      sku: v.pipe(v.string(), v.minLength(1)),
      amount: v.pipe(v.number(), v.minValue(0)),
      cardLast4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
      maxPerPeriod: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  }),
]);
export type UpdateAutoBoosterBody = v.InferOutput<typeof UpdateAutoBoosterBodySchema>;

/** PUT the line's automatic booster on (with its consent) or off (ours); the answer is it as now stored. */
export const updateAutoBoosterEndpoint = defineEndpoint({
  name: 'updateAutoBooster',
  method: 'PUT',
  path: 'subscription-service/v1/line/boosters/automatic',
  credentials: true,
  response: resultEnvelope(v.object({ automatic: v.nullable(AutoBoosterSchema) })),
});

export async function updateAutoBooster(client: GatewayClient, input: UpdateAutoBoosterBody) {
  const json = v.parse(UpdateAutoBoosterBodySchema, input);
  return (await client.call(updateAutoBoosterEndpoint, { json })).result.automatic;
}
