import * as v from 'valibot';
import { AccountNumberSchema, MoneySchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { IdempotencyKeySchema } from '../../../gateway/payments/payment-request.ts';

/**
 * Turning automatic renewal on, as the gateway made it: a request DONE at once (a saved card,
 * nothing due now), or WAITING for its first payment's order; auto-renewal is on, with the card
 * that paid, once that order is paid.
 */
export const EnabledAutoRenewalSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  status: ServiceRequestStatusSchema,
  payment: v.optional(v.object({ orderRef: v.pipe(v.string(), v.minLength(1)), amount: MoneySchema })),
});
export type EnabledAutoRenewal = v.InferOutput<typeof EnabledAutoRenewalSchema>;

/**
 * POST the spec's auto-renewal payment_request by subscription, with credentials: turns automatic renewal
 * on with a saved card (`paymentMethodId`) or a new one (null: the first payment's card). `consent`
 * is the customer's tick (LFPC art. 76 Bis; refused without it, 422911) and `amount` what they
 * were shown each renewal charges (a price changed since is refused, 422912). The same
 * `idempotencyKey` answers the same request: a reload never makes a second one.
 */
export const enableAutoRenewalEndpoint = defineEndpoint({
  name: 'enableAutoRenewal',
  method: 'POST',
  path: 'payment-service/v1/subscriptions/{accountNumber}/auto-renewal/payment-request',
  credentials: true,
  response: resultEnvelope(EnabledAutoRenewalSchema),
});

export const EnableAutoRenewalBodySchema = v.strictObject({
  paymentMethodId: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  consent: v.boolean(),
  amount: MoneySchema,
  frequencyDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  idempotencyKey: IdempotencyKeySchema,
});
export type EnableAutoRenewalBody = v.InferOutput<typeof EnableAutoRenewalBodySchema>;

export async function enableAutoRenewal(
  client: GatewayClient,
  input: { accountNumber: string } & EnableAutoRenewalBody,
): Promise<EnabledAutoRenewal> {
  const { accountNumber, ...body } = input;
  const json = v.parse(EnableAutoRenewalBodySchema, body);
  const answer = await client.call(enableAutoRenewalEndpoint, {
    params: { accountNumber: v.parse(AccountNumberSchema, accountNumber) },
    json,
  });
  return answer.result;
}
