import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type Line, LineSchema } from './line.schema.ts';

/**
 * GET, with credentials: every line of the signed-in customer, newest first, for the multi-line
 * selection (/multi-line-selection). Lines of other customers are never listed.
 */
export const multiLineUsersEndpoint = defineEndpoint({
  name: 'multiLineUsers',
  method: 'GET',
  path: 'subscription-service/v1/users/lines',
  credentials: true,
  response: resultEnvelope(v.object({ lines: v.array(LineSchema) })),
});

export async function multiLineUsers(client: GatewayClient): Promise<Line[]> {
  const answer = await client.call(multiLineUsersEndpoint);
  return answer.result.lines;
}
