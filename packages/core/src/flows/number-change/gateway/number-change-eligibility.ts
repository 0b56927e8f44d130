import * as v from 'valibot';
import { MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { PhoneNumberSchema } from '../../../gateway/numbers/phone-number.schema.ts';
import {
  AccountNumberSchema,
  type NumberChangeAction,
  NumberChangeActionSchema,
  NumberChangeRefusalSchema,
  RecoverableNumberSchema,
} from './number-change.schema.ts';

/**
 * The answer: an eligible line with its number now, the fee per category (CHANGE: FREE_NUMBER is
 * free, PREMIUM_NUMBER is the "dorado" price) and the numbers it may take back (RECOVERY); or a
 * refusal with its reason. The refusal travels in the answer: a reason to show, not an error.
 */
export const NumberChangeEligibilityAnswerSchema = v.variant('eligible', [
  v.object({
    eligible: v.literal(true),
    action: NumberChangeActionSchema,
    currentNumber: PhoneNumberSchema,
    fees: v.optional(v.object({ FREE_NUMBER: MoneySchema, PREMIUM_NUMBER: MoneySchema })),
    recoverable: v.optional(v.array(RecoverableNumberSchema), []),
  }),
  v.object({
    eligible: v.literal(false),
    action: NumberChangeActionSchema,
    reason: NumberChangeRefusalSchema,
    /** The open request in the way, when the reason is REQUEST_PENDING. */
    pendingRequestId: v.optional(v.string()),
  }),
]);
export type NumberChangeEligibilityAnswer = v.InferOutput<typeof NumberChangeEligibilityAnswerSchema>;

/** GET number change eligibility by accountNumber and action, with credentials; another's is 404. */
export const numberChangeEligibilityEndpoint = defineEndpoint({
  name: 'numberChangeEligibility',
  method: 'GET',
  path: 'subscription-service/v1/number-change/eligibility',
  credentials: true,
  response: resultEnvelope(NumberChangeEligibilityAnswerSchema),
});

export async function numberChangeEligibility(
  client: GatewayClient,
  input: { accountNumber: string; action: NumberChangeAction },
): Promise<NumberChangeEligibilityAnswer> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const action = v.parse(NumberChangeActionSchema, input.action);
  const answer = await client.call(numberChangeEligibilityEndpoint, {
    searchParams: { accountNumber, action },
  });
  return answer.result;
}
