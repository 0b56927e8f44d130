import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type ProductVariant, ProductVariantSchema } from '../gateway/catalogue/product-variant.schema.ts';
import {
  addonsForPlan,
  priceAmount,
  selectablePlans,
  selectionTotal,
  toggleAddon,
} from './purchase-plans.ts';

const variant = (over: Partial<v.InferInput<typeof ProductVariantSchema>>): ProductVariant =>
  v.parse(ProductVariantSchema, {
    sku: 'PLAN-A',
    name: 'Plan A',
    productType: 'prepaid',
    category: 'PLAN',
    simTypes: ['esim'],
    price: { amount: 100, currency: 'MXN' },
    validityDays: 30,
    ...over,
  });

const PLAN = variant({ sku: 'PLAN-A', compatibleAddonSkus: ['ADDON-1', 'BUNDLE-1', 'PLAN-B'] });
const FREE = variant({ sku: 'PLAN-FREE', labels: ['free_plan'], price: { amount: 0, currency: 'MXN' } });
const TRIAL = variant({ sku: 'PLAN-TRIAL', labels: ['trial_plan'] });
const PLAN_B = variant({ sku: 'PLAN-B' });
const ADDON = variant({ sku: 'ADDON-1', category: 'ADDON', price: { amount: 49.9, currency: 'MXN' } });
const BUNDLE = variant({ sku: 'BUNDLE-1', category: 'BUNDLE', price: { amount: 0.1, currency: 'MXN' } });
const OTHER_ADDON = variant({ sku: 'ADDON-2', category: 'ADDON' });
const CATALOGUE = [PLAN, ADDON, FREE, TRIAL, BUNDLE, PLAN_B, OTHER_ADDON];

describe('selectablePlans', () => {
  it('lists plans only, in catalogue order, trials included', () => {
    expect(selectablePlans(CATALOGUE, { telcoUser: false }).map((p) => p.sku)).toEqual([
      'PLAN-A',
      'PLAN-FREE',
      'PLAN-TRIAL',
      'PLAN-B',
    ]);
  });

  it('hides the free plan from telco users (§4)', () => {
    expect(selectablePlans(CATALOGUE, { telcoUser: true }).map((p) => p.sku)).toEqual([
      'PLAN-A',
      'PLAN-TRIAL',
      'PLAN-B',
    ]);
  });
});

describe('addonsForPlan', () => {
  it("offers the catalogue's add-ons and bundles the plan names, never another plan", () => {
    expect(addonsForPlan('PLAN-A', CATALOGUE).map((p) => p.sku)).toEqual(['ADDON-1', 'BUNDLE-1']);
  });

  it('offers nothing without a plan, or for a plan the catalogue no longer sells', () => {
    expect(addonsForPlan(undefined, CATALOGUE)).toEqual([]);
    expect(addonsForPlan('PLAN-GONE', CATALOGUE)).toEqual([]);
    expect(addonsForPlan('ADDON-1', CATALOGUE)).toEqual([]);
  });
});

describe('toggleAddon', () => {
  it('adds an unticked extra at the end and removes a ticked one', () => {
    const once = toggleAddon([ADDON], BUNDLE);
    expect(once.map((p) => p.sku)).toEqual(['ADDON-1', 'BUNDLE-1']);
    expect(toggleAddon(once, ADDON).map((p) => p.sku)).toEqual(['BUNDLE-1']);
  });

  it('compares by sku, so a stored copy of the same extra counts as ticked', () => {
    expect(toggleAddon([{ sku: 'ADDON-1' }], { sku: 'ADDON-1' })).toEqual([]);
  });
});

describe('selectionTotal', () => {
  it('sums plan and extras in cents', () => {
    expect(selectionTotal([PLAN, ADDON, BUNDLE])).toBe(150);
    expect(selectionTotal([ADDON, BUNDLE])).toBe(50);
  });

  it('counts a product without a usable price as 0', () => {
    expect(selectionTotal([PLAN, { sku: 'X' }, { sku: 'Y', price: { amount: Number.NaN } }, null])).toBe(100);
    expect(priceAmount({ price: { amount: '12' } })).toBe(0);
    expect(selectionTotal([])).toBe(0);
  });
});
