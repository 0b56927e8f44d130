import * as v from 'valibot';
import { CHANNELS, type Channel } from '../../config/constants.ts';
import { MoneySchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import {
  type DeliveryType,
  DeliveryTypeSchema,
  type NumberType,
  NumberTypeSchema,
  type OrderType,
  OrderTypeSchema,
  type SimType,
  SimTypeSchema,
} from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import {
  type OrderItemRequest,
  OrderItemRequestSchema,
  OrderPreviewItemSchema,
  PromoCodeRequestSchema,
  toPromoCodeRequests,
} from './order-item.schema.ts';
import { PromoCodeResultSchema } from './promo-code-result.schema.ts';

/**
 * The priced basket. All amounts are MXN with IVA included: `total` is the sum of the item
 * costs less the applied discounts, `tax` the IVA inside it, `subtotal` = total − tax.
 */
export const OrderPreviewSchema = v.object({
  items: v.array(OrderPreviewItemSchema),
  subtotal: MoneySchema,
  tax: MoneySchema,
  discount: v.optional(MoneySchema),
  total: MoneySchema,
  promoCodes: v.optional(v.array(PromoCodeResultSchema), []),
});
export type OrderPreview = v.InferOutput<typeof OrderPreviewSchema>;

/** POST order preview, with credentials: prices the basket and applies or refuses promo codes. */
export const orderPreviewEndpoint = defineEndpoint({
  name: 'orderPreview',
  method: 'POST',
  path: 'order-service/v2/orders/preview',
  credentials: true,
  response: resultEnvelope(OrderPreviewSchema),
});

export const OrderPreviewBodySchema = v.object({
  orderType: OrderTypeSchema,
  channel: v.picklist(CHANNELS),
  simType: SimTypeSchema,
  numberType: NumberTypeSchema,
  items: v.pipe(v.array(OrderItemRequestSchema), v.minLength(1)),
  deliveryMethod: v.optional(DeliveryTypeSchema),
  promoCodes: v.array(PromoCodeRequestSchema),
});
export type OrderPreviewBody = v.InferOutput<typeof OrderPreviewBodySchema>;

export interface OrderPreviewInput {
  orderType: OrderType;
  channel: Channel;
  simType: SimType;
  numberType: NumberType;
  items: readonly OrderItemRequest[];
  deliveryMethod?: DeliveryType;
  promoCodes?: readonly string[];
}

export async function orderPreview(client: GatewayClient, input: OrderPreviewInput): Promise<OrderPreview> {
  const body: OrderPreviewBody = {
    orderType: input.orderType,
    channel: input.channel,
    simType: input.simType,
    numberType: input.numberType,
    items: input.items.map(({ itemType, sku, quantity }) => ({
      itemType,
      sku,
      ...(quantity ? { quantity } : {}),
    })),
    ...(input.deliveryMethod ? { deliveryMethod: input.deliveryMethod } : {}),
    promoCodes: toPromoCodeRequests(input.promoCodes ?? []),
  };
  const answer = await client.call(orderPreviewEndpoint, { json: body });
  return answer.result;
}
