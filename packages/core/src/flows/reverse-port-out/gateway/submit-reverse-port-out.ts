import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { stepUpHeaders } from '../../../gateway/session/step-up.ts';
import { AccountNumberSchema } from './reverse-port-out.schema.ts';
import {
  type ReversePortOutRequest,
  ReversePortOutRequestSchema,
} from './reverse-port-out-request.schema.ts';

export const SubmitReversePortOutBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  /** The customer states they did not ask for the port-out (the request is made on that ground). */
  notRequestedByMe: v.literal(true),
  /** The same request sent again (a lost answer, a reload) is answered, not made twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
});
export type SubmitReversePortOutBody = v.InferOutput<typeof SubmitReversePortOutBodySchema>;

/**
 * POST reverse port-out request, with credentials: answered with the PORT_OUT_REQUEST made
 * (PROCESSING). A line that may not ask is 422332 REVERSE_PORT_OUT_NOT_ELIGIBLE. It changes the
 * account: it carries the step-up proof for REVERSE_PORT_OUT on this line
 * (X-Step-Up-Token), which it spends; without one, 422120.
 */
export const submitReversePortOutEndpoint = defineEndpoint({
  name: 'submitReversePortOut',
  method: 'POST',
  path: 'portout-service/v1/reverse/requests',
  credentials: true,
  response: resultEnvelope(ReversePortOutRequestSchema),
});

export async function submitReversePortOut(
  client: GatewayClient,
  input: SubmitReversePortOutBody,
  stepUpToken?: string | null,
): Promise<ReversePortOutRequest> {
  const json = v.parse(SubmitReversePortOutBodySchema, input);
  const answer = await client.call(submitReversePortOutEndpoint, {
    json,
    headers: stepUpHeaders(stepUpToken),
  });
  return answer.result;
}
