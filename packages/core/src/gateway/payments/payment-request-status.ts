import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type Transaction, TransactionSchema } from './transaction.schema.ts';

/**
 * GET a payment request's transaction by the client's idempotency key, with credentials (the spec
 * "payment status polling"). For when payment_request's answer never arrived (a reload, a dropped
 * connection): 404 while the gateway has no request under that key for this customer.
 */
export const paymentRequestStatusEndpoint = defineEndpoint({
  name: 'paymentRequestStatus',
  method: 'GET',
  path: 'payment-service/v4/payment_request/{idempotencyKey}/status',
  credentials: true,
  response: resultEnvelope(TransactionSchema),
});

export async function paymentRequestStatus(
  client: GatewayClient,
  input: { idempotencyKey: string },
): Promise<Transaction> {
  const answer = await client.call(paymentRequestStatusEndpoint, {
    params: { idempotencyKey: input.idempotencyKey },
  });
  return answer.result;
}
