import * as v from 'valibot';
import { type FlagValues, paymentMethodAllowed } from '../config/flag-definitions.ts';
import type { EnabledPaymentMethod } from '../gateway/payments/enabled-payment-methods.ts';
import { cardExpiryStatus } from './card-expiry.ts';

/** Brand and last four as the hosted fields reported them: the only card facts the app holds. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/** One of the customer's saved cards, chosen to pay with (customer payment-methods). */
export interface SavedCardChoice extends CardSummary {
  paymentMethodId: string;
  /**
   * The line's automatic renewal charged this card and was declined, and is still pending: paying
   * the renewal by hand offers it after a new card, never as the one-tap Pay.
   */
  renewalDeclined?: boolean;
}

/**
 * Which payment methods the customer is offered. The gateway lists what the operator enables;
 * the app can only take what it has a flow for: CARD, through the provider's hosted fields. A
 * method without a flow (cash vouchers, bank transfer) is listed but cannot be chosen, so the
 * customer sees it exists rather than wondering where it went.
 */
export const PAYABLE_METHODS: readonly string[] = ['CARD'];

export interface PaymentMethodChoice {
  paymentMethod: string;
  label: string;
  cardBrands: string[];
  iconUrl: string | undefined;
  available: boolean;
}

/**
 * The methods the gateway enables, less those a feature flag switches off (an operator taking
 * OXXO out for a day): a method switched off is not listed at all, as if the gateway had not.
 */
export function paymentMethodChoices(
  enabled: readonly EnabledPaymentMethod[],
  flags: Partial<FlagValues>,
): PaymentMethodChoice[] {
  const seen = new Set<string>();
  return enabled
    .filter((method) => paymentMethodAllowed(flags, method.paymentMethod))
    .filter((method) => {
      const key = method.paymentMethod.toUpperCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((method) => ({
      paymentMethod: method.paymentMethod.toUpperCase(),
      label: method.label,
      cardBrands: method.cardBrands.map((brand) => brand.toLowerCase()),
      iconUrl: method.iconUrl,
      available: PAYABLE_METHODS.includes(method.paymentMethod.toUpperCase()),
    }))
    .sort((a, b) => Number(b.available) - Number(a.available));
}

/** The first method that can be chosen: preselected so one tap on Next is enough. */
export function defaultPaymentMethod(
  choices: readonly PaymentMethodChoice[],
  selected: string | null | undefined,
): string | undefined {
  const current = choices.find((choice) => choice.available && choice.paymentMethod === selected);
  return (current ?? choices.find((choice) => choice.available))?.paymentMethod;
}

/**
 * A saved card as the payment store keeps it (the store holds the gateway's objects, scrubbed of
 * card secrets). Only what can be shown is read: an id, brand, last four, expiry and the default
 * flag; anything unreadable is left out of the list rather than shown half.
 */
const SavedCardSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
  brand: v.pipe(v.string(), v.toLowerCase()),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiryMonth: v.optional(v.union([v.string(), v.number()])),
  expiryYear: v.optional(v.union([v.string(), v.number()])),
  isDefault: v.optional(v.boolean(), false),
});
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

export function savedCards(saved: readonly Record<string, unknown>[]): SavedCard[] {
  return saved.flatMap((entry) => {
    const normalised = {
      ...entry,
      id: entry.id ?? entry.paymentMethodId ?? entry.paymentMethodID,
      last4: entry.last4 ?? entry.lastFour,
      brand: entry.brand ?? entry.cardBrand,
    };
    const parsed = v.safeParse(SavedCardSchema, normalised);
    return parsed.success ? [parsed.output] : [];
  });
}

/** The saved methods with one of them as the default (the others lose the flag). */
export function withDefaultSavedMethod(
  saved: readonly Record<string, unknown>[],
  id: string,
): Record<string, unknown>[] {
  return saved.map((entry) => {
    const entryId = String(entry.id ?? entry.paymentMethodId ?? entry.paymentMethodID ?? '');
    return { ...entry, isDefault: entryId === id };
  });
}

/** The payment method of a saved card, in payment_request and in the payment store's selection. */
export const SAVED_CARD_METHOD = 'SAVED_CARD';

/**
 * The saved cards the customer can pay with now: only while the operator takes cards (CARD is
 * available), with a brand the card method accepts (when it lists brands), and not past its
 * expiry month. The default card first.
 */
export function payableSavedCards(
  saved: readonly SavedCard[],
  choices: readonly PaymentMethodChoice[],
  now: number,
): SavedCard[] {
  const card = choices.find((choice) => choice.paymentMethod === 'CARD' && choice.available);
  if (!card) return [];
  return saved
    .filter((item) => card.cardBrands.length === 0 || card.cardBrands.includes(item.brand))
    .filter(
      (item) =>
        item.expiryMonth === undefined ||
        item.expiryYear === undefined ||
        cardExpiryStatus(String(item.expiryMonth), String(item.expiryYear), now) === 'valid',
    )
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** A payment-method option: a method (`CARD`, `OXXO`) or one saved card (`SAVED_CARD:<id>`). */
export const savedCardOption = (id: string): string => `${SAVED_CARD_METHOD}:${id}`;

/**
 * What the payment-method step preselects: the saved card chosen before if it can still pay, else
 * the default saved card (one tap for a returning customer), else the method chosen before or the
 * first one available.
 */
export function defaultPaymentOption(
  choices: readonly PaymentMethodChoice[],
  payable: readonly SavedCard[],
  selected: Record<string, unknown> | null | undefined,
): string | undefined {
  const chosen = savedCardToPay(selected);
  if (chosen && payable.some((card) => card.id === chosen.paymentMethodId)) {
    return savedCardOption(chosen.paymentMethodId);
  }
  const first = payable[0];
  if (first) return savedCardOption(first.id);
  const method = typeof selected?.paymentMethod === 'string' ? selected.paymentMethod : undefined;
  return defaultPaymentMethod(choices, method);
}

/** The payment store's selection as the saved card to pay with, or null for any other method. */
export function savedCardToPay(selected: Record<string, unknown> | null | undefined): SavedCardChoice | null {
  if (!selected || selected.paymentMethod !== SAVED_CARD_METHOD) return null;
  const [card] = savedCards([selected]);
  return card ? { paymentMethodId: card.id, brand: card.brand, last4: card.last4 } : null;
}
