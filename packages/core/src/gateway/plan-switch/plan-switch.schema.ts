import * as v from 'valibot';
import { BenefitSchema } from '../catalogue/product-variant.schema.ts';
import { MoneySchema } from '../common.schema.ts';

/**
 * When a plan switch takes effect. IMMEDIATE: the new plan's allowances start now and the rest of
 * the current period is charged at the difference (prorated); the renewal date stays. NEXT_RENEWAL:
 * nothing is charged now, the line renews on the new plan at its price.
 */
export const PLAN_SWITCH_TIMINGS = ['IMMEDIATE', 'NEXT_RENEWAL'] as const;
export const PlanSwitchTimingSchema = v.picklist(PLAN_SWITCH_TIMINGS);
export type PlanSwitchTiming = (typeof PLAN_SWITCH_TIMINGS)[number];

/** A plan as a switch shows it: its price (MXN, IVA included), how long it lasts and what it gives. */
export const PlanSwitchPlanSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  price: MoneySchema,
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  allowances: v.optional(v.array(BenefitSchema), []),
});
export type PlanSwitchPlan = v.InferOutput<typeof PlanSwitchPlanSchema>;

/** The line a switch is about: its SIM number (the ICCID) is the spec's key of every plan-switch call. */
export const SimNumberSchema = v.pipe(v.string(), v.regex(/^\d{19,20}$/, 'ICCID'));
export const PlanSwitchRequestIdSchema = v.pipe(v.string(), v.minLength(1));

/** What is due now for a switch: 0 when nothing is (at the next renewal), IVA included. */
export const PlanSwitchChargeSchema = v.object({
  amount: MoneySchema,
  /** The IVA inside `amount`. */
  tax: MoneySchema,
});
