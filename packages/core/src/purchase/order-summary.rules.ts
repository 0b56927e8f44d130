import * as v from 'valibot';
import type { OrderItemType, TermsAcceptanceMode } from '../gateway/enums.ts';
import type { OrderPreviewItem } from '../gateway/orders/order-item.schema.ts';
import {
  applyPromoCodeFromQuery,
  type PROMO_MAXIMUM_REACHED_NOTIFICATION,
  promoCodeMessageId,
} from '../validation/promo-code.ts';

/** The order summary's decisions: how lines are grouped, promo codes, the terms acceptance. */

export {
  DEFAULT_TERMS_ACCEPTANCE_MODE,
  overriddenTermsSetting,
  resolveTermsAcceptanceMode,
} from '../journey/terms-acceptance-mode.ts';

/** Heading of each item group, in the order the summary lists them (the spec's order item types). */
export const ORDER_ITEM_GROUP_MESSAGES: Readonly<Record<OrderItemType, string>> = {
  PLAN: 'order_summary.group.plan',
  ADDON: 'order_summary.group.addon',
  BUNDLE: 'order_summary.group.bundle',
  NEW_NUMBER: 'order_summary.group.new_number',
  FEE: 'order_summary.group.fee',
  DELIVERY_FEE_SKU: 'order_summary.group.delivery_fee',
  EXTERNAL_REWARD: 'order_summary.group.external_reward',
};

const ORDER_ITEM_GROUP_ORDER = Object.keys(ORDER_ITEM_GROUP_MESSAGES) as OrderItemType[];

export interface OrderItemGroup<T> {
  itemType: OrderItemType;
  messageId: string;
  items: T[];
}

/** Lines grouped by type in a fixed order (plan first, rewards last); empty groups left out. */
export function groupOrderItems<T extends Pick<OrderPreviewItem, 'itemType'>>(
  items: readonly T[],
): OrderItemGroup<T>[] {
  return ORDER_ITEM_GROUP_ORDER.map((itemType) => ({
    itemType,
    messageId: ORDER_ITEM_GROUP_MESSAGES[itemType],
    items: items.filter((item) => item.itemType === itemType),
  })).filter((group) => group.items.length > 0);
}

/** A reward is given, not sold: its line shows no price even when the gateway sends one. */
export const isPricedLine = (item: Pick<OrderPreviewItem, 'itemType'>): boolean =>
  item.itemType !== 'EXTERNAL_REWARD';

const PROMO_REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_CODE: 'promo.refused.invalid_code',
  EXPIRED: 'promo.refused.expired',
  NOT_APPLICABLE_TRIAL: 'promo.refused.trial',
  LIMIT_REACHED: 'promo.refused.limit_reached',
  DUPLICATE: 'promo.refused.duplicate',
  NOT_ELIGIBLE: 'promo.refused.not_eligible',
};

/** Why the preview refused a code, as a sentence id (unknown reasons get a general one). */
export function promoRefusalMessageId(reason: string | undefined): string {
  return (reason && PROMO_REFUSAL_MESSAGES[reason.trim().toUpperCase()]) || 'promo.refused.generic';
}

export type PromoAvailability = 'enabled' | 'trial' | 'disabled';

/**
 * Whether the promo field is offered: off for a trial plan, off when the journey settings or
 * the promotion config switch promotions off, or when not a single code is allowed.
 */
export function promoAvailability(input: {
  trialPlan: boolean;
  journeyEnabled?: boolean | undefined;
  configEnabled?: boolean | undefined;
  maxPromoCodes?: number | undefined;
}): PromoAvailability {
  if (input.trialPlan) return 'trial';
  if (input.journeyEnabled === false || input.configEnabled === false) return 'disabled';
  if (input.maxPromoCodes !== undefined && input.maxPromoCodes <= 0) return 'disabled';
  return 'enabled';
}

export type PromoAddResult =
  | { kind: 'added'; codes: string[] }
  | { kind: 'empty'; messageId: string }
  | { kind: 'duplicate'; messageId: string }
  | { kind: 'limit_reached'; notification: typeof PROMO_MAXIMUM_REACHED_NOTIFICATION };

/**
 * A code typed by the customer, by the same rules as one from the query: trimmed,
 * upper-cased, a duplicate is ignored (case-insensitive), the limit raises the 2-second warning.
 */
export function addPromoCode(
  raw: string,
  selection: { selected: readonly string[]; max: number; nonManualExitCodeStored?: boolean },
): PromoAddResult {
  const refused = promoCodeMessageId(raw);
  if (refused !== null) return { kind: 'empty', messageId: refused };
  const result = applyPromoCodeFromQuery(raw, selection);
  switch (result.kind) {
    case 'added':
      return { kind: 'added', codes: [...result.codes] };
    case 'limit_reached':
      return result;
    case 'duplicate':
      return { kind: 'duplicate', messageId: 'promo.duplicate' };
    default:
      return { kind: 'empty', messageId: 'validation.promo.empty' };
  }
}

/** The selection without one code (compared as the codes are stored: upper-cased). */
export function removePromoCode(selected: readonly string[], code: string): string[] {
  const target = code.trim().toUpperCase();
  return selected.filter((existing) => existing.trim().toUpperCase() !== target);
}

export const TermsStateSchema = v.object({
  /** The document was read to its end at least once (MANDATORY_SCROLL: its accept button). */
  scrolledToEnd: v.boolean(),
  /** The accept control is ticked (MANDATORY_SCROLL, CHECKBOX). */
  accepted: v.boolean(),
});
export type TermsState = v.InferOutput<typeof TermsStateSchema>;

/** The accept control can be used: always, except before the terms were scrolled to the end. */
export function canTickTerms(mode: TermsAcceptanceMode, state: TermsState): boolean {
  return mode !== 'MANDATORY_SCROLL' || state.scrolledToEnd;
}

/** The terms count as accepted: ticked (after reading, in MANDATORY_SCROLL), or by paying (IMPLICIT). */
export function termsAccepted(mode: TermsAcceptanceMode, state: TermsState): boolean {
  if (mode === 'IMPLICIT') return true;
  return state.accepted && canTickTerms(mode, state);
}
