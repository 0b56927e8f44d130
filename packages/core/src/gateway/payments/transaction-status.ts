import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type Transaction, TransactionSchema } from './transaction.schema.ts';

/** GET a transaction's status, with credentials: polled after a payment request (API polling). */
export const transactionStatusEndpoint = defineEndpoint({
  name: 'transactionStatus',
  method: 'GET',
  path: 'payment-service/v1/transactions/{transactionId}/status',
  credentials: true,
  response: resultEnvelope(TransactionSchema),
});

export async function transactionStatus(
  client: GatewayClient,
  input: { transactionId: string },
): Promise<Transaction> {
  const answer = await client.call(transactionStatusEndpoint, {
    params: { transactionId: input.transactionId },
  });
  return answer.result;
}
