import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import {
  AccountNumberSchema,
  TERMINATION_REFUSALS,
  TerminationLossesSchema,
  TerminationRefundSchema,
} from './termination.schema.ts';

/**
 * The answer: an eligible line with what it loses (and the refund when its SIM was never
 * activated), or 4121101 with the reason. The code travels in the answer so the refusal is a
 * reason to show, not an error to recover from.
 */
export const TerminationEligibilityAnswerSchema = v.variant('eligible', [
  v.object({
    eligible: v.literal(true),
    losses: TerminationLossesSchema,
    refund: v.optional(v.nullable(TerminationRefundSchema), null),
  }),
  v.object({
    eligible: v.literal(false),
    /** 4121101, not eligible for termination. */
    code: v.literal(4121101),
    reason: v.fallback(v.picklist(TERMINATION_REFUSALS), 'OTHER'),
    /** The open request in the way, when the reason is PENDING_REQUEST or TERMINATION_PENDING. */
    pendingRequestId: v.optional(v.string()),
  }),
]);
export type TerminationEligibilityAnswer = v.InferOutput<typeof TerminationEligibilityAnswerSchema>;

/** GET termination eligibility by accountNumber, with credentials; another's account is 404. */
export const terminationEligibilityEndpoint = defineEndpoint({
  name: 'terminationEligibility',
  method: 'GET',
  path: 'subscription-service/v1/termination/eligibility',
  credentials: true,
  response: resultEnvelope(TerminationEligibilityAnswerSchema),
});

export async function terminationEligibility(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<TerminationEligibilityAnswer> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(terminationEligibilityEndpoint, { searchParams: { accountNumber } });
  return answer.result;
}
