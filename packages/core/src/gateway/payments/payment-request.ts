import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { looksLikeCardNumber } from './card-number-shape.ts';
import { IdempotencyKeySchema, newIdempotencyKey } from './idempotency-key.ts';
import { type Transaction, TransactionSchema } from './transaction.schema.ts';

/**
 * POST payment request (v4), with credentials: pays an order with a method; a new card by the
 * provider's token, a saved card by its paymentMethodId.
 */
export const paymentRequestEndpoint = defineEndpoint({
  name: 'paymentRequest',
  method: 'POST',
  path: 'payment-service/v4/payment_request',
  credentials: true,
  response: resultEnvelope(TransactionSchema),
});

// The idempotency key: a module of its own, which the payment store (first load) reads without the
// payment call's schemas.
export { IdempotencyKeySchema, newIdempotencyKey };

/**
 * The body. Strict: an extra key (a card number under any name) is refused, and the token is
 * refused when it is a card number in disguise. Card data lives only in the provider's frame.
 */
export const PaymentRequestBodySchema = v.pipe(
  v.strictObject({
    orderRef: v.pipe(v.string(), v.minLength(1)),
    paymentMethod: v.pipe(v.string(), v.minLength(1)),
    idempotencyKey: IdempotencyKeySchema,
    /** The provider's transient token for the card typed into its hosted fields. */
    transientToken: v.optional(
      v.pipe(
        v.string(),
        v.minLength(1),
        v.check((token) => !looksLikeCardNumber(token), 'a transient token, not a card number'),
      ),
    ),
    /** For display and receipts only. */
    cardBrand: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+$/))),
    cardLast4: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
    saveCard: v.optional(v.boolean()),
    /** SAVED_CARD: which of the customer's saved cards (customer payment-methods) pays. */
    paymentMethodId: v.optional(v.pipe(v.string(), v.minLength(1))),
  }),
  v.check(
    (body) => body.paymentMethod !== 'CARD' || body.transientToken !== undefined,
    'a card payment needs a token',
  ),
  v.check(
    (body) =>
      body.paymentMethod !== 'SAVED_CARD' ||
      (body.paymentMethodId !== undefined && body.transientToken === undefined),
    'a saved-card payment names the saved card, and only it',
  ),
);
export type PaymentRequestBody = v.InferOutput<typeof PaymentRequestBodySchema>;

/** Card data has no place here: these keys are typed `never`, so passing one does not compile. */
interface NoCardData {
  cardNumber?: never;
  number?: never;
  pan?: never;
  securityCode?: never;
  cvv?: never;
  cvc?: never;
  expiryMonth?: never;
  expiryYear?: never;
}

export interface PaymentRequestInput extends NoCardData {
  orderRef: string;
  paymentMethod: string;
  /** New for every attempt, recorded before the call leaves (see IdempotencyKeySchema). */
  idempotencyKey: string;
  /** Required for CARD: the token the hosted fields returned. */
  transientToken?: string;
  /** Required for SAVED_CARD: the saved card's paymentMethodId. */
  paymentMethodId?: string;
  /** Brand and last four digits as the provider reported them, for display. */
  card?: { brand: string; last4: string } & NoCardData;
  saveCard?: boolean;
}

export async function paymentRequest(
  client: GatewayClient,
  input: PaymentRequestInput,
): Promise<Transaction> {
  // Picked field by field, then checked: nothing else in `input` can reach the gateway.
  const body = v.parse(PaymentRequestBodySchema, {
    orderRef: input.orderRef,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey,
    ...(input.transientToken !== undefined ? { transientToken: input.transientToken } : {}),
    ...(input.card ? { cardBrand: input.card.brand, cardLast4: input.card.last4 } : {}),
    ...(input.saveCard !== undefined ? { saveCard: input.saveCard } : {}),
    ...(input.paymentMethodId !== undefined ? { paymentMethodId: input.paymentMethodId } : {}),
  } satisfies PaymentRequestBody);
  const answer = await client.call(paymentRequestEndpoint, { json: body });
  return answer.result;
}
