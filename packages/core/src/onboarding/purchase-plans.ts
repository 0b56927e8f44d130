import type { ProductVariant } from '../gateway/catalogue/product-variant.schema.ts';
import { compatibleAddons } from '../gateway/catalogue/product-variant-rules.ts';
import { visiblePlans } from '../stores/onboarding.store.ts';
import type { Product } from '../stores/store-schemas.ts';

/**
 * The plans the plan-selection step lists: the catalogue's plans (not its add-ons or bundles) that
 * this customer may see (the spec: no free plan for telco-migrated users), in catalogue order.
 */
export function selectablePlans(
  variants: readonly ProductVariant[],
  user: { telcoUser: boolean },
): ProductVariant[] {
  return visiblePlans(
    variants.filter((variant) => variant.category === 'PLAN'),
    user,
  );
}

/**
 * The add-ons and bundles offered with the chosen plan. The plan comes from the store, which may
 * hold an older copy; the catalogue's current copy (same sku) decides what is compatible, and a
 * plan the catalogue no longer sells offers nothing.
 */
export function addonsForPlan(
  planSku: string | undefined,
  catalogue: readonly ProductVariant[],
): ProductVariant[] {
  const plan = catalogue.find((variant) => variant.sku === planSku && variant.category === 'PLAN');
  return plan ? compatibleAddons(plan, catalogue) : [];
}

/**
 * Plan selection offers "Add extras to my plan" unless the catalogue, once read, has no plan among
 * these that takes extras (unread, the box is shown: the page's frame has it from the first paint).
 */
export function extrasOffered(
  plans: readonly Pick<ProductVariant, 'sku'>[],
  catalogue: readonly ProductVariant[] | undefined,
): boolean {
  return catalogue === undefined || plans.some((plan) => addonsForPlan(plan.sku, catalogue).length > 0);
}

/** Ticking an add-on adds it; unticking removes it (by sku). Order of selection is kept. */
export function toggleAddon<P extends Pick<Product, 'sku'>>(selected: readonly P[], product: P): P[] {
  return selected.some((item) => item.sku === product.sku)
    ? selected.filter((item) => item.sku !== product.sku)
    : [...selected, product];
}

/** A product's price amount as the stores keep it (the catalogue's `price.amount`), or 0. */
export function priceAmount(product: unknown): number {
  if (typeof product !== 'object' || product === null) return 0;
  const price = (product as { price?: unknown }).price;
  if (typeof price !== 'object' || price === null) return 0;
  const amount = (price as { amount?: unknown }).amount;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
}

/**
 * "Total (IVA included)" of a plan and its extras: catalogue prices already include IVA, so the total
 * is their sum. Summed in cents so 99.9 + 0.1 is 100, not 100.00000000000001.
 */
export function selectionTotal(products: readonly unknown[]): number {
  const cents = products.reduce<number>((sum, product) => sum + Math.round(priceAmount(product) * 100), 0);
  return cents / 100;
}
