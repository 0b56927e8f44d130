import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { looksLikeCardNumber } from './card-number-shape.ts';
import { type PaymentInstrumentAnswer, PaymentInstrumentAnswerSchema } from './payment-instrument.schema.ts';

/** Strict like payment_request's body: the token and the choice, no card data under any name. */
export const ValidateAndAddInstrumentBodySchema = v.strictObject({
  transientToken: v.pipe(
    v.string(),
    v.minLength(1),
    v.check((token) => !looksLikeCardNumber(token), 'a transient token, not a card number'),
  ),
  makeDefault: v.boolean(),
});
export type ValidateAndAddInstrumentBody = v.InferOutput<typeof ValidateAndAddInstrumentBodySchema>;

/**
 * POST validate-and-add instrument, with credentials: the provider checks the card behind a
 * transient token without charging it and keeps it for the customer (a card whose bank declines
 * the check: 422813). The path is the operator's usual shape; the spec names the call only.
 */
export const validateAndAddInstrumentEndpoint = defineEndpoint({
  name: 'validateAndAddInstrument',
  method: 'POST',
  path: 'payment-service/v1/customers/{customerId}/payment-instruments/validate',
  credentials: true,
  response: resultEnvelope(PaymentInstrumentAnswerSchema),
});

export async function validateAndAddInstrument(
  client: GatewayClient,
  input: { customerId: string } & ValidateAndAddInstrumentBody,
): Promise<PaymentInstrumentAnswer> {
  const json = v.parse(ValidateAndAddInstrumentBodySchema, {
    transientToken: input.transientToken,
    makeDefault: input.makeDefault,
  });
  const answer = await client.call(validateAndAddInstrumentEndpoint, {
    params: { customerId: input.customerId },
    json,
  });
  return answer.result;
}
