import * as v from 'valibot';
import { MoneySchema } from '../common.schema.ts';
import { OrderItemTypeSchema } from '../enums.ts';

/**
 * A priced line of an order or an order preview (the spec: itemType, sku, cost.amount). `cost` is the
 * line total, IVA included; `itemType` is strict because the summary groups lines by it.
 */
export const OrderPreviewItemSchema = v.object({
  itemType: OrderItemTypeSchema,
  sku: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  cost: MoneySchema,
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});
export type OrderPreviewItem = v.InferOutput<typeof OrderPreviewItemSchema>;

/** A line as the app asks for it: what to buy, the server prices it. */
export const OrderItemRequestSchema = v.object({
  itemType: OrderItemTypeSchema,
  sku: v.pipe(v.string(), v.minLength(1)),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type OrderItemRequest = v.InferOutput<typeof OrderItemRequestSchema>;

/** A promo code as requests carry it (Promo code key: promo_code). */
export const PromoCodeRequestSchema = v.object({ promo_code: v.pipe(v.string(), v.minLength(1)) });
export type PromoCodeRequest = v.InferOutput<typeof PromoCodeRequestSchema>;

export const toPromoCodeRequests = (codes: readonly string[]): PromoCodeRequest[] =>
  codes.map((code) => ({ promo_code: code }));
