import * as v from 'valibot';
import { MARKETPLACE_CHANNEL } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { AccessTokenSchema } from './access-token.schema.ts';

/**
 * the spec's vendor login: the marketplace (meli) hands its buyer over with a one-use `vendor_token`;
 * the gateway trades it for a Senda session whose source channel is the marketplace. The body's
 * and answer's fields are not shown by the spec; these are ours.
 */
export const VendorLoginBodySchema = v.object({
  vendor: v.literal(MARKETPLACE_CHANNEL),
  vendorToken: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
});
export type VendorLoginBody = v.InferOutput<typeof VendorLoginBodySchema>;

export const vendorLoginEndpoint = defineEndpoint({
  name: 'vendorLogin',
  method: 'POST',
  path: 'user-service/v4/auth/vendor-login',
  credentials: false,
  response: resultEnvelope(
    v.object({
      accessToken: AccessTokenSchema,
      userId: v.pipe(v.string(), v.minLength(1)),
      sourceChannel: v.literal(MARKETPLACE_CHANNEL),
    }),
  ),
});
export type VendorLoginResult = v.InferOutput<typeof vendorLoginEndpoint.response>['result'];

export async function vendorLogin(
  client: GatewayClient,
  input: { vendorToken: string },
): Promise<VendorLoginResult> {
  const body: VendorLoginBody = { vendor: MARKETPLACE_CHANNEL, vendorToken: input.vendorToken };
  const answer = await client.call(vendorLoginEndpoint, { json: body });
  return answer.result;
}
