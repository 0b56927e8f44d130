import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import {
  type PortInRequestDetails,
  PortInRequestDetailsSchema,
} from '../../../gateway/port-in/latest-port-in-request.ts';
import { OrderReferenceSchema } from './port-in-change.schema.ts';

/** The corrected details: the donor, the number (10 digits) and the new 4-digit NIP from 051. */
export const ReinitiatePortInBodySchema = v.strictObject({
  donor: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  number: v.pipe(v.string(), v.regex(/^\d{10}$/)),
  nip: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** The same request sent again (a lost answer, a reload) gets the transfer it started. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
});
export type ReinitiatePortInBody = v.InferOutput<typeof ReinitiatePortInBodySchema>;

/**
 * POST reinitiate (Port-in), with credentials: starts the order's failed or rejected transfer
 * again with the corrected details; answered with the new transfer (PROCESSING). A NIP refused
 * answers INVALID_NIP / NIP_EXPIRED, a number that cannot come PORT_IN_NOT_ELIGIBLE, a transfer
 * that did not fail 422331 PORT_IN_NOT_REINITIABLE.
 */
export const reinitiatePortInEndpoint = defineEndpoint({
  name: 'reinitiatePortIn',
  method: 'POST',
  path: 'portin-service/v1/orders/{orderReference}/reinitiate',
  credentials: true,
  response: resultEnvelope(PortInRequestDetailsSchema),
});

export async function reinitiatePortIn(
  client: GatewayClient,
  input: { orderReference: string } & ReinitiatePortInBody,
): Promise<PortInRequestDetails> {
  const { orderReference, ...body } = input;
  const json = v.parse(ReinitiatePortInBodySchema, body);
  const answer = await client.call(reinitiatePortInEndpoint, {
    params: { orderReference: v.parse(OrderReferenceSchema, orderReference) },
    json,
  });
  return answer.result;
}
