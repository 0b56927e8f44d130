import * as v from 'valibot';
import {
  type PaymentMethodChoice,
  payableSavedCards,
  SAVED_CARD_METHOD,
  type SavedCard,
  savedCards,
} from './payment-methods.ts';

/**
 * Whether the customer has a choice of how to pay: the methods the app can take now and the saved
 * cards that can pay now, counted together. One way to pay is no choice, so the journey skips the
 * payment-method step (its `severalPaymentMethods` condition) and that one way is the selection.
 */
export type PaymentOptions = 'several' | 'one';

/** The one way to pay when there is only one, as the payment store keeps a selection; else null. */
export function onlyPaymentOption(
  choices: readonly PaymentMethodChoice[],
  payable: readonly SavedCard[],
): Record<string, unknown> | null {
  const methods = choices.filter((choice) => choice.available);
  if (methods.length + payable.length !== 1) return null;
  const [card] = payable;
  if (card) return { paymentMethod: SAVED_CARD_METHOD, id: card.id, brand: card.brand, last4: card.last4 };
  const [method] = methods;
  return method ? { paymentMethod: method.paymentMethod, label: method.label } : null;
}

/** A method as the payment store keeps the list (a boundary: it comes back from storage). */
const StoredChoiceSchema = v.object({
  paymentMethod: v.string(),
  label: v.optional(v.string(), ''),
  cardBrands: v.optional(v.array(v.string()), []),
  available: v.boolean(),
});

/**
 * What the payment store knows of the ways to pay. Until the methods were read there is no
 * telling: 'several', so the step is shown rather than skipped on a guess.
 */
export function paymentOptionsFromStore(
  state: {
    availablePaymentMethods: readonly unknown[];
    savedPaymentMethods: readonly Record<string, unknown>[];
  },
  now: number,
): PaymentOptions {
  const choices: PaymentMethodChoice[] = state.availablePaymentMethods.flatMap((entry) => {
    const parsed = v.safeParse(StoredChoiceSchema, entry);
    return parsed.success ? [{ ...parsed.output, iconUrl: undefined }] : [];
  });
  if (choices.length === 0) return 'several';
  const payable = payableSavedCards(savedCards(state.savedPaymentMethods), choices, now);
  return onlyPaymentOption(choices, payable) ? 'one' : 'several';
}
