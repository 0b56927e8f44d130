import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { AccountNumberSchema } from './reverse-port-out.schema.ts';
import {
  type ReversePortOutRequest,
  ReversePortOutRequestSchema,
} from './reverse-port-out-request.schema.ts';

/** GET reverse port-out requests by account (§7), newest first, with credentials. */
export const reversePortOutRequestsEndpoint = defineEndpoint({
  name: 'reversePortOutRequests',
  method: 'GET',
  path: 'portout-service/v1/reverse/requests',
  credentials: true,
  response: resultEnvelope(v.array(ReversePortOutRequestSchema)),
});

export async function reversePortOutRequests(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<ReversePortOutRequest[]> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(reversePortOutRequestsEndpoint, { searchParams: { accountNumber } });
  return answer.result;
}
