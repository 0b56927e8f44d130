import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { AccessTokenSchema } from './access-token.schema.ts';

/** POST guest sign-up, no body: a guest token for a visitor with no e-mail on file. */
export const guestSignupEndpoint = defineEndpoint({
  name: 'guestSignup',
  method: 'POST',
  path: 'user-service/v4/auth/guest',
  credentials: false,
  response: resultEnvelope(
    v.object({
      accessToken: AccessTokenSchema,
      userId: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
export type GuestSignupResult = v.InferOutput<typeof guestSignupEndpoint.response>['result'];

export async function guestSignup(client: GatewayClient): Promise<GuestSignupResult> {
  const answer = await client.call(guestSignupEndpoint);
  return answer.result;
}
