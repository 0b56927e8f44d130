import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type Paylink, PaylinkSchema } from './paylink-details.ts';

/**
 * POST, with the payer's own session (a guest's when they have none): they open the link to pay
 * its order. An ACTIVE link lets them pay that order and follow the payment (a card payment, an
 * OXXO voucher, a SPEI transfer) without being its customer or reading the order; the answer is
 * the link as it stands, so a link paid, expired or cancelled meanwhile says so and lets nobody in.
 * Not in the spec (which names only the details read): the sandbox's way to let a stranger pay.
 */
export const openPaylinkEndpoint = defineEndpoint({
  name: 'openPaylink',
  method: 'POST',
  path: 'payment-service/v1/paylinks/{paylinkId}/payer',
  credentials: true,
  response: resultEnvelope(PaylinkSchema),
});

export async function openPaylink(client: GatewayClient, input: { paylinkId: string }): Promise<Paylink> {
  const answer = await client.call(openPaylinkEndpoint, { params: { paylinkId: input.paylinkId } });
  return answer.result;
}
