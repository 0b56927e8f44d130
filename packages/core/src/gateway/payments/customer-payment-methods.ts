import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type SavedPaymentMethod, SavedPaymentMethodsSchema } from './saved-payment-method.schema.ts';

/**
 * GET the customer's saved cards, with credentials. The path is not given by the spec (the spec names
 * "customer payment-methods (GET, POST, DELETE by customer id)"); this is the operator's usual shape.
 */
export const customerPaymentMethodsEndpoint = defineEndpoint({
  name: 'customerPaymentMethods',
  method: 'GET',
  path: 'payment-service/v1/customers/{customerId}/payment-methods',
  credentials: true,
  response: resultEnvelope(SavedPaymentMethodsSchema),
});

export async function customerPaymentMethods(
  client: GatewayClient,
  input: { customerId: string },
): Promise<SavedPaymentMethod[]> {
  const answer = await client.call(customerPaymentMethodsEndpoint, {
    params: { customerId: input.customerId },
  });
  return answer.result.paymentMethods;
}
