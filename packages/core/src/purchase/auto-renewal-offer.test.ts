import { describe, expect, it } from 'vitest';
import {
  AUTO_RENEWAL_NOTICE_DAYS,
  purchaseAutoRenewal,
  purchaseAutoRenewalConfig,
  purchaseAutoRenewalOffer,
} from './auto-renewal-offer.ts';

const fail = (): never => {
  throw new Error('no offer');
};

const PLAN = { sku: 'PLAN-SENDA-200', price: { amount: 200, currency: 'MXN' }, validityDays: 30 };

describe('auto-renewal at purchase', () => {
  it('offers the chosen plan’s price and period, with the LFPC notice; nothing without a plan', () => {
    expect(purchaseAutoRenewalOffer([PLAN])).toEqual({
      amount: { amount: 200, currency: 'MXN' },
      frequencyDays: 30,
      noticeDays: AUTO_RENEWAL_NOTICE_DAYS,
    });
    expect(purchaseAutoRenewalOffer([])).toBeNull();
    expect(purchaseAutoRenewalOffer([{ sku: 'X' }])).toBeNull();
  });

  // The order summary of Senda Gratis read "Senda charges $0.00 to the card I pay with every 30
  // days", and its order goes straight to paid with no card asked for.
  it('offers nothing for a free plan: no charge to agree to, no card to charge', () => {
    const free = { sku: 'PLAN-SENDA-GRATIS', price: { amount: 0, currency: 'MXN' }, validityDays: 30 };
    expect(purchaseAutoRenewalOffer([free])).toBeNull();
    // A tick left from a paid plan chosen before is not carried into the free plan's order.
    const agreed = purchaseAutoRenewalConfig(purchaseAutoRenewalOffer([PLAN]) ?? fail(), true);
    expect(purchaseAutoRenewal(agreed, purchaseAutoRenewalOffer([free]))).toBeUndefined();
  });

  it('carries the consent only when ticked, and only for the terms offered now', () => {
    const offer = purchaseAutoRenewalOffer([PLAN]);
    if (!offer) throw new Error('no offer');
    expect(purchaseAutoRenewalConfig(offer, false)).toBeNull();
    const agreed = purchaseAutoRenewalConfig(offer, true);
    expect(purchaseAutoRenewal(agreed, offer)).toEqual({
      consent: true,
      amount: { amount: 200, currency: 'MXN' },
      frequencyDays: 30,
    });
    // Never ticked (the store's default), or ticked for another plan: nothing is carried.
    expect(purchaseAutoRenewal(null, offer)).toBeUndefined();
    const cheaper = purchaseAutoRenewalOffer([{ ...PLAN, price: { amount: 100, currency: 'MXN' } }]);
    expect(purchaseAutoRenewal(agreed, cheaper)).toBeUndefined();
    expect(purchaseAutoRenewal({ ...agreed, consent: 'yes' }, offer)).toBeUndefined();
  });
});
