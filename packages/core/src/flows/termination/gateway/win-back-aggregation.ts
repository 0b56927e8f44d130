import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema, type WinBackOffer, WinBackOfferSchema } from './termination.schema.ts';

/**
 * An offer of a kind this build does not show is dropped (not the whole answer): the customer
 * still sees the others, and "No thanks" is there either way.
 */
const OffersSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((item) => {
      const parsed = v.safeParse(WinBackOfferSchema, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

/**
 * GET win-back aggregation by accountNumber: the gateway's aggregation of the promotions and
 * rewards this customer may be offered to stay, as one list.
 */
export const winBackAggregationEndpoint = defineEndpoint({
  name: 'winBackAggregation',
  method: 'GET',
  path: 'subscription-service/v1/winback/aggregation',
  credentials: true,
  response: resultEnvelope(v.object({ offers: OffersSchema })),
});

export async function winBackAggregation(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<WinBackOffer[]> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(winBackAggregationEndpoint, { searchParams: { accountNumber } });
  return answer.result.offers;
}
