import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { CartStatus } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { CartSchema } from './cart.schema.ts';

/** GET the carts saved for an e-mail, with credentials (the spec's post-verification routing). */
export const cartsByEmailEndpoint = defineEndpoint({
  name: 'cartsByEmail',
  method: 'GET',
  path: 'order-service/v1/carts',
  credentials: true,
  response: resultEnvelope(v.object({ carts: v.array(CartSchema) })),
});
export type CartsByEmail = v.InferOutput<typeof cartsByEmailEndpoint.response>['result'];

/** Routing only asks for carts still waiting for checkout. */
export const DEFAULT_CART_STATUS: CartStatus = 'PENDING';

export async function cartsByEmail(
  client: GatewayClient,
  input: { email: string; status?: CartStatus },
): Promise<CartsByEmail> {
  const answer = await client.call(cartsByEmailEndpoint, {
    searchParams: { email: input.email, status: input.status ?? DEFAULT_CART_STATUS },
  });
  return answer.result;
}
