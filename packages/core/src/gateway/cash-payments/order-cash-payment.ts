import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type CashPayment, CashPaymentSchema } from './cash-payment.schema.ts';

/** The order's latest cash or transfer reference, or null when it was never asked for one. */
export const OrderCashPaymentSchema = v.object({ payment: v.nullable(CashPaymentSchema) });

/**
 * GET an order's latest cash payment, with credentials: where a voucher stands (PENDING, PAID,
 * EXPIRED, CLOSED). Another customer's order is 404.
 */
export const orderCashPaymentEndpoint = defineEndpoint({
  name: 'orderCashPayment',
  method: 'GET',
  path: 'payment-service/v1/cash-payment',
  credentials: true,
  response: resultEnvelope(OrderCashPaymentSchema),
});

export async function orderCashPayment(
  client: GatewayClient,
  input: { orderRef: string },
): Promise<CashPayment | null> {
  const orderRef = v.parse(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), input.orderRef);
  const answer = await client.call(orderCashPaymentEndpoint, { searchParams: { orderRef } });
  return answer.result.payment;
}
