import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PlanSwitchRequestIdSchema, SimNumberSchema } from './plan-switch.schema.ts';

/** Why a line's switch cannot be cancelled; an unknown reason reads as OTHER. */
export const PLAN_SWITCH_CANCEL_REFUSALS = [
  /** No switch is waiting on this line. */
  'NO_PENDING_SWITCH',
  /** It was paid or reached its date: the new plan is on the line. */
  'ALREADY_APPLIED',
  /** A payment for it is being processed: wait for its answer. */
  'PAYMENT_IN_PROGRESS',
  'OTHER',
] as const;
export type PlanSwitchCancelRefusal = (typeof PLAN_SWITCH_CANCEL_REFUSALS)[number];

export const PlanSwitchCancelEligibilityAnswerSchema = v.variant('cancelable', [
  v.object({ cancelable: v.literal(true), requestId: PlanSwitchRequestIdSchema }),
  v.object({
    cancelable: v.literal(false),
    reason: v.fallback(v.picklist(PLAN_SWITCH_CANCEL_REFUSALS), 'OTHER'),
    requestId: v.optional(PlanSwitchRequestIdSchema),
  }),
]);
export type PlanSwitchCancelEligibilityAnswer = v.InferOutput<typeof PlanSwitchCancelEligibilityAnswerSchema>;

/**
 * GET plan-switch cancel eligibility by simNumber, with credentials: whether the line's
 * pending switch (scheduled for the renewal, or waiting for its payment) may still be cancelled.
 */
export const planSwitchCancelEligibilityEndpoint = defineEndpoint({
  name: 'planSwitchCancelEligibility',
  method: 'GET',
  path: 'subscription-service/v1/plan-switch/cancel-eligibility',
  credentials: true,
  response: resultEnvelope(PlanSwitchCancelEligibilityAnswerSchema),
});

export async function planSwitchCancelEligibility(
  client: GatewayClient,
  input: { simNumber: string },
): Promise<PlanSwitchCancelEligibilityAnswer> {
  const simNumber = v.parse(SimNumberSchema, input.simNumber);
  const answer = await client.call(planSwitchCancelEligibilityEndpoint, { searchParams: { simNumber } });
  return answer.result;
}
