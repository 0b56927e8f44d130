import type { ProductVariant } from '../gateway/catalogue/product-variant.schema.ts';
import { isFreePlan } from '../gateway/catalogue/product-variant-rules.ts';
import type { MessageId } from '../i18n/messages/index.ts';

/**
 * What a plan costs after its first period, said on its card (plan selection and the home page),
 * from what the catalogue gives: a prepaid plan charges nothing by itself (a new period is paid
 * when the customer renews, by hand or by the auto-renewal they agree to), so the sentence is the
 * price of that next period. A promotional first period (`originalPrice` above `price`) renews at
 * the regular price; a free plan renews at $0.00 and says that it is free, not a price with no
 * word; a trial renews at its own price like any plan (its card's badge and note say it is a trial;
 * the catalogue sells no plan it migrates to: `trial_migration_plan` is a label the spec names).
 */
export interface PlanTerms {
  messageId: MessageId;
  /** `days`: the period (the screen says it as the card's validity); `amount`: the next period's price in MXN. */
  values: { days: number; amount: number };
}

export function planTerms(
  plan: Pick<ProductVariant, 'price' | 'originalPrice' | 'validityDays' | 'labels'>,
): PlanTerms {
  const days = plan.validityDays;
  if (isFreePlan(plan) || plan.price.amount === 0)
    return { messageId: 'plan_terms.free', values: { days, amount: 0 } };
  if (plan.originalPrice && plan.originalPrice.amount > plan.price.amount)
    return { messageId: 'plan_terms.promotion', values: { days, amount: plan.originalPrice.amount } };
  return { messageId: 'plan_terms.regular', values: { days, amount: plan.price.amount } };
}
