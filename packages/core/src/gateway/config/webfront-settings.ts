import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * Storefront settings the spec leaves open: the help-centre link, which FAQ blocks show (the spec:
 * per screen and per plan type), whether prices are shown, and the captcha site key used by the
 * manage-order list.
 */
export const WebfrontSettingsSchema = v.object({
  helpCenterUrl: v.pipe(v.string(), v.url()),
  faqSections: v.optional(
    v.array(
      v.object({
        /** Screen id: login, signup, verify_otp, pre_checkout, addon, connection_details, ... */
        section: v.pipe(v.string(), v.minLength(1)),
        productType: v.string(),
        enabled: v.boolean(),
      }),
    ),
    [],
  ),
  priceVisible: v.optional(v.boolean(), true),
  recaptchaSiteKey: v.optional(v.string()),
});
export type WebfrontSettings = v.InferOutput<typeof WebfrontSettingsSchema>;

export const webfrontSettingsEndpoint = defineEndpoint({
  name: 'webfrontSettings',
  method: 'GET',
  path: 'config-service/v1/webfront-settings',
  credentials: false,
  response: resultEnvelope(WebfrontSettingsSchema),
});

export async function webfrontSettings(client: GatewayClient): Promise<WebfrontSettings> {
  const answer = await client.call(webfrontSettingsEndpoint);
  return answer.result;
}
