import type { QueryClient } from '@tanstack/query-core';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { goldenNumberCategories } from '../../gateway/numbers/golden-number-categories.ts';
import { numberCategoriesQuery } from '../../queries/first-load-queries.ts';
import { referenceQuery } from '../../queries/query-definition.ts';

/** The golden number patterns the purchase sells, each at its price. */
export const goldenNumberCategoriesQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['goldenNumberCategories'], (client) => goldenNumberCategories(client));

export interface NumberOffersDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
}

/** What the number step offers: the new-number categories and the golden patterns, from the cache. */
export async function numberOffers({ gateway, queryClient }: NumberOffersDeps) {
  const [offers, golden] = await Promise.all([
    queryClient.fetchQuery(numberCategoriesQuery(gateway)),
    queryClient.fetchQuery(goldenNumberCategoriesQuery(gateway)),
  ]);
  return { offers, golden };
}
