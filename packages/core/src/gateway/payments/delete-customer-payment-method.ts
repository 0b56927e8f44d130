import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type SavedPaymentMethod, SavedPaymentMethodsSchema } from './saved-payment-method.schema.ts';

/**
 * DELETE one saved card, with credentials. When it was the default, the gateway makes the most
 * recently saved remaining card the default, so a customer with cards always has one.
 */
export const deleteCustomerPaymentMethodEndpoint = defineEndpoint({
  name: 'deleteCustomerPaymentMethod',
  method: 'DELETE',
  path: 'payment-service/v1/customers/{customerId}/payment-methods/{paymentMethodId}',
  credentials: true,
  response: resultEnvelope(SavedPaymentMethodsSchema),
});

export async function deleteCustomerPaymentMethod(
  client: GatewayClient,
  input: { customerId: string; paymentMethodId: string },
): Promise<SavedPaymentMethod[]> {
  const answer = await client.call(deleteCustomerPaymentMethodEndpoint, {
    params: { customerId: input.customerId, paymentMethodId: input.paymentMethodId },
  });
  return answer.result.paymentMethods;
}
