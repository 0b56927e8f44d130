import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import {
  PlanSwitchChargeSchema,
  PlanSwitchPlanSchema,
  PlanSwitchTimingSchema,
  SimNumberSchema,
} from './plan-switch.schema.ts';

/** One way the switch can be made: when it takes effect and what is due now for it. */
export const PlanSwitchOptionSchema = v.object({
  timing: PlanSwitchTimingSchema,
  effectiveAt: IsoTimestampSchema,
  /** Due now: the prorated difference for IMMEDIATE, 0 at the next renewal. */
  dueNow: PlanSwitchChargeSchema,
  /** For IMMEDIATE: the days left in the current period that the charge covers. */
  proratedDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type PlanSwitchOption = v.InferOutput<typeof PlanSwitchOptionSchema>;

/**
 * The order preview of a switch: the new plan beside the current one and the ways it may be made,
 * at least one. A dearer plan may start now (prorated charge) or at the next renewal; a cheaper
 * one only at the next renewal (prepaid periods are not refunded).
 */
export const PlanSwitchPreviewSchema = v.object({
  currentPlan: PlanSwitchPlanSchema,
  newPlan: PlanSwitchPlanSchema,
  /** The line's next renewal, when the new plan's price is charged. */
  renewalDate: IsoTimestampSchema,
  nextRenewalAmount: MoneySchema,
  options: v.pipe(v.array(PlanSwitchOptionSchema), v.minLength(1)),
});
export type PlanSwitchPreview = v.InferOutput<typeof PlanSwitchPreviewSchema>;

/** POST the order preview of a plan switch, with credentials: priced by the gateway, nothing is made. */
export const planSwitchPreviewEndpoint = defineEndpoint({
  name: 'planSwitchPreview',
  method: 'POST',
  path: 'subscription-service/v1/plan-switch/preview',
  credentials: true,
  response: resultEnvelope(PlanSwitchPreviewSchema),
});

export const PlanSwitchPreviewBodySchema = v.strictObject({
  simNumber: SimNumberSchema,
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type PlanSwitchPreviewBody = v.InferOutput<typeof PlanSwitchPreviewBodySchema>;

export async function planSwitchPreview(
  client: GatewayClient,
  input: PlanSwitchPreviewBody,
): Promise<PlanSwitchPreview> {
  const json = v.parse(PlanSwitchPreviewBodySchema, input);
  const answer = await client.call(planSwitchPreviewEndpoint, { json });
  return answer.result;
}
