import * as v from 'valibot';
import {
  type AutoRenewalSpecification,
  AutoRenewalSpecificationSchema,
} from '../../../gateway/auto-renewal/auto-renewal.schema.ts';
import { AccountNumberSchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';

/**
 * POST the spec's auto-renewal cancel by subscription, with credentials: automatic renewal is off at once
 * (nothing more is charged; a failed charge is not retried) and the answer is the line's
 * specifications after it. Off already: answered the same, nothing changes.
 */
export const cancelAutoRenewalEndpoint = defineEndpoint({
  name: 'cancelAutoRenewal',
  method: 'POST',
  path: 'payment-service/v1/subscriptions/{accountNumber}/auto-renewal/cancel',
  credentials: true,
  response: resultEnvelope(AutoRenewalSpecificationSchema),
});

export async function cancelAutoRenewal(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<AutoRenewalSpecification> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(cancelAutoRenewalEndpoint, { params: { accountNumber }, json: {} });
  return answer.result;
}
