import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { looksLikeCardNumber } from './card-number-shape.ts';
import { type SavedPaymentMethod, SavedPaymentMethodsSchema } from './saved-payment-method.schema.ts';

/**
 * POST to the customer's payment methods, with credentials: either saves a new card from the
 * provider's transient token, or makes a saved card the default. The spec lists only GET, POST
 * and DELETE for this resource, so "make default" is a POST naming the saved card (our choice).
 */
export const saveCustomerPaymentMethodEndpoint = defineEndpoint({
  name: 'saveCustomerPaymentMethod',
  method: 'POST',
  path: 'payment-service/v1/customers/{customerId}/payment-methods',
  credentials: true,
  response: resultEnvelope(SavedPaymentMethodsSchema),
});

/** Strict, like payment_request's body: no other key (a card number under any name) gets through. */
export const SaveCustomerPaymentMethodBodySchema = v.union([
  v.strictObject({
    transientToken: v.pipe(
      v.string(),
      v.minLength(1),
      v.check((token) => !looksLikeCardNumber(token), 'a transient token, not a card number'),
    ),
    makeDefault: v.boolean(),
  }),
  v.strictObject({
    paymentMethodId: v.pipe(v.string(), v.minLength(1)),
    makeDefault: v.literal(true),
  }),
]);
export type SaveCustomerPaymentMethodBody = v.InferOutput<typeof SaveCustomerPaymentMethodBodySchema>;

async function post(
  client: GatewayClient,
  customerId: string,
  body: SaveCustomerPaymentMethodBody,
): Promise<SavedPaymentMethod[]> {
  const answer = await client.call(saveCustomerPaymentMethodEndpoint, {
    params: { customerId },
    json: v.parse(SaveCustomerPaymentMethodBodySchema, body),
  });
  return answer.result.paymentMethods;
}

/** Saves the card behind a fresh transient token (the provider's hosted fields made it). */
export function addCustomerPaymentMethod(
  client: GatewayClient,
  input: { customerId: string; transientToken: string; makeDefault?: boolean },
): Promise<SavedPaymentMethod[]> {
  return post(client, input.customerId, {
    transientToken: input.transientToken,
    makeDefault: input.makeDefault ?? false,
  });
}

/** Makes one saved card the one suggested first; the others lose the flag. */
export function setDefaultCustomerPaymentMethod(
  client: GatewayClient,
  input: { customerId: string; paymentMethodId: string },
): Promise<SavedPaymentMethod[]> {
  return post(client, input.customerId, { paymentMethodId: input.paymentMethodId, makeDefault: true });
}
