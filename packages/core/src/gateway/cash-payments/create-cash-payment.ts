import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type CashPayment, CashPaymentMethodSchema, CashPaymentSchema } from './cash-payment.schema.ts';

/**
 * POST a cash or transfer payment for an order, with credentials: the gateway answers the OXXO
 * voucher or SPEI reference to pay it with. Asked again for the same order and method while that
 * one is still open, it answers the same reference (one reference per order and method, so a
 * reload never makes a second voucher).
 */
export const createCashPaymentEndpoint = defineEndpoint({
  name: 'createCashPayment',
  method: 'POST',
  path: 'payment-service/v1/cash-payment',
  credentials: true,
  response: resultEnvelope(CashPaymentSchema),
});

export const CreateCashPaymentBodySchema = v.strictObject({
  orderRef: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  method: CashPaymentMethodSchema,
});
export type CreateCashPaymentBody = v.InferOutput<typeof CreateCashPaymentBodySchema>;

export async function createCashPayment(
  client: GatewayClient,
  input: CreateCashPaymentBody,
): Promise<CashPayment> {
  const json = v.parse(CreateCashPaymentBodySchema, input);
  const answer = await client.call(createCashPaymentEndpoint, { json });
  return answer.result;
}
