import * as v from 'valibot';
import { BANNER_LIMIT, BANNER_OFFSET } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * A banner for the signed-in customer, already in the language asked for: a notice about one of
 * their lines (a renewal missed, a transfer running) or an offer. `linkUrl` is a storefront path.
 */
export const BannerSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  kind: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  body: v.optional(v.string(), ''),
  linkUrl: v.optional(v.string()),
  accountNumber: v.optional(v.string()),
  /** A picture for the banner: never without its text alternative, which a screen reader reads. */
  image: v.optional(
    v.object({ url: v.pipe(v.string(), v.minLength(1)), alt: v.pipe(v.string(), v.minLength(1)) }),
  ),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** GET banner information, with credentials: one page of banners (the spec: limit 10, offset 0). */
export const bannerInformationEndpoint = defineEndpoint({
  name: 'bannerInformation',
  method: 'GET',
  path: 'content-service/v1/banners',
  credentials: true,
  response: resultEnvelope(
    v.object({
      banners: v.array(BannerSchema),
      total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
});
export type BannerPage = v.InferOutput<typeof bannerInformationEndpoint.response>['result'];

export async function bannerInformation(
  client: GatewayClient,
  input: { langCode: string; limit?: number; offset?: number },
): Promise<BannerPage> {
  const answer = await client.call(bannerInformationEndpoint, {
    searchParams: {
      limit: input.limit ?? BANNER_LIMIT,
      offset: input.offset ?? BANNER_OFFSET,
      langCode: input.langCode,
    },
  });
  return answer.result;
}
