import * as v from 'valibot';
import { MoneySchema } from '../gateway/common.schema.ts';
import { type PurchaseAutoRenewal, PurchaseAutoRenewalSchema } from '../gateway/orders/create-order.ts';

/** The plan chosen, read for what renews: its price (MXN, IVA included) and its period. */
const RenewingPlanSchema = v.object({
  price: MoneySchema,
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** LFPC art. 76 Bis: the notice of each automatic renewal comes at least 5 calendar days before it. */
export const AUTO_RENEWAL_NOTICE_DAYS = 5;

/** The terms the order summary offers automatic renewal on (LFPC art. 76 Bis: shown clearly). */
export interface PurchaseAutoRenewalOffer {
  amount: { amount: number; currency: string };
  frequencyDays: number;
  /** The notice comes at least this many calendar days before each charge. */
  noticeDays: number;
}

/**
 * Auto-renewal at purchase: the chosen plan renews by itself, on the card that pays the
 * order, every period at its price, only when the customer ticks the box on the order summary
 * (never ticked for them). No plan with a price and a period: nothing is offered. A free plan
 * (Senda Gratis, $0) is not offered it either: there is nothing to charge, and its order, paid on
 * creation, takes no card, so "charged to the card you pay with now" would name a card that is
 * never asked for.
 */
export function purchaseAutoRenewalOffer(
  primaryProducts: readonly unknown[],
): PurchaseAutoRenewalOffer | null {
  const plan = v.safeParse(RenewingPlanSchema, primaryProducts[0]);
  if (!plan.success || plan.output.price.amount <= 0) return null;
  return {
    amount: plan.output.price,
    frequencyDays: plan.output.validityDays,
    noticeDays: AUTO_RENEWAL_NOTICE_DAYS,
  };
}

/** What the onboarding store keeps when the box is ticked (the spec's autoRenewalConfig): the terms agreed to. */
export function purchaseAutoRenewalConfig(
  offer: PurchaseAutoRenewalOffer,
  consent: boolean,
): PurchaseAutoRenewal | null {
  return consent ? { consent: true, amount: offer.amount, frequencyDays: offer.frequencyDays } : null;
}

/**
 * What the order carries: the consent, only when it was given to the terms offered now (a plan
 * changed since the tick is a new question: nothing is carried until it is ticked again).
 */
export function purchaseAutoRenewal(
  config: unknown,
  offer: PurchaseAutoRenewalOffer | null,
): PurchaseAutoRenewal | undefined {
  const parsed = v.safeParse(PurchaseAutoRenewalSchema, config);
  if (!parsed.success || !offer) return undefined;
  const agreed = parsed.output;
  const same =
    agreed.amount.amount === offer.amount.amount &&
    agreed.amount.currency === offer.amount.currency &&
    agreed.frequencyDays === offer.frequencyDays;
  return same ? agreed : undefined;
}
