import * as v from 'valibot';
import { SavedPaymentMethodsSchema } from './saved-payment-method.schema.ts';

/**
 * Where a card being added without a payment stands (the spec's validate-and-add, authenticate by
 * paymentMethodID): ACTIVE (saved, in the list), AUTHENTICATION_REQUIRED (its bank's 3-D Secure
 * page at `challengeUrl` first) or FAILED (the bank refused it: nothing was saved).
 */
export const PAYMENT_INSTRUMENT_STATUSES = ['ACTIVE', 'AUTHENTICATION_REQUIRED', 'FAILED'] as const;
export type PaymentInstrumentStatus = (typeof PAYMENT_INSTRUMENT_STATUSES)[number];

export const PaymentInstrumentAnswerSchema = v.object({
  paymentMethodId: v.pipe(v.string(), v.minLength(1)),
  status: v.picklist(PAYMENT_INSTRUMENT_STATUSES),
  challengeUrl: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  reason: v.optional(v.nullable(v.string()), null),
  /** The saved cards after the call, as every customer payment-methods call answers them. */
  ...SavedPaymentMethodsSchema.entries,
});
export type PaymentInstrumentAnswer = v.InferOutput<typeof PaymentInstrumentAnswerSchema>;
