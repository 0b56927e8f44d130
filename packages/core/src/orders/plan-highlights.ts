import type { ProductVariant } from '../gateway/catalogue/product-variant.schema.ts';
import { hasTrialLabel, isFreePlan, isVisibleToUser } from '../gateway/catalogue/product-variant-rules.ts';

export const PLAN_HIGHLIGHT_COUNT = 3;

/**
 * The plans the landing page shows: paid plans this user may see (the spec: no free plan for telco
 * users), without trials (they have their own conditions, explained in the purchase flow),
 * cheapest first, at most `count`. Equal prices keep catalogue order.
 */
export function planHighlights(
  variants: readonly ProductVariant[],
  options: { telcoUser: boolean; count?: number },
): ProductVariant[] {
  const count = options.count ?? PLAN_HIGHLIGHT_COUNT;
  return variants
    .filter(
      (variant) =>
        variant.category === 'PLAN' &&
        variant.price.amount > 0 &&
        !isFreePlan(variant) &&
        !hasTrialLabel(variant) &&
        isVisibleToUser(variant, { telcoUser: options.telcoUser }),
    )
    .map((variant, index) => ({ variant, index }))
    .sort((a, b) => a.variant.price.amount - b.variant.price.amount || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map(({ variant }) => variant);
}
