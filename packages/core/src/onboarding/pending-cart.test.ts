import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../gateway/carts/cart.schema.ts';
import { type ProductVariant, ProductVariantSchema } from '../gateway/catalogue/product-variant.schema.ts';
import { cartSelection, pendingCartsNewestFirst } from './pending-cart.ts';

const variant = (sku: string, category: 'PLAN' | 'ADDON' | 'BUNDLE'): ProductVariant =>
  v.parse(ProductVariantSchema, {
    sku,
    name: sku,
    productType: 'prepaid',
    category,
    simTypes: ['esim'],
    price: { amount: 100, currency: 'MXN' },
    validityDays: 30,
  });

const cart = (items: Cart['items'], created_at = '2026-01-01T00:00:00.000Z'): Cart => ({
  cartId: `cart-${created_at}`,
  email: 'ana@example.mx',
  status: 'PENDING',
  items,
  created_at,
});

const ESIM = [variant('PLAN-A', 'PLAN'), variant('ADDON-1', 'ADDON'), variant('BUNDLE-1', 'BUNDLE')];
const PSIM = [variant('PLAN-P', 'PLAN'), variant('ADDON-1', 'ADDON')];
const CATALOGUES = [
  { simType: 'esim' as const, variants: ESIM },
  { simType: 'physical_sim' as const, variants: PSIM },
];

describe('cartSelection', () => {
  it("restores the cart's plan and extras as the catalogue sells them, with the SIM type that sells the plan", () => {
    const selection = cartSelection(
      cart([
        { itemType: 'PLAN', sku: 'PLAN-A', quantity: 1 },
        { itemType: 'ADDON', sku: 'ADDON-1', quantity: 1 },
        { itemType: 'BUNDLE', sku: 'BUNDLE-1', quantity: 1 },
        { itemType: 'FEE', sku: 'FEE-SIM', quantity: 1 },
        { itemType: 'DELIVERY_FEE_SKU', sku: 'DELIVERY', quantity: 1 },
      ]),
      CATALOGUES,
    );
    expect(selection).toMatchObject({ simType: 'esim', missingSkus: [] });
    expect(selection?.plan).toBe(ESIM[0]);
    expect(selection?.addons.map((a) => a.sku)).toEqual(['ADDON-1', 'BUNDLE-1']);
  });

  it('finds the plan in the other SIM type catalogue and reports extras no longer sold', () => {
    const selection = cartSelection(
      cart([
        { itemType: 'ADDON', sku: 'BUNDLE-1', quantity: 1 },
        { itemType: 'PLAN', sku: 'PLAN-P', quantity: 1 },
        { itemType: 'ADDON', sku: 'ADDON-1', quantity: 2 },
        { itemType: 'ADDON', sku: 'ADDON-1', quantity: 1 },
      ]),
      CATALOGUES,
    );
    expect(selection?.simType).toBe('physical_sim');
    expect(selection?.addons.map((a) => a.sku)).toEqual(['ADDON-1']);
    expect(selection?.missingSkus).toEqual(['BUNDLE-1']);
  });

  it('cannot continue a cart without a plan, or whose plan is sold nowhere', () => {
    expect(cartSelection(cart([{ itemType: 'ADDON', sku: 'ADDON-1', quantity: 1 }]), CATALOGUES)).toBeNull();
    expect(cartSelection(cart([{ itemType: 'PLAN', sku: 'PLAN-GONE', quantity: 1 }]), CATALOGUES)).toBeNull();
    expect(cartSelection(cart([{ itemType: 'PLAN', sku: 'ADDON-1', quantity: 1 }]), CATALOGUES)).toBeNull();
  });
});

describe('pendingCartsNewestFirst', () => {
  it('orders by creation time, newest first, keeping ties in gateway order', () => {
    const a = cart([], '2026-01-01T00:00:00.000Z');
    const b = { ...cart([], '2026-03-01T00:00:00.000Z') };
    const c = { ...cart([], '2026-01-01T00:00:00.000Z'), cartId: 'tie' };
    expect(pendingCartsNewestFirst([a, b, c]).map((x) => x.cartId)).toEqual([b.cartId, a.cartId, 'tie']);
  });
});
