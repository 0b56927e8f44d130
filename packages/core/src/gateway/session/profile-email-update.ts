import * as v from 'valibot';
import { EmailSchema } from '../../validation/email.ts';
import { OtpCodeFieldSchema } from '../auth/otp-code.schema.ts';
import { type OtpRequest, OtpRequestSchema } from '../auth/otp-request.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { stepUpHeaders } from './step-up.ts';

/**
 * the spec "Profile e-mail update", in two calls (the spec names the call, not its shape): the new
 * address is proved by a one-time code sent to THAT address, as sign-up proves one, and only then
 * replaces the old one. An address another account uses is answered like a free one when the
 * code is asked for (the sandbox mails it no code, only that it has an account: a 409 there told
 * anyone which addresses have accounts), and refused (409 EMAIL_IN_USE) when it is confirmed (it
 * may have been taken meanwhile); a gateway that still answers 409 at once is shown on the field
 * (profile-email.rules.ts). Both calls
 * carry the step-up proof for EMAIL_CHANGE (step-up.ts): the account's current address approves
 * first, and the confirm spends the proof.
 */
export const requestProfileEmailUpdateEndpoint = defineEndpoint({
  name: 'requestProfileEmailUpdate',
  method: 'POST',
  path: 'user-service/v4/users/email',
  credentials: true,
  response: resultEnvelope(OtpRequestSchema),
});

export const RequestProfileEmailUpdateBodySchema = v.strictObject({ email: EmailSchema });
export type RequestProfileEmailUpdateBody = v.InferInput<typeof RequestProfileEmailUpdateBodySchema>;

export async function requestProfileEmailUpdate(
  client: GatewayClient,
  input: RequestProfileEmailUpdateBody,
  stepUpToken?: string | null,
): Promise<OtpRequest> {
  const json = v.parse(RequestProfileEmailUpdateBodySchema, { email: input.email.trim() });
  const answer = await client.call(requestProfileEmailUpdateEndpoint, {
    json,
    headers: stepUpHeaders(stepUpToken),
  });
  return answer.result;
}

export const confirmProfileEmailUpdateEndpoint = defineEndpoint({
  name: 'confirmProfileEmailUpdate',
  method: 'POST',
  path: 'user-service/v4/users/email/validate',
  credentials: true,
  response: resultEnvelope(v.object({ email: v.pipe(v.string(), v.minLength(1)) })),
});

export const ConfirmProfileEmailUpdateBodySchema = v.strictObject({
  requestId: v.pipe(v.string(), v.minLength(1)),
  otpCode: OtpCodeFieldSchema,
});
export type ConfirmProfileEmailUpdateBody = v.InferInput<typeof ConfirmProfileEmailUpdateBodySchema>;

/** The code sent to the new address; answers the account's e-mail as it now is. */
export async function confirmProfileEmailUpdate(
  client: GatewayClient,
  input: ConfirmProfileEmailUpdateBody,
  stepUpToken?: string | null,
): Promise<{ email: string }> {
  const json = v.parse(ConfirmProfileEmailUpdateBodySchema, input);
  const answer = await client.call(confirmProfileEmailUpdateEndpoint, {
    json,
    headers: stepUpHeaders(stepUpToken),
  });
  return answer.result;
}
