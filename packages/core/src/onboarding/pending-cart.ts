import type { Cart } from '../gateway/carts/cart.schema.ts';
import type { ProductVariant } from '../gateway/catalogue/product-variant.schema.ts';
import type { SimType } from '../gateway/enums.ts';

/** A pending cart matched against the catalogue: the plan and the extras to restore. */
export interface CartSelection {
  plan: ProductVariant;
  addons: ProductVariant[];
  /** The SIM type whose catalogue sells the plan (the catalogue is per SIM type). */
  simType: SimType;
  /** Cart items the catalogue no longer sells; they cannot be restored. */
  missingSkus: string[];
}

const EXTRA_ITEM_TYPES = new Set(['ADDON', 'BUNDLE']);

/**
 * What "continue with this order" puts back into the onboarding store: the cart's PLAN item and its
 * ADDON/BUNDLE items, as the catalogue sells them now (prices and compatibility are the
 * catalogue's, not the cart's). Catalogues are tried in the order given (the customer's current
 * SIM type first); null when no catalogue sells the cart's plan, because a cart without a plan
 * cannot be continued. Fees, delivery and numbers are chosen again in their own steps.
 */
export function cartSelection(
  cart: Pick<Cart, 'items'>,
  catalogues: readonly { simType: SimType; variants: readonly ProductVariant[] }[],
): CartSelection | null {
  const planItem = cart.items.find((item) => item.itemType === 'PLAN');
  if (!planItem) return null;
  for (const { simType, variants } of catalogues) {
    const plan = variants.find((variant) => variant.sku === planItem.sku && variant.category === 'PLAN');
    if (!plan) continue;
    const addons: ProductVariant[] = [];
    const missingSkus: string[] = [];
    for (const item of cart.items) {
      if (!EXTRA_ITEM_TYPES.has(item.itemType)) continue;
      const extra = variants.find((variant) => variant.sku === item.sku && variant.category !== 'PLAN');
      if (extra && !addons.some((added) => added.sku === extra.sku)) addons.push(extra);
      else if (!extra) missingSkus.push(item.sku);
    }
    return { plan, addons, simType, missingSkus };
  }
  return null;
}

/** The carts a pending-orders page lists, newest first (equal times keep the gateway's order). */
export function pendingCartsNewestFirst<C extends Pick<Cart, 'created_at'>>(carts: readonly C[]): C[] {
  return carts
    .map((cart, index) => ({ cart, index, at: Date.parse(cart.created_at) }))
    .sort((a, b) => (Number.isNaN(b.at) ? 0 : b.at) - (Number.isNaN(a.at) ? 0 : a.at) || a.index - b.index)
    .map(({ cart }) => cart);
}
