import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type ServiceRequest, ServiceRequestSchema } from './service-request.schema.ts';

/** GET one service request's status and history by its id, with credentials; polled by status pages. */
export const getServiceRequestStatusEndpoint = defineEndpoint({
  name: 'getServiceRequestStatus',
  method: 'GET',
  path: 'subscription-service/v1/service-requests/{requestId}/status',
  credentials: true,
  response: resultEnvelope(ServiceRequestSchema),
});

export async function getServiceRequestStatus(
  client: GatewayClient,
  input: { requestId: string },
): Promise<ServiceRequest> {
  const answer = await client.call(getServiceRequestStatusEndpoint, {
    params: { requestId: input.requestId },
  });
  return answer.result;
}
