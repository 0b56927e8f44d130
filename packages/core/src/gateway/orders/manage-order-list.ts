import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** A manage-order list entry: the order and its product label. */
export const ManageOrderEntrySchema = v.object({
  order_ref: v.pipe(v.string(), v.minLength(1)),
  product_label: v.nullish(v.string()),
});
export type ManageOrderEntry = v.InferOutput<typeof ManageOrderEntrySchema>;

/** POST manage_order, with credentials and a captcha token (Orders and carts). */
export const manageOrderListEndpoint = defineEndpoint({
  name: 'manageOrderList',
  method: 'POST',
  path: 'order-service/v1/manage_order',
  credentials: true,
  response: resultEnvelope(v.array(ManageOrderEntrySchema)),
});

export const ManageOrderListBodySchema = v.object({ re_captcha_token: v.pipe(v.string(), v.minLength(1)) });
export type ManageOrderListBody = v.InferOutput<typeof ManageOrderListBodySchema>;

export async function manageOrderList(
  client: GatewayClient,
  input: { reCaptchaToken: string },
): Promise<ManageOrderEntry[]> {
  const body: ManageOrderListBody = { re_captcha_token: input.reCaptchaToken };
  const answer = await client.call(manageOrderListEndpoint, { json: body });
  return answer.result;
}
