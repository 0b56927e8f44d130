import * as v from 'valibot';
import { CHANNELS } from '../../config/constants.ts';
import { IsoTimestampSchema } from '../common.schema.ts';
import { OrderStatusSchema } from '../enums.ts';

/**
 * An order in the customer's list (Order, the spec's post-verification routing). `order_type` and
 * `state` stay free strings: the rules compare them with SIM_ONLY and the final states, so a
 * new type or pending state must not make the whole list unreadable.
 */
export const OrderSummarySchema = v.object({
  order_ref: v.pipe(v.string(), v.minLength(1)),
  order_type: v.pipe(v.string(), v.minLength(1)),
  state: v.pipe(v.string(), v.minLength(1)),
  status: v.optional(OrderStatusSchema),
  /** e.g. trial_plan, trial_migration_plan. */
  product_label: v.nullish(v.string()),
  created_at: IsoTimestampSchema,
  /** Where it was bought (the spec's source channels): `meli` for a marketplace buyer's (vendor login). */
  source_channel: v.optional(v.picklist(['web', 'meli'])),
  /** The channel it was sold on, and for a retail sale the store it was sold in. */
  channel: v.optional(v.picklist(CHANNELS)),
  retail_store_id: v.optional(v.string()),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;
