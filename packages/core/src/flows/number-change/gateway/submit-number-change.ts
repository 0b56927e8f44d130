import * as v from 'valibot';
import { MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { NumberCategorySchema, ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';
import {
  AccountNumberSchema,
  NumberChangeActionSchema,
  NumberChangeRequestIdSchema,
  OTT_REQUEST_ID_HEADER,
  OttCodeSchema,
} from './number-change.schema.ts';

export const SubmitNumberChangeBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  /** CHANGE (a new number) or RECOVERY (a previous one back). */
  action: NumberChangeActionSchema,
  /** The number wanted: a new one locked on choose, or the previous one. */
  number: PhoneNumberSchema,
  /** the spec's FREE_NUMBER or PREMIUM_NUMBER; a recovery names none. */
  category: v.optional(NumberCategorySchema),
  /** The one-time code the customer received (its request id travels in the header). */
  otpCode: OttCodeSchema,
  /** The same request sent again (a lost answer, a reload) is answered, not made twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
});
export type SubmitNumberChangeBody = v.InferOutput<typeof SubmitNumberChangeBodySchema>;

/**
 * The answer: the NUMBER_CHANGE or NUMBER_RECOVERY request, its status, the number it gives, and
 * the order to pay when a fee is due (a premium number, a paid recovery): then it waits for the
 * payment (WAITING) before it is carried out.
 */
export const SubmittedNumberChangeSchema = v.object({
  requestId: NumberChangeRequestIdSchema,
  status: ServiceRequestStatusSchema,
  number: PhoneNumberSchema,
  payment: v.optional(
    v.nullable(v.object({ orderReference: v.pipe(v.string(), v.minLength(1)), amount: MoneySchema })),
    null,
  ),
});
export type SubmittedNumberChange = v.InferOutput<typeof SubmittedNumberChangeSchema>;

/**
 * POST number change request, with credentials and the one-time code: a wrong code is the spec
 * 422028 (422026 after too many, 422035 while blocked), an expired one 422025, a code the gateway
 * cannot validate 400061, no code request id 400166.
 */
export const submitNumberChangeEndpoint = defineEndpoint({
  name: 'submitNumberChange',
  method: 'POST',
  path: 'subscription-service/v1/number-change/request',
  credentials: true,
  response: resultEnvelope(SubmittedNumberChangeSchema),
});

export async function submitNumberChange(
  client: GatewayClient,
  input: SubmitNumberChangeBody & { ottRequestId: string },
): Promise<SubmittedNumberChange> {
  const { ottRequestId, ...body } = input;
  const json = v.parse(SubmitNumberChangeBodySchema, body);
  const answer = await client.call(submitNumberChangeEndpoint, {
    json,
    headers: ottRequestId ? { [OTT_REQUEST_ID_HEADER]: ottRequestId } : {},
  });
  return answer.result;
}
