import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { NotificationChannelSchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * How guest sign-up reaches the customer (auth state isGuestSignupSMSChannel, isNoOtpFlow): the
 * channel the one-time code goes to, and whether a code is asked for at all.
 */
export const SignupNotificationConfigSchema = v.object({
  channel: NotificationChannelSchema,
  otpRequired: v.optional(v.boolean(), true),
});
export type SignupNotificationConfig = v.InferOutput<typeof SignupNotificationConfigSchema>;

export const signupNotificationConfigEndpoint = defineEndpoint({
  name: 'signupNotificationConfig',
  method: 'GET',
  path: 'config-service/v1/signup-notification-config',
  credentials: false,
  response: resultEnvelope(SignupNotificationConfigSchema),
});

export async function signupNotificationConfig(client: GatewayClient): Promise<SignupNotificationConfig> {
  const answer = await client.call(signupNotificationConfigEndpoint);
  return answer.result;
}
