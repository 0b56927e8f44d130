import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { ReversePortOutRequestIdSchema } from './reverse-port-out.schema.ts';
import {
  type ReversePortOutRequest,
  ReversePortOutRequestSchema,
} from './reverse-port-out-request.schema.ts';

/** GET one reverse port-out by requestId, with credentials; another customer's is 404. */
export const reversePortOutRequestEndpoint = defineEndpoint({
  name: 'reversePortOutRequest',
  method: 'GET',
  path: 'portout-service/v1/reverse/requests/{requestId}',
  credentials: true,
  response: resultEnvelope(ReversePortOutRequestSchema),
});

export async function reversePortOutRequest(
  client: GatewayClient,
  input: { requestId: string },
): Promise<ReversePortOutRequest> {
  const requestId = v.parse(ReversePortOutRequestIdSchema, input.requestId);
  const answer = await client.call(reversePortOutRequestEndpoint, { params: { requestId } });
  return answer.result;
}
