import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { RescheduleCodeSchema } from '../../../gateway/orders/reschedule-code.schema.ts';
import { RescheduleDetailsSchema } from './reschedule.schema.ts';

/**
 * Why a reschedule link may not be used: no reschedule has that code (mistyped, cut short), it was
 * used already (the delivery is rescheduled), or its time ran out. A reason this build does not
 * know reads as INVALID: the customer still gets a true sentence.
 */
export const RESCHEDULE_REFUSALS = ['INVALID', 'USED', 'EXPIRED'] as const;
export type RescheduleRefusal = (typeof RESCHEDULE_REFUSALS)[number];

export const RescheduleValidationSchema = v.variant('valid', [
  v.object({
    valid: v.literal(true),
    reschedule: RescheduleDetailsSchema,
    /**
     * A session for the order's customer, when the caller is not signed in as them: the link is
     * their key to this one reschedule (as a pay-by-link is). Absent when signed in already.
     */
    accessToken: v.optional(v.pipe(v.string(), v.minLength(1))),
  }),
  v.object({
    valid: v.literal(false),
    reason: v.fallback(v.picklist(RESCHEDULE_REFUSALS), 'INVALID'),
  }),
]);
export type RescheduleValidation = v.InferOutput<typeof RescheduleValidationSchema>;

/**
 * GET reschedule validate by verification code, with credentials when there are any (as the
 * global config is called): open to signed-out callers, since the code is the key; a caller signed
 * in as the link's customer gets no second session. Its answer is a refusal's code or the
 * reschedule's ids, dates, fees and addresses as stored: the same in every language, so the early
 * read index.html sent in the browser's language is the page's whatever language the app chose.
 * Asked again, a wrong code would count twice against the link's tries.
 */
export const validateRescheduleEndpoint = defineEndpoint({
  name: 'validateReschedule',
  method: 'GET',
  path: 'logistics-service/v1/shipment/reschedule/validate',
  credentials: true,
  response: resultEnvelope(RescheduleValidationSchema),
  sameInEveryLanguage: true,
});

export async function validateReschedule(
  client: GatewayClient,
  input: { verificationCode: string },
): Promise<RescheduleValidation> {
  const verificationCode = v.parse(RescheduleCodeSchema, input.verificationCode);
  const answer = await client.call(validateRescheduleEndpoint, { searchParams: { verificationCode } });
  return answer.result;
}
