import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { stepUpHeaders } from '../../../gateway/session/step-up.ts';
import { OrderReferenceSchema } from './port-in-change.schema.ts';

export const TakeNewNumberBodySchema = v.strictObject({
  /** The same request sent again (a lost answer, a reload) gets the number it gave. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
});
export type TakeNewNumberBody = v.InferOutput<typeof TakeNewNumberBodySchema>;

/** The number change it made (a the spec's NUMBER_CHANGE, DONE at once) and the line's new number. */
export const NewNumberTakenSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1)),
  status: ServiceRequestStatusSchema,
  msisdn: v.pipe(v.string(), v.regex(/^\d{10}$/)),
});
export type NewNumberTaken = v.InferOutput<typeof NewNumberTakenSchema>;

/**
 * POST new-number (ours; the spec names no call for it), with credentials: gives up the order's
 * refused transfer (PORT_IN_FAILED, REJECTED) for a new number from the operator's pool, which the
 * line works on at once; the transfer is closed. It changes the line's number, so it carries the
 * step-up proof for NUMBER_CHANGE on the line (X-Step-Up-Token; 422120 without). A transfer that
 * was not refused is 422331 PORT_IN_NOT_REINITIABLE.
 */
export const takeNewNumberEndpoint = defineEndpoint({
  name: 'takeNewNumber',
  method: 'POST',
  path: 'portin-service/v1/orders/{orderReference}/new-number',
  credentials: true,
  response: resultEnvelope(NewNumberTakenSchema),
});

export async function takeNewNumber(
  client: GatewayClient,
  input: { orderReference: string } & TakeNewNumberBody,
  stepUpToken?: string | null,
): Promise<NewNumberTaken> {
  const { orderReference, ...body } = input;
  const answer = await client.call(takeNewNumberEndpoint, {
    params: { orderReference: v.parse(OrderReferenceSchema, orderReference) },
    json: v.parse(TakeNewNumberBodySchema, body),
    headers: stepUpHeaders(stepUpToken),
  });
  return answer.result;
}
