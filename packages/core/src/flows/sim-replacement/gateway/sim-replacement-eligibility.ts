import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { SimTypeSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema, SimReplacementRequestIdSchema } from './sim-replacement.schema.ts';

/**
 * Why a line may not have a new SIM now (the gateway's refusal, typed). A reason this build does
 * not know reads as OTHER: a true sentence ("not possible now"), never an error.
 */
export const SIM_REPLACEMENT_REFUSALS = [
  /** A replacement is already under way for this line. */
  'REPLACEMENT_PENDING',
  /** The first SIM has not reached the customer yet: there is nothing to replace. */
  'SIM_NOT_DELIVERED',
  /** The first SIM is in the customer's hands but not activated: activating it is what to do. */
  'SIM_NOT_ACTIVATED',
  /** The customer asked to cancel the line: nothing more is sold on it (withdrawing lifts it). */
  'LINE_CLOSING',
  /** The number is still being transferred from another operator. */
  'PORT_IN_IN_PROGRESS',
  'LINE_SUSPENDED',
  /** Suspended for not being in the mobile line registry: registering lifts it. */
  'LINE_UNREGISTERED',
  /** The line is closed. */
  'LINE_INACTIVE',
  /** Not closed: it has no number (its transfer failed, or another operator took it). */
  'NO_NUMBER',
  /** The customer locked the number (flows/number-lock): no new SIM until the lock is off. */
  'NUMBER_LOCKED',
  'OTHER',
] as const;
export type SimReplacementRefusal = (typeof SIM_REPLACEMENT_REFUSALS)[number];

export const SimReplacementEligibilityAnswerSchema = v.variant('eligible', [
  v.object({
    eligible: v.literal(true),
    /** The SIM the line has now: the new one may be of either kind. */
    simType: SimTypeSchema,
  }),
  v.object({
    eligible: v.literal(false),
    reason: v.fallback(v.picklist(SIM_REPLACEMENT_REFUSALS), 'OTHER'),
    pendingRequestId: v.optional(SimReplacementRequestIdSchema),
  }),
]);
export type SimReplacementEligibilityAnswer = v.InferOutput<typeof SimReplacementEligibilityAnswerSchema>;

/** GET SIM-replacement eligibility by accountNumber, with credentials; another's line is 404. */
export const simReplacementEligibilityEndpoint = defineEndpoint({
  name: 'simReplacementEligibility',
  method: 'GET',
  path: 'subscription-service/v1/sim-replacement/eligibility',
  credentials: true,
  response: resultEnvelope(SimReplacementEligibilityAnswerSchema),
});

export async function simReplacementEligibility(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<SimReplacementEligibilityAnswer> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(simReplacementEligibilityEndpoint, { searchParams: { accountNumber } });
  return answer.result;
}
