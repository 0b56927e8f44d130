import { describe, expect, it } from 'vitest';
import { planTerms } from './plan-terms.ts';

const plan = (over: Partial<Parameters<typeof planTerms>[0]> = {}) => ({
  price: { amount: 200, currency: 'MXN' },
  validityDays: 30,
  labels: [] as string[],
  ...over,
});

describe('what a plan costs after its first period', () => {
  it('a regular plan renews at its own price', () => {
    expect(planTerms(plan())).toEqual({ messageId: 'plan_terms.regular', values: { days: 30, amount: 200 } });
  });

  it('a promotional first period renews at the price before the promotion', () => {
    expect(
      planTerms(
        plan({ price: { amount: 150, currency: 'MXN' }, originalPrice: { amount: 200, currency: 'MXN' } }),
      ),
    ).toEqual({
      messageId: 'plan_terms.promotion',
      values: { days: 30, amount: 200 },
    });
  });

  it('a free plan says it is free, today and at each renewal, by its label or its $0.00', () => {
    const free = { messageId: 'plan_terms.free', values: { days: 30, amount: 0 } };
    expect(planTerms(plan({ labels: ['free_plan'], price: { amount: 0, currency: 'MXN' } }))).toEqual(free);
    expect(planTerms(plan({ price: { amount: 0, currency: 'MXN' } }))).toEqual(free);
  });

  it('a trial renews at its own price (its badge and note say it is a trial)', () => {
    expect(
      planTerms(plan({ labels: ['TRIAL_PLAN'], price: { amount: 30, currency: 'MXN' }, validityDays: 7 })),
    ).toEqual({
      messageId: 'plan_terms.regular',
      values: { days: 7, amount: 30 },
    });
  });
});
