import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { ServiceRequestStatusSchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { PhoneNumberSchema } from '../numbers/phone-number.schema.ts';

/** One step a port-in went through, with when it happened. */
export const PortInStatusChangeSchema = v.object({
  status: ServiceRequestStatusSchema,
  at: IsoTimestampSchema,
});

/**
 * A transfer request (the spec's port-in statuses): PROCESSING → DONOR_SWITCH_SCHEDULED → DONE within the
 * 24 hours of Mexican portability, or PORT_IN_FAILED / REJECTED with a reason code.
 * `scheduledSwitchAt` is when the donor hands the number over, once scheduled.
 */
export const PortInRequestDetailsSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  orderReference: v.pipe(v.string(), v.minLength(1)),
  number: PhoneNumberSchema,
  donor: v.pipe(v.string(), v.minLength(1)),
  /** The donor as customers know it ("Telcel"); absent, the pages show its code. */
  donorName: v.optional(v.pipe(v.string(), v.minLength(1))),
  status: ServiceRequestStatusSchema,
  reason: v.optional(v.string()),
  scheduledSwitchAt: v.optional(IsoTimestampSchema),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  history: v.array(PortInStatusChangeSchema),
});
export type PortInRequestDetails = v.InferOutput<typeof PortInRequestDetailsSchema>;

/**
 * The latest transfer of the order, with the order's earlier ones (attempts that failed and were
 * started again), newest first: the request history lists every transfer of the line.
 * The spec names only "latest request by orderReference"; the earlier ones ride along with it.
 */
export const LatestPortInRequestSchema = v.object({
  ...PortInRequestDetailsSchema.entries,
  earlier: v.optional(v.array(PortInRequestDetailsSchema), []),
});
export type LatestPortInRequest = v.InferOutput<typeof LatestPortInRequestSchema>;

/** GET the latest port-in request of an order, with credentials (Port-in). */
export const latestPortInRequestEndpoint = defineEndpoint({
  name: 'latestPortInRequest',
  method: 'GET',
  path: 'portin-service/v1/orders/{orderReference}/requests/latest',
  credentials: true,
  response: resultEnvelope(LatestPortInRequestSchema),
});

export async function latestPortInRequest(
  client: GatewayClient,
  input: { orderReference: string },
): Promise<LatestPortInRequest> {
  const answer = await client.call(latestPortInRequestEndpoint, {
    params: { orderReference: input.orderReference },
  });
  return answer.result;
}
