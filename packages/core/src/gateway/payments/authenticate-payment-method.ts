import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type PaymentInstrumentAnswer, PaymentInstrumentAnswerSchema } from './payment-instrument.schema.ts';

/**
 * POST authenticate by paymentMethodID, with credentials: after the bank's 3-D Secure page,
 * where the card being added stands. Asked while the page is unanswered, AUTHENTICATION_REQUIRED
 * again; an ACTIVE answer names the saved card.
 */
export const authenticatePaymentMethodEndpoint = defineEndpoint({
  name: 'authenticatePaymentMethod',
  method: 'POST',
  path: 'payment-service/v1/payment-methods/{paymentMethodId}/authenticate',
  credentials: true,
  response: resultEnvelope(PaymentInstrumentAnswerSchema),
});

export async function authenticatePaymentMethod(
  client: GatewayClient,
  input: { paymentMethodId: string },
): Promise<PaymentInstrumentAnswer> {
  const answer = await client.call(authenticatePaymentMethodEndpoint, {
    params: { paymentMethodId: input.paymentMethodId },
  });
  return answer.result;
}
