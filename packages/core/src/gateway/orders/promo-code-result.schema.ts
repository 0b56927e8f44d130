import * as v from 'valibot';
import { MoneySchema } from '../common.schema.ts';
import { PromoCodeStatusSchema } from '../enums.ts';

/**
 * What the preview did with one promo code: applied (with the discount it gave) or refused with
 * a reason code (EXPIRED, NOT_ELIGIBLE, LIMIT_REACHED, ...), which the app maps to a message.
 */
export const PromoCodeResultSchema = v.object({
  promo_code: v.pipe(v.string(), v.minLength(1)),
  status: PromoCodeStatusSchema,
  reason: v.optional(v.string()),
  discount: v.optional(MoneySchema),
});
export type PromoCodeResult = v.InferOutput<typeof PromoCodeResultSchema>;
