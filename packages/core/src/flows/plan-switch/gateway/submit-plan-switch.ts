import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { IdempotencyKeySchema } from '../../../gateway/payments/payment-request.ts';
import { PlanSwitchRequestIdSchema, PlanSwitchTimingSchema, SimNumberSchema } from './plan-switch.schema.ts';

/**
 * The switch as the gateway made it. When something is due now it also made the order that pays
 * it (`payment`): the app pays that order with payment_request, and the switch applies once it is
 * paid. Nothing due: the request is already scheduled (or done).
 */
export const SubmittedPlanSwitchSchema = v.object({
  requestId: PlanSwitchRequestIdSchema,
  status: ServiceRequestStatusSchema,
  timing: PlanSwitchTimingSchema,
  effectiveAt: IsoTimestampSchema,
  payment: v.optional(
    v.object({
      orderRef: v.pipe(v.string(), v.minLength(1)),
      amount: MoneySchema,
    }),
  ),
});
export type SubmittedPlanSwitch = v.InferOutput<typeof SubmittedPlanSwitchSchema>;

/**
 * POST a plan switch, with credentials. `idempotencyKey` is the customer's one attempt: sent again
 * (a lost answer, a retry after a failure) it answers the same request and order, so a switch is
 * made and charged once.
 */
export const submitPlanSwitchEndpoint = defineEndpoint({
  name: 'submitPlanSwitch',
  method: 'POST',
  path: 'subscription-service/v1/plan-switch',
  credentials: true,
  response: resultEnvelope(SubmittedPlanSwitchSchema),
});

export const SubmitPlanSwitchBodySchema = v.strictObject({
  simNumber: SimNumberSchema,
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  timing: PlanSwitchTimingSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type SubmitPlanSwitchBody = v.InferOutput<typeof SubmitPlanSwitchBodySchema>;

export async function submitPlanSwitch(
  client: GatewayClient,
  input: SubmitPlanSwitchBody,
): Promise<SubmittedPlanSwitch> {
  const json = v.parse(SubmitPlanSwitchBodySchema, input);
  const answer = await client.call(submitPlanSwitchEndpoint, { json });
  return answer.result;
}
