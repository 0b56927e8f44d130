import * as v from 'valibot';
import { MoneySchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { NumberCategorySchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** A new-number category: free, or premium at a price; the sku is the order's NEW_NUMBER item. */
export const NumberCategoryOfferSchema = v.object({
  category: NumberCategorySchema,
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string(), ''),
  price: MoneySchema,
  sku: v.pipe(v.string(), v.minLength(1)),
});
export type NumberCategoryOffer = v.InferOutput<typeof NumberCategoryOfferSchema>;

export const numberCategoriesEndpoint = defineEndpoint({
  name: 'numberCategories',
  method: 'GET',
  path: 'number-service/v1/categories',
  credentials: false,
  response: resultEnvelope(v.array(NumberCategoryOfferSchema)),
});

export async function numberCategories(client: GatewayClient): Promise<NumberCategoryOffer[]> {
  const answer = await client.call(numberCategoriesEndpoint);
  return answer.result;
}
