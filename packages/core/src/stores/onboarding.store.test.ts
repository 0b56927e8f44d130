import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINIMUM_AGE,
  DEFAULT_NUMBER_TYPE,
  DEFAULT_PRODUCT_TYPE,
  DEFAULT_SIM_TYPE,
} from '../config/constants.ts';
import { choiceForNumberType } from '../purchase/connection-details.rules.ts';
import {
  onboardingDefaults,
  selectPrimaryProduct,
  selectSimType,
  setEsimDeliverySpecifications,
  visiblePlans,
} from './onboarding.store.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { emptyAddress } from './store-schemas.ts';
import { persisted, setupStores } from './test-stores.ts';

const plan = (sku: string, labels: string[] = []) => ({ sku, labels, name: `Plan ${sku}` });
const addon = (sku: string) => ({ sku, name: `Add-on ${sku}` });
const address = (street: string) => ({ ...emptyAddress(), street, city: 'CDMX', postalCode: '06600' });

describe('onboarding store defaults (§3, §9)', () => {
  it('starts at minimum age 18, prepaid, eSIM, NEW number', () => {
    const { stores, store } = setupStores();
    const state = store.get(stores.onboarding.state);
    expect(state.minimumAge).toBe(DEFAULT_MINIMUM_AGE);
    expect(state.minimumAge).toBe(18);
    expect(state.selectedProductType).toBe(DEFAULT_PRODUCT_TYPE);
    expect(state.selectedProductType).toBe('prepaid');
    expect(state.selectedSimType).toBe(DEFAULT_SIM_TYPE);
    expect(state.selectedSimType).toBe('esim');
    expect(state.selectedNumberType).toBe(DEFAULT_NUMBER_TYPE);
    expect(state.selectedNumberType).toBe('NEW');
    expect(state.selectedPromoCodes).toEqual([]);
    expect(state.deliveryAddressDetails).toEqual(emptyAddress());
  });
});

describe('selecting the primary product', () => {
  it('clears the secondary products when the sku changes', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.selectPrimaryProduct, plan('PLAN-A'));
    store.set(stores.onboarding.setSecondaryProducts, [addon('ADD-1'), addon('ADD-2')]);
    store.set(stores.onboarding.selectPrimaryProduct, plan('PLAN-B'));
    const state = store.get(stores.onboarding.state);
    expect(state.selectedPrimaryProducts.map((p) => p.sku)).toEqual(['PLAN-B']);
    expect(state.selectedSecondaryProducts).toEqual([]);
  });

  it('keeps the secondary products when the same sku is selected again', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.selectPrimaryProduct, plan('PLAN-A'));
    store.set(stores.onboarding.setSecondaryProducts, [addon('ADD-1')]);
    store.set(stores.onboarding.selectPrimaryProduct, { ...plan('PLAN-A'), name: 'Plan A, refreshed' });
    expect(store.get(stores.onboarding.state).selectedSecondaryProducts.map((p) => p.sku)).toEqual(['ADD-1']);
  });

  it('keeps the rest of the gateway product', () => {
    const next = selectPrimaryProduct(onboardingDefaults(), plan('PLAN-A'));
    expect(next.selectedPrimaryProducts[0]).toMatchObject({ sku: 'PLAN-A', name: 'Plan PLAN-A' });
  });
});

describe('trial plan', () => {
  it('clears the promo codes and disables promo', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setPromoCodes, ['WELCOME10']);
    expect(store.get(stores.onboarding.state).selectedPromoCodes).toEqual(['WELCOME10']);
    expect(store.get(stores.onboarding.isPromoDisabled)).toBe(false);

    store.set(stores.onboarding.selectPrimaryProduct, plan('TRIAL', ['trial_plan']));
    expect(store.get(stores.onboarding.state).selectedPromoCodes).toEqual([]);
    expect(store.get(stores.onboarding.isPromoDisabled)).toBe(true);

    store.set(stores.onboarding.setPromoCodes, ['WELCOME10']);
    expect(store.get(stores.onboarding.state).selectedPromoCodes).toEqual([]);
  });

  it('also recognises the label as a single product_label', () => {
    const next = selectPrimaryProduct(
      { ...onboardingDefaults(), selectedPromoCodes: ['X'] },
      { sku: 'T', product_label: 'trial_plan' },
    );
    expect(next.selectedPromoCodes).toEqual([]);
  });

  it('counts the trial migration label as a trial too, as the catalogue rules do', () => {
    const next = selectPrimaryProduct(
      { ...onboardingDefaults(), selectedPromoCodes: ['X'] },
      plan('MIGRATION', ['trial_migration_plan']),
    );
    expect(next.selectedPromoCodes).toEqual([]);
  });

  it('enables promo again once a non-trial plan is chosen', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.selectPrimaryProduct, plan('TRIAL', ['trial_plan']));
    store.set(stores.onboarding.selectPrimaryProduct, plan('PLAN-A'));
    expect(store.get(stores.onboarding.isPromoDisabled)).toBe(false);
    store.set(stores.onboarding.setPromoCodes, ['WELCOME10']);
    expect(store.get(stores.onboarding.state).selectedPromoCodes).toEqual(['WELCOME10']);
  });
});

describe('same as billing', () => {
  it('copies the billing address over the delivery address when ticked', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.state, (s) => ({
      ...s,
      billingAddressDetails: address('Billing 1'),
      deliveryAddressDetails: address('Delivery 9'),
    }));
    store.set(stores.onboarding.setSameAsBilling, true);
    const state = store.get(stores.onboarding.state);
    expect(state.sameAsBillingAddress).toBe(true);
    expect(state.deliveryAddressDetails).toEqual(address('Billing 1'));
  });

  it('leaves the delivery address alone when unticked', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.state, (s) => ({ ...s, deliveryAddressDetails: address('Delivery 9') }));
    store.set(stores.onboarding.setSameAsBilling, false);
    expect(store.get(stores.onboarding.state).deliveryAddressDetails).toEqual(address('Delivery 9'));
  });

  it('carries later billing edits to the delivery address while ticked', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setSameAsBilling, true);
    store.set(stores.onboarding.setBillingAddress, address('New street'));
    expect(store.get(stores.onboarding.state).deliveryAddressDetails.street).toBe('New street');
  });
});

describe('eSIM delivery flag', () => {
  it('comes from the ESIM-NEW entry', () => {
    const specs = [
      { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false },
      { orderType: 'ESIM-NEW', deliveryNeeded: true },
    ];
    expect(setEsimDeliverySpecifications(onboardingDefaults(), specs).isEsimDeliveryNeeded).toBe(true);
  });

  it('ignores the SIM-replacement entry', () => {
    const specs = [
      { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: true },
      { orderType: 'ESIM-NEW', deliveryNeeded: false },
    ];
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setEsimDeliverySpecifications, specs);
    expect(store.get(stores.onboarding.state).isEsimDeliveryNeeded).toBe(false);
    expect(store.get(stores.onboarding.state).esimDeliverySpecifications).toEqual(specs);
  });

  it('is false without an ESIM-NEW entry', () => {
    const state = { ...onboardingDefaults(), isEsimDeliveryNeeded: true };
    expect(
      setEsimDeliverySpecifications(state, [{ orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: true }])
        .isEsimDeliveryNeeded,
    ).toBe(false);
  });
});

describe('visiblePlans', () => {
  const plans = [plan('FREE', ['free_plan']), plan('PAID'), plan('TRIAL', ['trial_plan'])];
  it('hides the free plan from telco users', () => {
    expect(visiblePlans(plans, { telcoUser: true }).map((p) => p.sku)).toEqual(['PAID', 'TRIAL']);
  });
  it('shows every plan to everyone else', () => {
    expect(visiblePlans(plans, { telcoUser: false }).map((p) => p.sku)).toEqual(['FREE', 'PAID', 'TRIAL']);
  });
});

describe('reset', () => {
  it('returns onboarding to its defaults and keeps the channel', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.setSelectedChannel, 'retail');
    store.set(stores.onboarding.selectPrimaryProduct, plan('PLAN-A'));
    store.set(stores.onboarding.state, (s) => ({ ...s, minimumAge: 21, esimConfirm: true }));
    store.set(stores.resetOnboarding);
    expect(store.get(stores.onboarding.state)).toEqual(onboardingDefaults());
    expect(store.get(stores.auth.state).selectedChannel).toBe('retail');
  });

  it('resets the channel when told otherwise', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.setSelectedChannel, 'retail');
    store.set(stores.resetOnboarding, { keepChannel: false });
    expect(store.get(stores.auth.state).selectedChannel).toBe('web');
  });
});

describe('stored onboarding state', () => {
  it('keeps what the user entered when one field of an older shape is wrong', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.order, {
        personalDetails: { firstName: 'Ana', lastName: 'López' },
        minimumAge: 'eighteen',
        selectedPrimaryProducts: [{ name: 'no sku' }],
        removedField: true,
      }),
    );
    const state = store.get(stores.onboarding.state);
    expect(state.personalDetails).toMatchObject({ firstName: 'Ana', lastName: 'López', email: '' });
    expect(state.minimumAge).toBe(18);
    expect(state.selectedPrimaryProducts).toEqual([]);
    expect(state).not.toHaveProperty('removedField');
  });
});

describe('stored gateway answers (typed by their gateway schemas)', () => {
  const DOORSTEP = {
    type: 'DOORSTEP_DELIVERY',
    name: 'A domicilio',
    description: 'Entrega en 48 h',
    fee: { amount: 99, currency: 'MXN' },
    slotId: 'CDMX',
    enabled: true,
  } as const;
  const SLOT = {
    slotId: 'SLOT-1',
    date: '2026-01-17',
    startTime: '09:00',
    endTime: '13:00',
    available: true,
  };
  const DONOR = { id: 'TELCEL', name: 'Telcel', requestId: 'pin-req-1' };
  const EKYC = { required: true, selfieRequired: false, documentTypes: ['INE'], maxFileSizeBytes: 1_000_000 };
  const PREVIEW = {
    items: [],
    subtotal: { amount: 172.41, currency: 'MXN' },
    tax: { amount: 27.59, currency: 'MXN' },
    total: { amount: 200, currency: 'MXN' },
    promoCodes: [],
  };
  const CART = {
    cartId: 'CART-1',
    email: 'ana@example.mx',
    status: 'PENDING',
    items: [{ itemType: 'PLAN', sku: 'PLAN-1', quantity: 1 }],
    created_at: '2026-01-10T10:00:00.000Z',
  };

  it('round-trips each field in its gateway shape', () => {
    const stored = {
      selectedDeliveryMethod: DOORSTEP,
      selectedDeliverySlot: SLOT,
      selectedTelcoDonor: DONOR,
      eKycConfig: EKYC,
      orderPreviewResult: PREVIEW,
      pendingOrders: [CART],
    };
    const { stores, store } = setupStores(persisted(STORE_KEYS.order, stored));
    expect(store.get(stores.onboarding.state)).toMatchObject(stored);
  });

  it('drops one field of the wrong shape alone, keeping the others', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.order, {
        personalDetails: { firstName: 'Ana' },
        selectedDeliveryMethod: { type: 'TELEPORT', name: 'x' },
        selectedDeliverySlot: SLOT,
        selectedTelcoDonor: { id: 'TELCEL', name: 'Telcel' },
        eKycConfig: EKYC,
        orderPreviewResult: { total: 'free' },
        pendingOrders: [{ cartId: 'CART-1' }],
      }),
    );
    const state = store.get(stores.onboarding.state);
    expect(state.selectedDeliveryMethod).toBeNull();
    expect(state.selectedTelcoDonor).toBeNull();
    expect(state.orderPreviewResult).toBeNull();
    expect(state.pendingOrders).toEqual([]);
    expect(state.selectedDeliverySlot).toEqual(SLOT);
    expect(state.eKycConfig).toEqual(EKYC);
    expect(state.personalDetails.firstName).toBe('Ana');
  });

  it('keeps only the pending carts of the gateway shape', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setPendingOrders, [CART, { cartId: 'half a cart' }]);
    expect(store.get(stores.onboarding.state).pendingOrders).toEqual([CART]);
  });
});

describe('choosing the SIM type', () => {
  it('stores the choice and drops products picked for the other type', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.selectPrimaryProduct, plan('PLAN-A'));
    store.set(stores.onboarding.setSecondaryProducts, [addon('ADD-1')]);
    store.set(stores.onboarding.setSimType, 'physical_sim');
    const state = store.get(stores.onboarding.state);
    expect(state.selectedSimType).toBe('physical_sim');
    expect(state.selectedPrimaryProducts).toEqual([]);
    expect(state.selectedSecondaryProducts).toEqual([]);
  });

  it('keeps the products when the same type is chosen again', () => {
    const state = selectPrimaryProduct(onboardingDefaults(), plan('PLAN-A'));
    expect(selectSimType(state, 'esim')).toBe(state);
  });

  it('ignores a value that is not a SIM type', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setSimType, 'nano' as never);
    expect(store.get(stores.onboarding.state).selectedSimType).toBe('esim');
  });
});

describe('the number type chosen before the number step', () => {
  it('is kept, so the number step opens on a transfer when the customer came to keep their number', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setNumberType, 'PORT_IN');
    store.set(stores.onboarding.selectPrimaryProduct, plan('PLAN-A'));
    expect(choiceForNumberType(store.get(stores.onboarding.state).selectedNumberType)).toBe(
      'number_transfer',
    );
  });

  it('ignores a value that is not a number type', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setNumberType, 'KEEP' as never);
    expect(store.get(stores.onboarding.state).selectedNumberType).toBe('NEW');
  });
});
