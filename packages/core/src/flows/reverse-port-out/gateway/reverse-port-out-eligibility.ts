import * as v from 'valibot';
import { IsoTimestampSchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';
import { AccountNumberSchema, ReversePortOutRequestIdSchema } from './reverse-port-out.schema.ts';

/**
 * Why a line may not ask for its number back: its number was not taken elsewhere, the window
 * (the specifications' days after the port-out) has closed, or a request is already open.
 */
export const REVERSE_PORT_OUT_REFUSALS = [
  'NOT_PORTED_OUT',
  'WINDOW_CLOSED',
  'REQUEST_OPEN',
  'OTHER',
] as const;
export type ReversePortOutRefusal = (typeof REVERSE_PORT_OUT_REFUSALS)[number];

export const ReversePortOutEligibilitySchema = v.variant('eligible', [
  v.object({
    eligible: v.literal(true),
    number: PhoneNumberSchema,
    /** The operator that took the number. */
    recipient: v.pipe(v.string(), v.minLength(1)),
    portedOutAt: IsoTimestampSchema,
    /** The last moment a reverse port-out may be asked for. */
    windowEndsAt: IsoTimestampSchema,
    /**
     * The transfer is still under way (`portedOutAt` is when it would complete): asking stops it
     * and the number never leaves. Absent (an older gateway): the number left.
     */
    underWay: v.optional(v.boolean()),
  }),
  v.object({
    eligible: v.literal(false),
    reason: v.fallback(v.picklist(REVERSE_PORT_OUT_REFUSALS), 'OTHER'),
    windowEndsAt: v.optional(IsoTimestampSchema),
    /** The open request, when that is the reason. */
    requestId: v.optional(ReversePortOutRequestIdSchema),
  }),
]);
export type ReversePortOutEligibility = v.InferOutput<typeof ReversePortOutEligibilitySchema>;

/** GET reverse port-out eligibility by accountNumber (Reverse port-out), with credentials. */
export const reversePortOutEligibilityEndpoint = defineEndpoint({
  name: 'reversePortOutEligibility',
  method: 'GET',
  path: 'portout-service/v1/reverse/eligibility',
  credentials: true,
  response: resultEnvelope(ReversePortOutEligibilitySchema),
});

export async function reversePortOutEligibility(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<ReversePortOutEligibility> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(reversePortOutEligibilityEndpoint, { searchParams: { accountNumber } });
  return answer.result;
}
