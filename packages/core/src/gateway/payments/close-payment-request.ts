import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { TransactionSchema } from './transaction.schema.ts';

/**
 * The order's payment attempts, after a payment_request looked up by its key for a whole the spec
 * window was never found ("payment status polling"): every transaction the customer's payments
 * of the order made, and a request under that key not there yet is closed in the same step, so it
 * is refused should it ever arrive. An empty list is then a fact that stays true: nothing was
 * charged, and paying again cannot make a second charge.
 */
export const ClosePaymentRequestAnswerSchema = v.object({
  transactions: v.array(TransactionSchema),
});
export type ClosePaymentRequestAnswer = v.InferOutput<typeof ClosePaymentRequestAnswerSchema>;

export const ClosePaymentRequestBodySchema = v.strictObject({
  orderRef: v.pipe(v.string(), v.minLength(1)),
});
export type ClosePaymentRequestBody = v.InferOutput<typeof ClosePaymentRequestBodySchema>;

/** POST, with credentials: it changes what the gateway accepts, so it is not a GET. */
export const closePaymentRequestEndpoint = defineEndpoint({
  name: 'closePaymentRequest',
  method: 'POST',
  path: 'payment-service/v4/payment_request/{idempotencyKey}/close',
  credentials: true,
  response: resultEnvelope(ClosePaymentRequestAnswerSchema),
});

export async function closePaymentRequest(
  client: GatewayClient,
  input: { orderRef: string; idempotencyKey: string },
): Promise<ClosePaymentRequestAnswer> {
  const body: ClosePaymentRequestBody = { orderRef: input.orderRef };
  const answer = await client.call(closePaymentRequestEndpoint, {
    params: { idempotencyKey: input.idempotencyKey },
    json: body,
  });
  return answer.result;
}
