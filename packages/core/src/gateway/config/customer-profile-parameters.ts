import * as v from 'valibot';
import { DEFAULT_MINIMUM_AGE, DEFAULT_ZIP_CODE_SIZE, MAXIMUM_AGE } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

const PositiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Limits for the personal-details and address forms; each missing value falls back to the spec. */
export const CustomerProfileParametersSchema = v.object({
  minimumAge: v.optional(PositiveInteger, DEFAULT_MINIMUM_AGE),
  maximumAge: v.optional(PositiveInteger, MAXIMUM_AGE),
  /** Mexico's códigos postales have 5 digits; the spec's default is 6. */
  zipCodeSize: v.optional(PositiveInteger, DEFAULT_ZIP_CODE_SIZE),
});
export type CustomerProfileParameters = v.InferOutput<typeof CustomerProfileParametersSchema>;

export const customerProfileParametersEndpoint = defineEndpoint({
  name: 'customerProfileParameters',
  method: 'GET',
  path: 'config-service/v1/customer-profile-parameters',
  credentials: false,
  response: resultEnvelope(CustomerProfileParametersSchema),
});

export async function customerProfileParameters(client: GatewayClient): Promise<CustomerProfileParameters> {
  const answer = await client.call(customerProfileParametersEndpoint);
  return answer.result;
}
