import { defineEndpoint, EmptyResponseSchema } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** POST logout, with credentials: ends the server session. Any 2xx answer will do. */
export const logoutEndpoint = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: 'user-service/v4/auth/logout',
  credentials: true,
  response: EmptyResponseSchema,
});

export async function logout(client: GatewayClient): Promise<void> {
  await client.call(logoutEndpoint);
}
