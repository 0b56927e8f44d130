import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import {
  AccountNumberSchema,
  CardUpdateIdSchema,
  TransientTokenSchema,
  UpdatedCardSchema,
} from './card-update.schema.ts';

/** Strict: the token and the ids, and no other key (a card number under any name) gets through. */
export const SubmitCardUpdateBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  updateId: CardUpdateIdSchema,
  transientToken: TransientTokenSchema,
});
export type SubmitCardUpdateBody = v.InferOutput<typeof SubmitCardUpdateBodySchema>;

/** the spec's CHANGE_CARD_DETAILS: the request, its status, and the card the line renews with now. */
export const SubmittedCardUpdateSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  status: ServiceRequestStatusSchema,
  action: v.literal('CHANGE_CARD_DETAILS'),
  card: UpdatedCardSchema,
});
export type SubmittedCardUpdate = v.InferOutput<typeof SubmittedCardUpdateSchema>;

/**
 * POST the new card (its transient token) for the line, with credentials. Without a verified code
 * for this update, 422811; a line whose card may not change, 422810. The same update sent again
 * answers the same request.
 */
export const submitCardUpdateEndpoint = defineEndpoint({
  name: 'submitCardUpdate',
  method: 'POST',
  path: 'payment-service/v1/card-update/service-request',
  credentials: true,
  response: resultEnvelope(SubmittedCardUpdateSchema),
});

export async function submitCardUpdate(
  client: GatewayClient,
  input: SubmitCardUpdateBody,
): Promise<SubmittedCardUpdate> {
  const json = v.parse(SubmitCardUpdateBodySchema, input);
  const answer = await client.call(submitCardUpdateEndpoint, { json });
  return answer.result;
}
