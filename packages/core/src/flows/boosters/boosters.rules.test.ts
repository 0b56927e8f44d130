import { describe, expect, it } from 'vitest';
import {
  AUTO_BOOSTER_MAX_PER_PERIOD,
  allowedBoosters,
  autoBoosterConsentCheck,
  autoBoosterConsentFor,
  autoBoosterMayBuy,
  boosterEligibility,
} from './boosters.rules.ts';
import type { BoosterOffer } from './gateway/booster-offer.ts';

const addOn = (sku: string, dataGb: number, domesticData = true, kind = 'ADDON') => ({
  sku,
  kind,
  dataGb,
  domesticData,
});
const CATALOGUE = [
  addOn('ADDON-GB-5', 5),
  addOn('ADDON-GB-1', 1),
  addOn('ADDON-GB-3', 3),
  addOn('ADDON-ROAMING-NA', 5, false),
  addOn('ADDON-LDI-200', 0, false),
  addOn('BUNDLE-ENTRETENIMIENTO', 10, true, 'BUNDLE'),
];
const skus = (list: readonly { sku: string }[]) => list.map((each) => each.sku);

describe('which add-ons a plan allows', () => {
  it('a paid plan with 5 GB or more: the 1, 3 and 5 GB data add-ons, smallest first; no roaming, minutes or bundles', () => {
    expect(skus(allowedBoosters({ price: 200, dataGb: 15 }, CATALOGUE))).toEqual([
      'ADDON-GB-1',
      'ADDON-GB-3',
      'ADDON-GB-5',
    ]);
    expect(skus(allowedBoosters({ price: 100, dataGb: 5 }, CATALOGUE))).toEqual([
      'ADDON-GB-1',
      'ADDON-GB-3',
      'ADDON-GB-5',
    ]);
  });

  it('none bigger than the plan itself (a 2 GB trial gets 1 GB), and none on a free plan', () => {
    expect(skus(allowedBoosters({ price: 30, dataGb: 2 }, CATALOGUE))).toEqual(['ADDON-GB-1']);
    expect(allowedBoosters({ price: 0, dataGb: 0.5 }, CATALOGUE)).toEqual([]);
  });
});

const OFFER: Pick<BoosterOffer, 'boosters' | 'savedCard'> = {
  boosters: [
    {
      sku: 'ADDON-GB-3',
      dataGb: 3,
      price: { amount: 45, currency: 'MXN' },
      tax: { amount: 6.21, currency: 'MXN' },
    },
    {
      sku: 'ADDON-GB-1',
      dataGb: 1,
      price: { amount: 20, currency: 'MXN' },
      tax: { amount: 2.76, currency: 'MXN' },
    },
  ],
  savedCard: { brand: 'VISA', last4: '4242' },
};

describe('the automatic booster', () => {
  it('buys at most twice a period', () => {
    expect(AUTO_BOOSTER_MAX_PER_PERIOD).toBe(2);
    expect(autoBoosterMayBuy({ boughtThisPeriod: 0, maxPerPeriod: 2 })).toBe(true);
    expect(autoBoosterMayBuy({ boughtThisPeriod: 1, maxPerPeriod: 2 })).toBe(true);
    expect(autoBoosterMayBuy({ boughtThisPeriod: 2, maxPerPeriod: 2 })).toBe(false);
    // A stored cap above the rule's is held to the rule's.
    expect(autoBoosterMayBuy({ boughtThisPeriod: 2, maxPerPeriod: 5 })).toBe(false);
  });

  it('offers the smallest add-on on the saved card, and nothing without a card', () => {
    expect(autoBoosterConsentFor(OFFER)).toMatchObject({
      sku: 'ADDON-GB-1',
      amount: 20,
      cardLast4: '4242',
      maxPerPeriod: 2,
    });
    expect(autoBoosterConsentFor({ ...OFFER, savedCard: null })).toBeNull();
  });

  it('needs the consent, naming exactly the add-on, the amount, the card and the cap that would be charged', () => {
    const consent = { sku: 'ADDON-GB-1', amount: 20, cardLast4: '4242', maxPerPeriod: 2 };
    expect(autoBoosterConsentCheck(OFFER, consent)).toEqual({ ok: true });
    expect(autoBoosterConsentCheck(OFFER, null)).toEqual({ ok: false, reason: 'CONSENT_REQUIRED' });
    for (const wrong of [
      { ...consent, amount: 19 },
      { ...consent, sku: 'ADDON-GB-3' },
      { ...consent, cardLast4: '1111' },
      { ...consent, maxPerPeriod: 3 },
    ]) {
      expect(autoBoosterConsentCheck(OFFER, wrong)).toEqual({ ok: false, reason: 'CONSENT_MISMATCH' });
    }
    expect(autoBoosterConsentCheck({ ...OFFER, savedCard: null }, consent)).toEqual({
      ok: false,
      reason: 'NO_SAVED_CARD',
    });
  });
});

describe('who may buy', () => {
  it('an active line whose plan allows some', () => {
    expect(boosterEligibility({ status: 'Active' }, OFFER)).toEqual({ eligible: true });
    expect(boosterEligibility({ status: 'Grace' }, OFFER)).toEqual({
      eligible: false,
      reason: 'LINE_NOT_ACTIVE',
    });
    expect(boosterEligibility({ status: 'Active' }, { boosters: [] })).toEqual({
      eligible: false,
      reason: 'NO_BOOSTERS',
    });
  });
});
