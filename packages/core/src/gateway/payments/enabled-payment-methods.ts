import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * A payment method the customer may use: CARD (hosted fields), OXXO (cash voucher), SPEI (bank
 * transfer), ... `paymentMethod` stays free: the app offers the ones it knows and skips others.
 */
export const EnabledPaymentMethodSchema = v.object({
  paymentMethod: v.pipe(v.string(), v.minLength(1)),
  label: v.pipe(v.string(), v.minLength(1)),
  /** For cards: the brands accepted, as CARD_BRANDS names (visa, mastercard, amex, ...). */
  cardBrands: v.optional(v.array(v.string()), []),
  iconUrl: v.optional(v.string()),
});
export type EnabledPaymentMethod = v.InferOutput<typeof EnabledPaymentMethodSchema>;

export const enabledPaymentMethodsEndpoint = defineEndpoint({
  name: 'enabledPaymentMethods',
  method: 'GET',
  path: 'payment-service/v1/payment-methods/enabled',
  credentials: true,
  response: resultEnvelope(v.array(EnabledPaymentMethodSchema)),
});

export async function enabledPaymentMethods(client: GatewayClient): Promise<EnabledPaymentMethod[]> {
  const answer = await client.call(enabledPaymentMethodsEndpoint);
  return answer.result;
}
