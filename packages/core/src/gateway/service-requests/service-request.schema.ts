import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../common.schema.ts';
import {
  DeliveryTypeSchema,
  ServiceRequestStatusSchema,
  ServiceRequestTypeSchema,
  SimTypeSchema,
} from '../enums.ts';
import { PlanSwitchTimingSchema } from './plan-switch-timing.schema.ts';

/** One status a service request went through, and when. */
export const ServiceRequestStatusChangeSchema = v.object({
  status: ServiceRequestStatusSchema,
  at: IsoTimestampSchema,
});
export type ServiceRequestStatusChange = v.InferOutput<typeof ServiceRequestStatusChangeSchema>;

const PlanNameSchema = v.object({ sku: v.pipe(v.string(), v.minLength(1)), name: v.string() });

/**
 * What a plan switch asked for: from which plan to which, when it takes effect, and the order that
 * pays it when something was due now (unpaid while the request is WAITING).
 */
export const PlanSwitchDetailsSchema = v.object({
  fromPlan: PlanNameSchema,
  toPlan: PlanNameSchema,
  timing: PlanSwitchTimingSchema,
  effectiveAt: IsoTimestampSchema,
  payment: v.optional(v.object({ orderRef: v.pipe(v.string(), v.minLength(1)), amount: MoneySchema })),
});
export type PlanSwitchDetails = v.InferOutput<typeof PlanSwitchDetailsSchema>;

/**
 * Why the customer needs a new SIM (SIM replacement's; the reasons are the storefront's, the spec's names
 * none). LOST_OR_STOLEN blocks the old SIM as soon as the request is sent; SIM_TYPE_CHANGE moves
 * the number between a physical SIM and an eSIM; NEW_PHONE is a phone that takes the other size
 * or kind of SIM.
 */
export const SIM_REPLACEMENT_REASONS = ['LOST_OR_STOLEN', 'DAMAGED', 'SIM_TYPE_CHANGE', 'NEW_PHONE'] as const;
export const SimReplacementReasonSchema = v.picklist(SIM_REPLACEMENT_REASONS);
export type SimReplacementReason = (typeof SIM_REPLACEMENT_REASONS)[number];

/**
 * What a SIM replacement asked for: why, the new SIM's type, how a physical one comes, and the
 * order that pays the fee (unpaid while the request is WAITING).
 */
export const SimReplacementDetailsSchema = v.object({
  reason: v.fallback(v.picklist(SIM_REPLACEMENT_REASONS), 'DAMAGED'),
  simType: SimTypeSchema,
  deliveryMethod: v.optional(DeliveryTypeSchema),
  payment: v.optional(v.object({ orderRef: v.pipe(v.string(), v.minLength(1)), amount: MoneySchema })),
});
export type SimReplacementDetails = v.InferOutput<typeof SimReplacementDetailsSchema>;

/** What a number change or recovery asked for: the number it leaves and the number it takes. */
export const NumberChangeDetailsSchema = v.object({
  fromNumber: v.pipe(v.string(), v.regex(/^\d{10}$/)),
  toNumber: v.pipe(v.string(), v.regex(/^\d{10}$/)),
});
export type NumberChangeDetails = v.InferOutput<typeof NumberChangeDetailsSchema>;

/**
 * A service request on a line (the spec's types, the spec's statuses): what was asked, where it stands, and the
 * statuses it went through, oldest first. `reason` is a code, set on FAILED or REJECTED.
 */
export const ServiceRequestSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  type: ServiceRequestTypeSchema,
  status: ServiceRequestStatusSchema,
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  orderRef: v.optional(v.string()),
  reason: v.optional(v.string()),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  history: v.array(ServiceRequestStatusChangeSchema),
  /** Set on a PLAN_SWITCH. */
  planSwitch: v.optional(PlanSwitchDetailsSchema),
  /** Set on a SIM_REPLACEMENT. */
  simReplacement: v.optional(SimReplacementDetailsSchema),
  /** Set on a NUMBER_CHANGE or NUMBER_RECOVERY. */
  numberChange: v.optional(NumberChangeDetailsSchema),
});
export type ServiceRequest = v.InferOutput<typeof ServiceRequestSchema>;
