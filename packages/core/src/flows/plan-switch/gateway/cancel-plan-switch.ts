import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import {
  type ServiceRequest,
  ServiceRequestSchema,
} from '../../../gateway/service-requests/service-request.schema.ts';
import { PlanSwitchRequestIdSchema, SimNumberSchema } from './plan-switch.schema.ts';

/**
 * POST plan-switch cancel, with credentials: the pending switch is CANCELED, its unpaid order
 * (if any) cancelled, and the line keeps its plan. Answers the request as it now stands; another
 * customer's request is 404, one that may no longer be cancelled 409.
 */
export const cancelPlanSwitchEndpoint = defineEndpoint({
  name: 'cancelPlanSwitch',
  method: 'POST',
  path: 'subscription-service/v1/plan-switch/{requestId}/cancel',
  credentials: true,
  response: resultEnvelope(ServiceRequestSchema),
});

export const CancelPlanSwitchBodySchema = v.strictObject({ simNumber: SimNumberSchema });

export async function cancelPlanSwitch(
  client: GatewayClient,
  input: { simNumber: string; requestId: string },
): Promise<ServiceRequest> {
  const requestId = v.parse(PlanSwitchRequestIdSchema, input.requestId);
  const json = v.parse(CancelPlanSwitchBodySchema, { simNumber: input.simNumber });
  const answer = await client.call(cancelPlanSwitchEndpoint, { params: { requestId }, json });
  return answer.result;
}
