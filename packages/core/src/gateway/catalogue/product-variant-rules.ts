import type { ProductVariant } from './product-variant.schema.ts';

/** Product labels the rules read (Product labels, the spec's Store rules). */
export const TRIAL_PLAN_LABEL = 'trial_plan';
export const TRIAL_MIGRATION_PLAN_LABEL = 'trial_migration_plan';
export const FREE_PLAN_LABEL = 'free_plan';

const PORT_IN_ORDER_TYPE = 'portin';

const hasLabel = (variant: Pick<ProductVariant, 'labels'>, label: string): boolean =>
  variant.labels.some((candidate) => candidate.toLowerCase() === label);

/** Whether a variant may be bought with a number transfer: its order types include portin, in any case. */
export function isEligibleForPortIn(variant: Pick<ProductVariant, 'eligibilityCriteria'>): boolean {
  return variant.eligibilityCriteria.orderTypes.some((type) => type.toLowerCase() === PORT_IN_ORDER_TYPE);
}

/** A trial plan clears and disables promo codes when selected (Store rules). */
export function hasTrialLabel(variant: Pick<ProductVariant, 'labels'>): boolean {
  return hasLabel(variant, TRIAL_PLAN_LABEL) || hasLabel(variant, TRIAL_MIGRATION_PLAN_LABEL);
}

export function isFreePlan(variant: Pick<ProductVariant, 'labels'>): boolean {
  return hasLabel(variant, FREE_PLAN_LABEL);
}

/** For telco-migrated users the free plan is not visible (Store rules). */
export function isVisibleToUser(
  variant: Pick<ProductVariant, 'labels'>,
  user: { telcoUser: boolean },
): boolean {
  return !(user.telcoUser && isFreePlan(variant));
}

/** The add-ons and bundles that can be bought with a plan, in catalogue order. */
export function compatibleAddons(
  plan: ProductVariant,
  catalogue: readonly ProductVariant[],
): ProductVariant[] {
  const skus = new Set(plan.compatibleAddonSkus);
  return catalogue.filter((variant) => variant.category !== 'PLAN' && skus.has(variant.sku));
}
