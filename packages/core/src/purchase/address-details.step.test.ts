import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupGatewayTest, TEST_BASE_URL } from '../gateway/test-support/gateway-test-kit.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { type Address, emptyAddress } from '../stores/store-schemas.ts';
import { setupStores } from '../stores/test-stores.ts';
import { emptyManualPlace, validateAddressDetails } from './address-details.form.ts';
import {
  addressDetailsStart,
  addressStepAsksDelivery,
  coloniaOptions,
  firstAddressErrorField,
  saveAddressDetails,
  specificationForNextStep,
} from './address-details.step.ts';

const { client, server } = setupGatewayTest();

const roma = (patch: Partial<Address> = {}): Address => ({
  ...emptyAddress(),
  postalCode: '06700',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Av. Álvaro Obregón',
  blockNumber: '130',
  ...patch,
});
const SPEC = { required: true, selfieRequired: true, documentTypes: ['CNIC'], maxFileSizeBytes: 1000 };

describe('address step: where it starts', () => {
  it('takes the saved step data, and ignores saved data of another shape', () => {
    const { stores } = setupStores();
    stores.store.set(stores.onboarding.setBillingAddress, roma({ street: 'Stored' }));
    const saved = addressDetailsStart(stores, { billing: roma(), sameAsBilling: false }, true);
    expect(saved.billing.street).toBe('Av. Álvaro Obregón');
    expect(saved.sameAsBilling).toBe(false);
    const broken = addressDetailsStart(stores, { billing: 'Calle 1', sameAsBilling: 'yes' }, true);
    expect(broken.billing.street).toBe('Stored');
    // No delivery address given before: ticked.
    expect(broken.sameAsBilling).toBe(true);
  });

  it('a second purchase starts from the address the account registered last', () => {
    const { stores } = setupStores();
    const profile = { external_id: 'u-1', telco_user: false, address: { ...roma(), country: 'MX' } };
    stores.store.set(stores.auth.state, (previous) => ({ ...previous, userDetails: profile }));
    expect(addressDetailsStart(stores, {}, true).billing).toMatchObject({
      postalCode: '06700',
      blockNumber: '130',
    });
    // What this purchase already holds wins: the stores, then the step's own data.
    stores.store.set(stores.onboarding.setBillingAddress, roma({ street: 'Stored' }));
    expect(addressDetailsStart(stores, {}, true).billing.street).toBe('Stored');
    expect(addressDetailsStart(stores, { billing: roma({ street: 'Typed' }) }, true).billing.street).toBe(
      'Typed',
    );
  });

  it('a first purchase (no address on the account) starts empty', () => {
    const { stores } = setupStores();
    expect(addressDetailsStart(stores, {}, true).billing).toEqual(emptyAddress());
  });

  it('leaves same-as-billing unticked when a different delivery address was given before', () => {
    const { stores } = setupStores();
    stores.store.set(stores.onboarding.setSameAsBilling, false);
    stores.store.set(stores.onboarding.state, (previous) => ({
      ...previous,
      deliveryAddressDetails: roma({ street: 'Elsewhere' }),
    }));
    const start = addressDetailsStart(stores, {}, true);
    expect(start).toMatchObject({ sameAsBilling: false, delivery: { street: 'Elsewhere' } });
    // Nothing delivered (an eSIM): the box does not count.
    expect(addressDetailsStart(stores, {}, false).sameAsBilling).toBe(true);
  });

  it('asks a delivery address for a physical SIM only (by the journey condition)', () => {
    const { stores } = setupStores();
    stores.store.set(stores.onboarding.state, (previous) => ({
      ...previous,
      selectedSimType: 'physical_sim',
    }));
    expect(addressStepAsksDelivery(stores)).toBe(true);
    stores.store.set(stores.onboarding.state, (previous) => ({ ...previous, selectedSimType: 'esim' }));
    expect(addressStepAsksDelivery(stores)).toBe(false);
  });
});

describe('address step: a refused submit and the colonias', () => {
  it('focuses the first wrong billing field, then the delivery ones', () => {
    const rules = { zipCodeSize: 5 };
    const check = (billing: Address, delivery: Address) =>
      validateAddressDetails({
        billing,
        delivery,
        sameAsBilling: false,
        billingRules: rules,
        deliveryRules: rules,
      });
    expect(firstAddressErrorField(check(roma({ street: '' }), roma()))).toBe('billing-street');
    expect(firstAddressErrorField(check(roma(), roma({ postalCode: '' })))).toBe('delivery-postalCode');
    expect(firstAddressErrorField(check(roma(), roma()))).toBeNull();
  });

  it('keeps the colonia chosen before when the lookup does not list it', () => {
    expect(coloniaOptions(['Roma Norte', 'Juárez'], 'Condesa')).toEqual(['Condesa', 'Roma Norte', 'Juárez']);
    expect(coloniaOptions(['Roma Norte'], 'Roma Norte')).toEqual(['Roma Norte']);
    expect(coloniaOptions([], '')).toEqual([]);
  });
});

const NO_MANUAL_PLACE = { billingManual: emptyManualPlace(), deliveryManual: emptyManualPlace() };

describe('address step: what it stores', () => {
  it('stores billing, copies it over delivery when the same, and applies the eKYC specification', () => {
    const { stores } = setupStores();
    const data = saveAddressDetails(
      stores,
      {
        billing: roma({ street: '  Av.  Álvaro  Obregón ' }),
        delivery: emptyAddress(),
        sameAsBilling: true,
        ...NO_MANUAL_PLACE,
      },
      true,
      SPEC,
    );
    const onboarding = stores.store.get(stores.onboarding.state);
    expect(onboarding.billingAddressDetails.addressLine1).toBe('Av. Álvaro Obregón 130');
    expect(onboarding.deliveryAddressDetails.addressLine1).toBe('Av. Álvaro Obregón 130');
    expect(onboarding.sameAsBillingAddress).toBe(true);
    expect(onboarding.isOnboardingKYCRequired).toBe(true);
    expect(data).toMatchObject({ sameAsBilling: true });
  });

  it('stores a different delivery address, and keeps the earlier eKYC answer without a specification', () => {
    const { stores } = setupStores();
    saveAddressDetails(
      stores,
      {
        billing: roma(),
        delivery: roma({ street: 'Durango', area: 'Roma Norte' }),
        sameAsBilling: false,
        ...NO_MANUAL_PLACE,
      },
      true,
      null,
    );
    const onboarding = stores.store.get(stores.onboarding.state);
    expect(onboarding.deliveryAddressDetails.street).toBe('Durango');
    expect(onboarding.sameAsBillingAddress).toBe(false);
    expect(onboarding.isOnboardingKYCRequired).toBe(false);
  });

  it('reads the specification when it was not read yet; a failure gives none', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_BASE_URL}/ekyc-service/v1/specifications`, () => {
        calls += 1;
        return HttpResponse.json({ result: SPEC });
      }),
    );
    await expect(
      specificationForNextStep(
        { gateway: client, queryClient: createQueryClient() },
        { specification: undefined, failed: false },
      ),
    ).resolves.toEqual(SPEC);
    await expect(
      specificationForNextStep(
        { gateway: client, queryClient: createQueryClient() },
        { specification: undefined, failed: true },
      ),
    ).resolves.toBeNull();
    expect(calls).toBe(1);
    server.use(
      http.get(`${TEST_BASE_URL}/ekyc-service/v1/specifications`, () => HttpResponse.json({ result: {} })),
    );
    // A malformed answer: no specification, nothing thrown.
    await expect(
      specificationForNextStep(
        { gateway: client, queryClient: createQueryClient() },
        { specification: undefined, failed: false },
      ),
    ).resolves.toBeNull();
  });
});
