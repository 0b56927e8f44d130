import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../../gateway/delivery/delivery-methods.ts';
import type { PickupLocation } from '../../gateway/delivery/pickup-location.schema.ts';
import { CreateOrderBodySchema } from '../../gateway/orders/create-order.ts';
import { onboardingDefaults } from '../../stores/onboarding.store.ts';
import {
  appliedPromoCodes,
  type CheckoutSelection,
  checkoutItems,
  checkoutOrderBody,
  checkoutPreviewInput,
  expectedBasketLines,
  newNumberSku,
  orderBodyProblem,
  orderFingerprint,
} from './checkout-order.ts';

const CATEGORIES = [
  {
    category: 'FREE_NUMBER',
    name: 'Número estándar',
    description: '',
    price: { amount: 0, currency: 'MXN' },
    sku: 'NUMBER-FREE',
  },
  {
    category: 'PREMIUM_NUMBER',
    name: 'Número dorado',
    description: '',
    price: { amount: 199, currency: 'MXN' },
    sku: 'NUMBER-PREMIUM',
  },
] as const;

const ADDRESS = {
  ...onboardingDefaults().billingAddressDetails,
  postalCode: '06700',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  addressLine1: 'Av. Álvaro Obregón 130',
};

const DOORSTEP: DeliveryMethod = {
  type: 'DOORSTEP_DELIVERY',
  name: 'A domicilio',
  description: '',
  fee: { amount: 0, currency: 'MXN' },
  slotId: 'CDMX',
  enabled: true,
};
const PICKUP: DeliveryMethod = { ...DOORSTEP, type: 'SELF_PICKUP', name: 'Tienda', slotId: undefined };
const ROMA: PickupLocation = { id: 'PICKUP-CDMX-1', name: 'Senda Roma', address: ADDRESS, openingHours: [] };

function selection(
  over: Partial<CheckoutSelection['onboarding']> = {},
  extra: Partial<CheckoutSelection> = {},
) {
  const onboarding = {
    ...onboardingDefaults(),
    selectedPrimaryProducts: [{ sku: 'PLAN-SENDA-200', category: 'PLAN' }],
    selectedSecondaryProducts: [
      { sku: 'ADDON-REDES', category: 'ADDON' },
      { sku: 'BUNDLE-VIAJE', category: 'BUNDLE' },
    ],
    selectedNumber: '5512345678',
    selectedCategory: 'FREE_NUMBER',
    personalDetails: {
      ...onboardingDefaults().personalDetails,
      firstName: ' Ana ',
      lastName: 'López',
      dob: '1990-05-17',
      contactNumber: '55 1234 5678',
      curp: ' loxa900517mdfpxn07',
    },
    billingAddressDetails: ADDRESS,
    selectedPromoCodes: ['BIENVENIDA10', 'NOEXISTE'],
    ...over,
  };
  return {
    onboarding,
    channel: 'web',
    accountEmail: 'ana.lopez@example.mx',
    numberCategories: CATEGORIES,
    ...extra,
  } as CheckoutSelection;
}

describe('checkout items and preview', () => {
  it('lists plan, add-ons and bundles by category, and the new number’s category sku', () => {
    expect(checkoutItems(selection())).toEqual([
      { itemType: 'PLAN', sku: 'PLAN-SENDA-200' },
      { itemType: 'ADDON', sku: 'ADDON-REDES' },
      { itemType: 'BUNDLE', sku: 'BUNDLE-VIAJE' },
      { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' },
    ]);
  });

  it('finds the number sku from a category code or a sku, the free one by default', () => {
    expect(newNumberSku('PREMIUM_NUMBER', CATEGORIES)).toBe('NUMBER-PREMIUM');
    expect(newNumberSku('NUMBER-PREMIUM', CATEGORIES)).toBe('NUMBER-PREMIUM');
    expect(newNumberSku(null, CATEGORIES)).toBe('NUMBER-FREE');
    expect(newNumberSku('FREE_NUMBER', [])).toBeUndefined();
  });

  it('a golden number’s pattern sku is its line’s sku, priced by the gateway (not the free one)', () => {
    expect(newNumberSku('NUMBER-GOLDEN-ORO', CATEGORIES)).toBe('NUMBER-GOLDEN-ORO');
    const items = checkoutItems(selection({ selectedCategory: 'NUMBER-GOLDEN-ORO' }));
    expect(items.at(-1)).toEqual({ itemType: 'NEW_NUMBER', sku: 'NUMBER-GOLDEN-ORO' });
  });

  it('a transfer has no number line', () => {
    const items = checkoutItems(selection({ selectedNumberType: 'PORT_IN' }));
    expect(items.map((item) => item.itemType)).toEqual(['PLAN', 'ADDON', 'BUNDLE']);
  });

  it('knows the basket’s lines before pricing: the number’s line before its category’s sku', () => {
    expect(expectedBasketLines(selection())).toEqual(['PLAN', 'ADDON', 'BUNDLE', 'NEW_NUMBER']);
    expect(expectedBasketLines(selection({}, { numberCategories: undefined }))).toEqual([
      'PLAN',
      'ADDON',
      'BUNDLE',
      'NEW_NUMBER',
    ]);
    expect(expectedBasketLines(selection({ selectedNumberType: 'PORT_IN' }))).toEqual([
      'PLAN',
      'ADDON',
      'BUNDLE',
    ]);
  });

  it('previews with the promo codes; no plan, no preview', () => {
    expect(checkoutPreviewInput(selection())).toMatchObject({
      orderType: 'SIM_ONLY',
      channel: 'web',
      simType: 'esim',
      numberType: 'NEW',
      promoCodes: ['BIENVENIDA10', 'NOEXISTE'],
    });
    expect(checkoutPreviewInput(selection())).not.toHaveProperty('deliveryMethod');
    expect(checkoutPreviewInput(selection({ selectedPrimaryProducts: [] }))).toBeNull();
  });

  it('a physical SIM previews with its delivery method', () => {
    const input = checkoutPreviewInput(
      selection({
        selectedSimType: 'physical_sim',
        selectedDeliveryMethod: PICKUP,
      }),
    );
    expect(input?.deliveryMethod).toBe('SELF_PICKUP');
  });
});

describe('checkout order body', () => {
  it('an eSIM with a new number passes the gateway’s schema, with the applied codes only', () => {
    const body = checkoutOrderBody(selection(), ['BIENVENIDA10']);
    expect(v.safeParse(CreateOrderBodySchema, body).success).toBe(true);
    expect(body).toMatchObject({
      productType: 'prepaid',
      promoCodes: [{ promo_code: 'BIENVENIDA10' }],
      selectedNumber: '5512345678',
      customer: {
        firstName: 'Ana',
        contactNumber: '5512345678',
        email: 'ana.lopez@example.mx',
        curp: 'LOXA900517MDFPXN07',
      },
      billingAddress: { postalCode: '06700', country: 'MX' },
    });
    expect(body).not.toHaveProperty('delivery');
  });

  it('goes without a contact phone where none was asked, the surnames as typed in one', () => {
    const personal = {
      ...selection().onboarding.personalDetails,
      lastName: 'De la Cruz López',
      contactNumber: '',
    };
    const body = checkoutOrderBody(selection({ personalDetails: personal }), []);
    expect(v.safeParse(CreateOrderBodySchema, body).success).toBe(true);
    expect(body.customer).not.toHaveProperty('contactNumber');
    expect(body.customer.lastName).toBe('De la Cruz López');
  });

  it('a retail sale names the store the assistant gave; a web sale names none', () => {
    const retail = checkoutOrderBody(selection({ selectedStoreId: 'MX0042' }, { channel: 'retail' }), []);
    expect(v.safeParse(CreateOrderBodySchema, retail).success).toBe(true);
    expect(retail).toMatchObject({ channel: 'retail', retailStoreId: 'MX0042' });
    const web = checkoutOrderBody(selection({ selectedStoreId: 'MX0042' }), []);
    expect(web).not.toHaveProperty('retailStoreId');
    // Without the store the gateway would refuse the sale: the schema says so before sending.
    const storeless = checkoutOrderBody(selection({}, { channel: 'retail' }), []);
    expect(v.safeParse(CreateOrderBodySchema, storeless).success).toBe(false);
  });

  it('carries auto-renewal only when the box was ticked for the plan chosen (LFPC art. 76 Bis)', () => {
    const plan = {
      sku: 'PLAN-SENDA-200',
      category: 'PLAN',
      price: { amount: 200, currency: 'MXN' },
      validityDays: 30,
    };
    const agreed = { consent: true, amount: { amount: 200, currency: 'MXN' }, frequencyDays: 30 };
    expect(checkoutOrderBody(selection({ selectedPrimaryProducts: [plan] }), [])).not.toHaveProperty(
      'autoRenewal',
    );
    const ticked = checkoutOrderBody(
      selection({ selectedPrimaryProducts: [plan], autoRenewalConfig: agreed }),
      [],
    );
    expect(ticked.autoRenewal).toEqual(agreed);
    expect(v.safeParse(CreateOrderBodySchema, ticked).success).toBe(true);
    // Ticked for Senda 200, then Senda 100 chosen: a new question, nothing carried.
    const other = { ...plan, sku: 'PLAN-SENDA-100', price: { amount: 100, currency: 'MXN' } };
    expect(
      checkoutOrderBody(selection({ selectedPrimaryProducts: [other], autoRenewalConfig: agreed }), []),
    ).not.toHaveProperty('autoRenewal');
  });

  it('a physical SIM to the door carries the address and the slot', () => {
    const body = checkoutOrderBody(
      selection({
        selectedSimType: 'physical_sim',
        selectedDeliveryMethod: DOORSTEP,
        selectedDeliverySlot: {
          slotId: 'SLOT-1',
          date: '2026-01-17',
          startTime: '09:00',
          endTime: '13:00',
          available: true,
        },
        deliveryAddressDetails: ADDRESS,
      }),
      [],
    );
    expect(body.delivery).toEqual({
      method: 'DOORSTEP_DELIVERY',
      address: { ...ADDRESS, country: 'MX' },
      slotId: 'SLOT-1',
    });
    expect(v.safeParse(CreateOrderBodySchema, body).success).toBe(true);
  });

  // An eSIM that ships nothing: the journey asks no address (the address step's condition), and
  // the order went out refused for the billing postal code nobody was asked for.
  it('an eSIM with nothing delivered goes without a billing address; a delivered order needs one', () => {
    const esim = checkoutOrderBody(
      selection({ billingAddressDetails: onboardingDefaults().billingAddressDetails }),
      [],
    );
    expect(esim).not.toHaveProperty('billingAddress');
    expect(v.safeParse(CreateOrderBodySchema, esim).success).toBe(true);
    const pickup = checkoutOrderBody(
      selection({
        selectedSimType: 'physical_sim',
        selectedDeliveryMethod: PICKUP,
        selectedSelfPickUpAddress: ROMA,
        billingAddressDetails: onboardingDefaults().billingAddressDetails,
      }),
      [],
    );
    expect(v.safeParse(CreateOrderBodySchema, pickup).success).toBe(false);
  });

  it('self pickup carries the location id', () => {
    const body = checkoutOrderBody(
      selection({
        selectedSimType: 'physical_sim',
        selectedDeliveryMethod: PICKUP,
        selectedSelfPickUpAddress: ROMA,
      }),
      [],
    );
    expect(body.delivery).toEqual({ method: 'SELF_PICKUP', pickupLocationId: 'PICKUP-CDMX-1' });
  });

  it('a transfer carries number, donor and the validated request id', () => {
    const body = checkoutOrderBody(
      selection(
        {
          selectedNumberType: 'PORT_IN',
          currentTelcoNumber: '5598765432',
          selectedTelcoDonor: { id: 'TELCEL', name: 'Telcel', requestId: 'pin-req-0' },
        },
        { portInRequestId: 'pin-req-1' },
      ),
      [],
    );
    expect(body.portIn).toEqual({ number: '5598765432', donor: 'TELCEL', requestId: 'pin-req-1' });
    expect(body).not.toHaveProperty('selectedNumber');
    expect(v.safeParse(CreateOrderBodySchema, body).success).toBe(true);
  });

  it('the fingerprint changes with the order and not with key order', () => {
    const a = checkoutOrderBody(selection(), ['BIENVENIDA10']);
    const b = checkoutOrderBody(selection(), ['BIENVENIDA10']);
    expect(orderFingerprint(a)).toBe(orderFingerprint({ ...b }));
    expect(orderFingerprint(a)).toBe(
      orderFingerprint(Object.fromEntries(Object.entries(b).reverse()) as typeof b),
    );
    expect(orderFingerprint(a)).not.toBe(orderFingerprint(checkoutOrderBody(selection(), [])));
  });

  it('keeps the applied codes of a preview', () => {
    expect(
      appliedPromoCodes([
        { promo_code: 'BIENVENIDA10', status: 'APPLIED', discount: { amount: 20, currency: 'MXN' } },
        { promo_code: 'NOEXISTE', status: 'REFUSED', reason: 'INVALID_CODE' },
      ]),
    ).toEqual(['BIENVENIDA10']);
  });
});

describe('orderBodyProblem', () => {
  const problem = (over: Partial<CheckoutSelection['onboarding']>) => {
    try {
      v.parse(CreateOrderBodySchema, checkoutOrderBody(selection(over), []));
      return null;
    } catch (error) {
      return orderBodyProblem(error);
    }
  };

  it.each([
    [{ personalDetails: onboardingDefaults().personalDetails }, 'customer'],
    [
      {
        selectedSimType: 'physical_sim' as const,
        selectedDeliveryMethod: PICKUP,
        selectedSelfPickUpAddress: ROMA,
        billingAddressDetails: onboardingDefaults().billingAddressDetails,
      },
      'billing',
    ],
    [{ selectedNumber: null }, 'number'],
    [{ selectedNumberType: 'PORT_IN' as const }, 'number'],
    [{ selectedSimType: 'physical_sim' as const }, 'delivery'],
    [{ selectedSimType: 'physical_sim' as const, selectedDeliveryMethod: PICKUP }, 'delivery'],
    [
      { selectedPrimaryProducts: [], selectedSecondaryProducts: [], selectedNumberType: 'PORT_IN' as const },
      'plan',
    ],
  ])('names the section of a missing field (%#)', (over, section) => {
    expect(problem(over)).toEqual({ section, messageId: `order_summary.invalid.${section}` });
  });

  it('is null for anything but a ValiError', () => {
    expect(orderBodyProblem(new Error('x'))).toBeNull();
    expect(problem({})).toBeNull();
  });
});
