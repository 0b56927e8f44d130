import * as v from 'valibot';

/**
 * A card the customer saved with the operator (the spec "customer payment-methods"). The gateway
 * keeps the provider's stored instrument; the app only ever sees what can be shown: brand, last
 * four, expiry and whether it is the default. Never a card number or security code.
 */
export const SavedPaymentMethodSchema = v.strictObject({
  paymentMethodId: v.pipe(v.string(), v.minLength(1)),
  type: v.literal('CARD'),
  /** CARD_BRANDS names (visa, mastercard, amex, ...); an unknown brand still lists, without a logo. */
  brand: v.pipe(v.string(), v.minLength(1)),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiryMonth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  expiryYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100))),
  isDefault: v.boolean(),
});
export type SavedPaymentMethod = v.InferOutput<typeof SavedPaymentMethodSchema>;

/**
 * What every customer payment-methods call answers: the customer's saved cards after the call, so
 * a change on a slow network needs no second round trip to show the new list.
 */
export const SavedPaymentMethodsSchema = v.object({
  paymentMethods: v.array(SavedPaymentMethodSchema),
});
