import * as v from 'valibot';
import { MoneySchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** A "golden" (easy to remember) number pattern sold as a premium number, e.g. repeated digits. */
export const GoldenNumberCategorySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string(), ''),
  price: MoneySchema,
  sku: v.pipe(v.string(), v.minLength(1)),
});
export type GoldenNumberCategory = v.InferOutput<typeof GoldenNumberCategorySchema>;

export const goldenNumberCategoriesEndpoint = defineEndpoint({
  name: 'goldenNumberCategories',
  method: 'GET',
  path: 'number-service/v1/golden-categories',
  credentials: false,
  response: resultEnvelope(v.array(GoldenNumberCategorySchema)),
});

export async function goldenNumberCategories(client: GatewayClient): Promise<GoldenNumberCategory[]> {
  const answer = await client.call(goldenNumberCategoriesEndpoint);
  return answer.result;
}
