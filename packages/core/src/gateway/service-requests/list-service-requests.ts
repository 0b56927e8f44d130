import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { ServiceRequestType } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type ServiceRequest, ServiceRequestSchema } from './service-request.schema.ts';

/**
 * GET the signed-in customer's service requests, newest first, with credentials. Query
 * `accountNumber` and `type` narrow the list (past service requests of one line, one kind).
 */
export const listServiceRequestsEndpoint = defineEndpoint({
  name: 'listServiceRequests',
  method: 'GET',
  path: 'subscription-service/v1/service-requests',
  credentials: true,
  response: resultEnvelope(v.object({ serviceRequests: v.array(ServiceRequestSchema) })),
});

export async function listServiceRequests(
  client: GatewayClient,
  input: { accountNumber?: string; type?: ServiceRequestType } = {},
): Promise<ServiceRequest[]> {
  const answer = await client.call(listServiceRequestsEndpoint, {
    searchParams: { accountNumber: input.accountNumber, type: input.type },
  });
  return answer.result.serviceRequests;
}
