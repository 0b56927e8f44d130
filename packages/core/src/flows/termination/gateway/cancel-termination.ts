import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import {
  type ServiceRequest,
  ServiceRequestSchema,
} from '../../../gateway/service-requests/service-request.schema.ts';
import { AccountNumberSchema, TerminationRequestIdSchema } from './termination.schema.ts';

export const CancelTerminationBodySchema = v.strictObject({ accountNumber: AccountNumberSchema });

/**
 * POST termination cancel, with credentials: the customer withdraws the request, the line
 * stays open and auto-renewal is as it was. Another customer's request is 404; one whose line has
 * closed 409.
 */
export const cancelTerminationEndpoint = defineEndpoint({
  name: 'cancelTermination',
  method: 'POST',
  path: 'subscription-service/v1/termination/{requestId}/cancel',
  credentials: true,
  response: resultEnvelope(ServiceRequestSchema),
});

export async function cancelTermination(
  client: GatewayClient,
  input: { accountNumber: string; requestId: string },
): Promise<ServiceRequest> {
  const requestId = v.parse(TerminationRequestIdSchema, input.requestId);
  const json = v.parse(CancelTerminationBodySchema, { accountNumber: input.accountNumber });
  const answer = await client.call(cancelTerminationEndpoint, { params: { requestId }, json });
  return answer.result;
}
