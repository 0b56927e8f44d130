import { describe, expect, it } from 'vitest';
import type { OrderPreview } from '../gateway/orders/order-preview.ts';
import { shownPurchaseBasket } from './commerce.ts';

/**
 * The basket a purchase step shows beside it follows the page's language: the store keeps the
 * plan, the extras and the priced basket as they were read (here in Spanish, before a switch to
 * English); the page names them from what it reads in English.
 */
const MXN = (amount: number) => ({ amount, currency: 'MXN' });

const PLAN_ES = { sku: 'PLAN-200', name: 'Senda 200 (datos ilimitados)', price: MXN(200) };
const EXTRA_ES = { sku: 'ADDON-REDES', name: 'Redes sociales sin límite', price: MXN(49) };
const CATALOGUE_EN = [
  { sku: 'PLAN-200', name: 'Senda 200 (unlimited data)' },
  { sku: 'ADDON-REDES', name: 'Unlimited social media' },
  { sku: 'PLAN-100', name: 'Senda 100' },
];

const chosen = {
  orderPreviewResult: null,
  selectedPrimaryProducts: [PLAN_ES],
  selectedSecondaryProducts: [EXTRA_ES],
};

const PRICED_ES: OrderPreview = {
  items: [
    { itemType: 'PLAN', sku: 'PLAN-200', name: PLAN_ES.name, cost: MXN(200), quantity: 1 },
    {
      itemType: 'DELIVERY_FEE_SKU',
      sku: 'DELIVERY-DOMICILIO',
      name: 'Envío a domicilio',
      cost: MXN(49),
      quantity: 1,
    },
  ],
  subtotal: MXN(214.66),
  tax: MXN(34.34),
  total: MXN(249),
  promoCodes: [],
};
const ORDER_EN = {
  items: [
    {
      itemType: 'PLAN' as const,
      sku: 'PLAN-200',
      name: 'Senda 200 (unlimited data)',
      cost: MXN(200),
      quantity: 1,
    },
    {
      itemType: 'DELIVERY_FEE_SKU' as const,
      sku: 'DELIVERY-DOMICILIO',
      name: 'Home delivery',
      cost: MXN(49),
      quantity: 1,
    },
  ],
  total: MXN(249),
};

describe('shownPurchaseBasket', () => {
  it('names the chosen plan and extras as the catalogue read in the page’s language does', () => {
    expect(shownPurchaseBasket(chosen, { catalogue: CATALOGUE_EN })).toEqual({
      items: [
        { sku: 'PLAN-200', name: 'Senda 200 (unlimited data)', price: 200, quantity: 1 },
        { sku: 'ADDON-REDES', name: 'Unlimited social media', price: 49, quantity: 1 },
      ],
      value: 249,
    });
  });

  it('names every line of a priced basket as the placed order read in the page’s language does, fees too', () => {
    const priced = { ...chosen, orderPreviewResult: PRICED_ES };
    const basket = shownPurchaseBasket(priced, { catalogue: CATALOGUE_EN, placedOrder: ORDER_EN });
    expect(basket?.items.map((item) => item.name)).toEqual(['Senda 200 (unlimited data)', 'Home delivery']);
    expect(basket?.value).toBe(249);
    // Before the order is read again, the catalogue still names the plan; the fee keeps its name.
    expect(shownPurchaseBasket(priced, { catalogue: CATALOGUE_EN })?.items.map((item) => item.name)).toEqual([
      'Senda 200 (unlimited data)',
      'Envío a domicilio',
    ]);
  });

  it('keeps the names it was kept with until a read in the page’s language answers', () => {
    expect(shownPurchaseBasket(chosen, {})?.items.map((item) => item.name)).toEqual([
      PLAN_ES.name,
      EXTRA_ES.name,
    ]);
    expect(
      shownPurchaseBasket({ ...chosen, selectedPrimaryProducts: [], selectedSecondaryProducts: [] }, {}),
    ).toBe(null);
  });
});
