import * as v from 'valibot';
import { IsoTimestampSchema, MoneySchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { PaylinkStatusSchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** A pay-by-link request: which order, how much, until when. Opened without signing in. */
export const PaylinkSchema = v.object({
  paylinkId: v.pipe(v.string(), v.minLength(1)),
  orderRef: v.pipe(v.string(), v.minLength(1)),
  amount: MoneySchema,
  status: PaylinkStatusSchema,
  expiresAt: IsoTimestampSchema,
  description: v.optional(v.string(), ''),
  /** Masked, e.g. a***@example.mx: the page shows whose order it is without revealing it. */
  customerEmail: v.optional(v.string()),
});
export type Paylink = v.InferOutput<typeof PaylinkSchema>;

export const paylinkDetailsEndpoint = defineEndpoint({
  name: 'paylinkDetails',
  method: 'GET',
  path: 'payment-service/v1/paylinks/{paylinkId}',
  credentials: false,
  response: resultEnvelope(PaylinkSchema),
});

export async function paylinkDetails(client: GatewayClient, input: { paylinkId: string }): Promise<Paylink> {
  const answer = await client.call(paylinkDetailsEndpoint, { params: { paylinkId: input.paylinkId } });
  return answer.result;
}

/**
 * Whether the link can still be paid at `now` (ms): ACTIVE and not past its expiry. The status
 * alone is not enough, the server marks links EXPIRED in batches. Otherwise: /payment/paylink-expired.
 */
export function isPaylinkPayable(paylink: Pick<Paylink, 'status' | 'expiresAt'>, now: number): boolean {
  return paylink.status === 'ACTIVE' && Date.parse(paylink.expiresAt) > now;
}
