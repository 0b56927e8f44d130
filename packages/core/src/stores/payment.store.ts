import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { IdempotencyKeySchema } from '../gateway/payments/idempotency-key.ts';
import { CardBrandSchema } from '../validation/card-brands.ts';
import { ScrubbedObjectSchema, scrubCardSecrets } from './card-secrets.ts';
import { type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { nullableText, withDefault } from './store-schemas.ts';

/**
 * The only card facts the app may keep: brand and last four. `v.object` drops every other key, so
 * a number or security code handed to the store is gone before the atom or the storage sees it.
 */
export const CardDetailsSchema = v.object({
  brand: v.pipe(v.string(), v.toLowerCase(), CardBrandSchema),
  lastFour: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** The order this card paid: a later order, paid without a card, does not show it. */
  orderRef: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});
export type CardDetails = v.InferOutput<typeof CardDetailsSchema>;

const FormDataSchema = v.nullable(ScrubbedObjectSchema);
/** One payment request per key: whether it was sent, and the provider form it returned. */
export const PaymentRequestSchema = v.object({
  requested: v.boolean(),
  formData: v.optional(FormDataSchema, null),
});
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;

/**
 * A payment_request's form data while it is in flight: enough to find its transaction after a
 * reload or a lost answer, and nothing of the card but a saved card's id. Never the transient
 * token: it is single use (spent by the call it went with) and would charge while it lives.
 */
export const InFlightPaymentSchema = v.object({
  idempotencyKey: v.optional(v.nullable(IdempotencyKeySchema), null),
  paymentMethod: v.optional(v.picklist(['CARD', 'SAVED_CARD']), 'CARD'),
  /** Set once an answer (or a look-up by key) named the transaction. */
  transactionId: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1))), null),
  saveCard: v.optional(v.boolean(), false),
  paymentMethodId: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type InFlightPayment = v.InferOutput<typeof InFlightPaymentSchema>;

const PaymentErrorSchema = v.object({
  code: v.optional(v.string()),
  messageId: v.optional(v.string()),
  status: v.optional(v.number()),
});

const RefSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/**
 * What the next payment step pays for when it is not the order being built in the purchase
 * journey: an existing order paid later ("Pay now" on manage order), or a pay-by-link request.
 * The payment screens read it; the pages that lead there set it.
 */
export const PaymentTargetSchema = v.variant('kind', [
  v.object({ kind: v.literal('order'), orderRef: RefSchema }),
  v.object({ kind: v.literal('paylink'), paylinkId: RefSchema, orderRef: RefSchema }),
]);
export type PaymentTarget = v.InferOutput<typeof PaymentTargetSchema>;

export const PaymentStateSchema = v.object({
  paymentTarget: withDefault(v.nullable(PaymentTargetSchema), () => null),
  paymentRequests: withDefault(v.record(v.string(), PaymentRequestSchema), () => ({})),
  paymentError: withDefault(v.nullable(PaymentErrorSchema), () => null),
  cardDetails: withDefault(v.nullable(CardDetailsSchema), () => null),
  selectedPaymentMethod: withDefault(v.nullable(ScrubbedObjectSchema), () => null),
  paymentResult: withDefault(v.nullable(ScrubbedObjectSchema), () => null),
  savedPaymentMethods: withDefault(v.array(ScrubbedObjectSchema), () => []),
  /**
   * Whose saved cards `savedPaymentMethods` are (the customer id they were read for): a card is
   * offered and paid with only for that customer (payment.services.ts).
   */
  savedPaymentMethodsCustomerId: nullableText(),
  availablePaymentMethods: withDefault(v.array(ScrubbedObjectSchema), () => []),
});
export type PaymentState = v.InferOutput<typeof PaymentStateSchema>;

export const paymentDefaults = (): PaymentState => v.parse(PaymentStateSchema, {});

/** Brand and last four, rebuilt field by field: nothing else a caller attached survives. */
export function toCardDetails(value: unknown): CardDetails | null {
  const parsed = v.safeParse(CardDetailsSchema, value);
  if (!parsed.success) return null;
  const { brand, lastFour, orderRef } = parsed.output;
  return orderRef ? { brand, lastFour, orderRef } : { brand, lastFour };
}

/**
 * The card that paid `orderRef`, for its success page's "Paid with": the one the payment store
 * recorded for that very order. A free order is paid on creation with no card, and one paid
 * another way takes none; the card of an earlier payment in the session is not theirs.
 */
export function cardThatPaid(card: CardDetails | null, orderRef: string): CardDetails | null {
  return card?.orderRef === orderRef ? card : null;
}

/** What goes to storage: the card reduced to brand and last four, everything else scrubbed of card secrets. */
export function serializePaymentState(state: PaymentState): unknown {
  const { cardDetails, ...rest } = state;
  return { ...scrubCardSecrets(rest), cardDetails: toCardDetails(cardDetails) };
}

/**
 * A payment_request is leaving (or was answered) for this order: recorded as requested with its
 * form data until the outcome is known. The order's own status is the gateway's, read fresh by the
 * order pages: no copy of it is kept here (docs/decisions/dead-store-state.md).
 */
export function recordPaymentRequest(
  state: PaymentState,
  orderRef: string,
  payment: InFlightPayment,
): PaymentState {
  const formData = v.parse(InFlightPaymentSchema, payment);
  return {
    ...state,
    paymentRequests: { ...state.paymentRequests, [orderRef]: { requested: true, formData } },
  };
}

/** The order's request is over (settled, refused, or never received): nothing in flight any more. */
export function forgetPaymentRequest(state: PaymentState, orderRef: string): PaymentState {
  if (state.paymentRequests[orderRef]?.requested === false) return state;
  return {
    ...state,
    paymentRequests: { ...state.paymentRequests, [orderRef]: { requested: false, formData: null } },
  };
}

/**
 * The order's request still in flight, as the payment machine resumes it: its key, and its
 * transaction once known. Null when none was sent, or when storage holds something unreadable
 * (then the order itself, read first, decides: a paid order is not paid again).
 */
export function pendingPaymentRequest(
  state: PaymentState,
  orderRef: string,
): { idempotencyKey: string | null; transactionId: string | null } | null {
  const request = state.paymentRequests[orderRef];
  if (!request?.requested) return null;
  const parsed = v.safeParse(InFlightPaymentSchema, request.formData ?? {});
  if (!parsed.success) return null;
  const { idempotencyKey, transactionId } = parsed.output;
  return idempotencyKey || transactionId ? { idempotencyKey, transactionId } : null;
}

/** The spec's logout list for this store. The card's brand and last four go too: they are the user's. */
export function clearPaymentSession(state: PaymentState): PaymentState {
  return {
    ...state,
    paymentRequests: {},
    savedPaymentMethods: [],
    savedPaymentMethodsCustomerId: null,
    availablePaymentMethods: [],
    selectedPaymentMethod: null,
    paymentResult: null,
    cardDetails: null,
    paymentTarget: null,
  };
}

export function createPaymentStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.payment,
    schema: PaymentStateSchema,
    initial: paymentDefaults,
    storage: deps.storage,
    serialize: serializePaymentState,
  });
  return {
    state,
    /** Accepts anything card-like and keeps brand and last four only. */
    setCardDetails: atom(null, (_get, set, card: CardDetails | null) => {
      set(state, (previous) => ({ ...previous, cardDetails: toCardDetails(card) }));
    }),
    setPaymentRequest: atom(null, (_get, set, key: string, request: PaymentRequest) => {
      set(state, (previous) => ({
        ...previous,
        paymentRequests: { ...previous.paymentRequests, [key]: request },
      }));
    }),
    /** A malformed target is refused, and the previous one is cleared so a stale order is never paid. */
    setPaymentTarget: atom(null, (_get, set, target: PaymentTarget | null) => {
      const parsed = target === null ? undefined : v.safeParse(PaymentTargetSchema, target);
      const next = parsed?.success ? parsed.output : null;
      set(state, (previous) => ({ ...previous, paymentTarget: next }));
    }),
    clearSession: atom(null, (_get, set) => {
      set(state, clearPaymentSession);
    }),
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;
