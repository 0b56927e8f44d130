import { describe, expect, it } from 'vitest';
import { activeGolden, goldenSku, numberChoices } from './new-number.golden.ts';
import { CATEGORIES, GOLDEN } from './new-number.test-kit.ts';

const offers = CATEGORIES.map((offer) => ({ ...offer, description: '' })) as Parameters<
  typeof numberChoices
>[0];

describe('numberChoices: premium numbers are sold by golden pattern, each at its price', () => {
  it('free first, then each pattern in place of premium, with its own name and price', () => {
    expect(
      numberChoices(offers, GOLDEN).map((choice) => [choice.key, choice.name, choice.price.amount]),
    ).toEqual([
      ['FREE_NUMBER', 'Gratis', 0],
      ['PREMIUM_NUMBER:ORO', 'Oro', 299],
      ['PREMIUM_NUMBER:PLATA', 'Plata', 199],
    ]);
  });

  it('no patterns from the gateway: premium is one choice at the category’s price', () => {
    expect(numberChoices(offers, []).map((choice) => [choice.key, choice.price.amount])).toEqual([
      ['FREE_NUMBER', 0],
      ['PREMIUM_NUMBER', 149],
    ]);
  });
});

describe('activeGolden and goldenSku', () => {
  it('the pattern picked while offered, else the first; none outside premium', () => {
    expect(activeGolden({ golden: 'PLATA', goldenCategories: GOLDEN }, 'PREMIUM_NUMBER')).toBe('PLATA');
    expect(activeGolden({ golden: 'GONE', goldenCategories: GOLDEN }, 'PREMIUM_NUMBER')).toBe('ORO');
    expect(activeGolden({ golden: null, goldenCategories: GOLDEN }, 'PREMIUM_NUMBER')).toBe('ORO');
    expect(activeGolden({ golden: 'PLATA', goldenCategories: GOLDEN }, 'FREE_NUMBER')).toBeUndefined();
    expect(activeGolden({ golden: null, goldenCategories: [] }, 'PREMIUM_NUMBER')).toBeUndefined();
  });

  it('a golden number is sold as its pattern’s sku; a number without one as its category', () => {
    expect(goldenSku(GOLDEN, 'PLATA')).toBe('NUM-PLATA');
    expect(goldenSku(GOLDEN, undefined)).toBeUndefined();
  });
});
