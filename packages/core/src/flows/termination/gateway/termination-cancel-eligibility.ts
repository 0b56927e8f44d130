import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema, TerminationRequestIdSchema } from './termination.schema.ts';

export const TERMINATION_CANCEL_REFUSALS = ['NO_PENDING_TERMINATION', 'ALREADY_CLOSED', 'OTHER'] as const;
export type TerminationCancelRefusal = (typeof TERMINATION_CANCEL_REFUSALS)[number];

export const TerminationCancelEligibilityAnswerSchema = v.variant('cancelable', [
  v.object({ cancelable: v.literal(true), requestId: TerminationRequestIdSchema }),
  v.object({
    cancelable: v.literal(false),
    reason: v.fallback(v.picklist(TERMINATION_CANCEL_REFUSALS), 'OTHER'),
    requestId: v.optional(TerminationRequestIdSchema),
  }),
]);
export type TerminationCancelEligibilityAnswer = v.InferOutput<
  typeof TerminationCancelEligibilityAnswerSchema
>;

/** GET termination cancel eligibility by accountNumber: may the pending request be withdrawn. */
export const terminationCancelEligibilityEndpoint = defineEndpoint({
  name: 'terminationCancelEligibility',
  method: 'GET',
  path: 'subscription-service/v1/termination/cancel-eligibility',
  credentials: true,
  response: resultEnvelope(TerminationCancelEligibilityAnswerSchema),
});

export async function terminationCancelEligibility(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<TerminationCancelEligibilityAnswer> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(terminationCancelEligibilityEndpoint, { searchParams: { accountNumber } });
  return answer.result;
}
