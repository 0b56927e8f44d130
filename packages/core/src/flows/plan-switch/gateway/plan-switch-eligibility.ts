import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PlanSwitchRequestIdSchema, SimNumberSchema } from './plan-switch.schema.ts';

/**
 * Why a line may not switch plans now (the gateway's refusal, typed). A reason this build does not
 * know reads as OTHER: the customer still gets a true sentence ("not possible now") instead of an
 * error.
 */
export const PLAN_SWITCH_REFUSALS = [
  /** A physical SIM not activated yet: activate it first. */
  'SIM_NOT_ACTIVATED',
  /** A renewal was missed: pay it (recharge) first. */
  'LINE_IN_GRACE',
  'LINE_SUSPENDED',
  /** Suspended for not being in the mobile line registry: registering lifts it. */
  'LINE_UNREGISTERED',
  /** The line is closed. */
  'LINE_INACTIVE',
  /** Not closed: it has no number (its transfer failed, or another operator took it). */
  'NO_NUMBER',
  /** The customer asked to cancel the line: nothing more is sold on it (withdrawing lifts it). */
  'LINE_CLOSING',
  /** The number is still being transferred from another operator. */
  'PORT_IN_IN_PROGRESS',
  /** A switch is already waiting for the next renewal: cancel it to choose another. */
  'SWITCH_PENDING',
  'OTHER',
] as const;
export type PlanSwitchRefusal = (typeof PLAN_SWITCH_REFUSALS)[number];

export const PlanSwitchEligibilityAnswerSchema = v.variant('eligible', [
  v.object({ eligible: v.literal(true) }),
  v.object({
    eligible: v.literal(false),
    reason: v.fallback(v.picklist(PLAN_SWITCH_REFUSALS), 'OTHER'),
    /** The pending switch, when the reason is SWITCH_PENDING. */
    pendingRequestId: v.optional(PlanSwitchRequestIdSchema),
  }),
]);
export type PlanSwitchEligibilityAnswer = v.InferOutput<typeof PlanSwitchEligibilityAnswerSchema>;

/** GET plan-switch eligibility by simNumber, with credentials; another customer's SIM is 404. */
export const planSwitchEligibilityEndpoint = defineEndpoint({
  name: 'planSwitchEligibility',
  method: 'GET',
  path: 'subscription-service/v1/plan-switch/eligibility',
  credentials: true,
  response: resultEnvelope(PlanSwitchEligibilityAnswerSchema),
});

export async function planSwitchEligibility(
  client: GatewayClient,
  input: { simNumber: string },
): Promise<PlanSwitchEligibilityAnswer> {
  const simNumber = v.parse(SimNumberSchema, input.simNumber);
  const answer = await client.call(planSwitchEligibilityEndpoint, { searchParams: { simNumber } });
  return answer.result;
}
