import * as v from 'valibot';
import { AccountNumberSchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type AutoRenewalSpecification, AutoRenewalSpecificationSchema } from './auto-renewal.schema.ts';

/** GET the spec's auto-renewal specifications of one line (subscription), with credentials. */
export const autoRenewalSpecificationsEndpoint = defineEndpoint({
  name: 'autoRenewalSpecifications',
  method: 'GET',
  path: 'payment-service/v1/subscriptions/{accountNumber}/auto-renewal/specifications',
  credentials: true,
  response: resultEnvelope(AutoRenewalSpecificationSchema),
});

export async function autoRenewalSpecifications(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<AutoRenewalSpecification> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  const answer = await client.call(autoRenewalSpecificationsEndpoint, { params: { accountNumber } });
  return answer.result;
}
