import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { AccountNumberSchema, type LineReward, LineRewardSchema } from './termination.schema.ts';

export const ClaimWinBackBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  offerId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** A claim sent again (a lost answer) allocates the reward once. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
});
export type ClaimWinBackBody = v.InferOutput<typeof ClaimWinBackBodySchema>;

/**
 * POST win-back claim, with credentials: the gateway allocates the offer's reward to the line
 * (its reward allocate) and answers it. No termination request is made. A cheaper plan is not
 * claimed here: it is a plan switch.
 */
export const claimWinBackEndpoint = defineEndpoint({
  name: 'claimWinBack',
  method: 'POST',
  path: 'subscription-service/v1/winback/claim',
  credentials: true,
  response: resultEnvelope(v.object({ reward: LineRewardSchema })),
});

export async function claimWinBack(client: GatewayClient, input: ClaimWinBackBody): Promise<LineReward> {
  const json = v.parse(ClaimWinBackBodySchema, input);
  const answer = await client.call(claimWinBackEndpoint, { json });
  return answer.result.reward;
}
