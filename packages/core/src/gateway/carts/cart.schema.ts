import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { OrderItemTypeSchema } from '../enums.ts';

/** A line of a saved basket: what was chosen, not yet priced (the preview prices it). */
export const CartItemSchema = v.object({
  itemType: OrderItemTypeSchema,
  sku: v.pipe(v.string(), v.minLength(1)),
  name: v.optional(v.string()),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** A basket saved for an e-mail before checkout ended; `status` is PENDING for the ones asked for. */
export const CartSchema = v.object({
  cartId: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  status: v.pipe(v.string(), v.minLength(1)),
  items: v.array(CartItemSchema),
  created_at: IsoTimestampSchema,
});
export type Cart = v.InferOutput<typeof CartSchema>;
