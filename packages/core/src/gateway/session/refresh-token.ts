import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';

/** GET user-service v4 users/token, with credentials: a fresh access token. */
export const refreshTokenEndpoint = defineEndpoint({
  name: 'refreshToken',
  method: 'GET',
  path: 'user-service/v4/users/token',
  credentials: true,
  response: resultEnvelope(v.object({ auth_token: v.pipe(v.string(), v.minLength(1)) })),
});

export type RefreshTokenResponse = v.InferOutput<typeof refreshTokenEndpoint.response>;
