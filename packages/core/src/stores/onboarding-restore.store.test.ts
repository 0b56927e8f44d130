import { describe, expect, it } from 'vitest';
import { setupStores } from './test-stores.ts';

const PLAN = { sku: 'PLAN-A', price: { amount: 100, currency: 'MXN' } };
const TRIAL = { sku: 'PLAN-T', labels: ['trial_plan'] };
const ADDON = { sku: 'ADDON-1' };

describe('onboarding store: restoring a pending cart, carts and store id', () => {
  it('puts back the SIM type, the plan and its extras', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-OLD' });
    store.set(stores.onboarding.setSecondaryProducts, [{ sku: 'ADDON-OLD' }]);
    store.set(stores.onboarding.restoreSelection, { simType: 'physical_sim', plan: PLAN, addons: [ADDON] });
    expect(store.get(stores.onboarding.state)).toMatchObject({
      selectedSimType: 'physical_sim',
      selectedPrimaryProducts: [PLAN],
      selectedSecondaryProducts: [ADDON],
    });
  });

  it('applies the trial rule: a restored trial plan clears promo codes', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setPromoCodes, ['HOLA10']);
    store.set(stores.onboarding.restoreSelection, { simType: 'esim', plan: TRIAL, addons: [] });
    expect(store.get(stores.onboarding.state).selectedPromoCodes).toEqual([]);
    expect(store.get(stores.onboarding.isPromoDisabled)).toBe(true);
  });

  it('ignores an unknown SIM type', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.restoreSelection, { simType: 'nano' as never, plan: PLAN, addons: [] });
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toEqual([]);
  });

  it('keeps the pending carts (the pendingCarts fact) and the retail store id', () => {
    const { stores, store } = setupStores();
    const cart = {
      cartId: 'c1',
      email: 'ana@example.mx',
      status: 'PENDING',
      items: [{ itemType: 'PLAN', sku: 'PLAN-1', quantity: 1 }],
      created_at: '2026-01-10T10:00:00.000Z',
    };
    store.set(stores.onboarding.setPendingOrders, [cart]);
    store.set(stores.onboarding.setSelectedStoreId, 'MX0042');
    expect(store.get(stores.onboarding.state)).toMatchObject({
      pendingOrders: [cart],
      selectedStoreId: 'MX0042',
    });
    store.set(stores.onboarding.setPendingOrders, []);
    expect(store.get(stores.onboarding.state).pendingOrders).toEqual([]);
  });
});
