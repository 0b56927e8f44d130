import * as v from 'valibot';
import { BenefitSchema } from '../../../gateway/catalogue/product-variant.schema.ts';
import { MoneySchema } from '../../../gateway/common.schema.ts';

export { SimNumberSchema } from '../../../gateway/lines/sim-number.schema.ts';
export {
  PLAN_SWITCH_TIMINGS,
  type PlanSwitchTiming,
  PlanSwitchTimingSchema,
} from '../../../gateway/service-requests/plan-switch-timing.schema.ts';

/** A plan as a switch shows it: its price (MXN, IVA included), how long it lasts and what it gives. */
export const PlanSwitchPlanSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  price: MoneySchema,
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  allowances: v.optional(v.array(BenefitSchema), []),
});
export type PlanSwitchPlan = v.InferOutput<typeof PlanSwitchPlanSchema>;

export const PlanSwitchRequestIdSchema = v.pipe(v.string(), v.minLength(1));

/** What is due now for a switch: 0 when nothing is (at the next renewal), IVA included. */
export const PlanSwitchChargeSchema = v.object({
  amount: MoneySchema,
  /** The IVA inside `amount`. */
  tax: MoneySchema,
});
