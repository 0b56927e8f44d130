import * as v from 'valibot';
import { IsoTimestampSchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { stepUpHeaders } from '../../../gateway/session/step-up.ts';
import { isValidClabe } from '../../../validation/clabe.ts';
import {
  AccountNumberSchema,
  TerminationRefundSchema,
  TerminationRequestIdSchema,
} from './termination.schema.ts';

/** Free-text feedback: optional, at most 500 characters (a sandbox choice; the spec's says nothing). */
export const TERMINATION_FEEDBACK_MAX = 500;

export const SubmitTerminationBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  /** One of the gateway's reason codes (the spec's terminationReason). */
  reason: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** the spec's terminationFeedback. */
  feedback: v.pipe(v.string(), v.maxLength(TERMINATION_FEEDBACK_MAX)),
  /** Where the refund of an order paid in cash at OXXO goes (SPEI): 18 digits with Banxico's check digit. */
  refundClabe: v.optional(v.pipe(v.string(), v.check(isValidClabe))),
  /** The same request sent again (a lost answer, a reload) is answered, not made twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
});
export type SubmitTerminationBody = v.InferOutput<typeof SubmitTerminationBodySchema>;

/**
 * The answer: the TERMINATION_REQUEST, its status, when the line closes, and the refund made when
 * the SIM was never activated (then the line closes at once).
 */
export const SubmittedTerminationSchema = v.object({
  requestId: TerminationRequestIdSchema,
  status: ServiceRequestStatusSchema,
  closesAt: IsoTimestampSchema,
  autoRenewal: v.boolean(),
  refund: v.optional(v.nullable(TerminationRefundSchema), null),
});
export type SubmittedTermination = v.InferOutput<typeof SubmittedTerminationSchema>;

/**
 * POST termination service-request, with credentials. Auto-renewal stops at once; the line
 * closes at `closesAt`. A line that may not be cancelled is 4121101. It changes the account:
 * it carries the step-up proof for TERMINATION on this line (X-Step-Up-Token), which
 * it spends; without one, 422120. A win-back claim (claim-win-back.ts) needs none.
 */
export const submitTerminationEndpoint = defineEndpoint({
  name: 'submitTermination',
  method: 'POST',
  path: 'subscription-service/v1/termination/service-request',
  credentials: true,
  response: resultEnvelope(SubmittedTerminationSchema),
});

export async function submitTermination(
  client: GatewayClient,
  input: SubmitTerminationBody,
  stepUpToken?: string | null,
): Promise<SubmittedTermination> {
  const json = v.parse(SubmitTerminationBodySchema, input);
  const answer = await client.call(submitTerminationEndpoint, { json, headers: stepUpHeaders(stepUpToken) });
  return answer.result;
}
