import { describe, expect, it } from 'vitest';
import { journeyStorageKey } from '../journey/journey-persistence.ts';
import { setupStores } from '../stores/test-stores.ts';
import { purchaseInProgress } from './purchase-in-progress.ts';

/** A purchase journey's save, as persistJourney writes it, with only what the rule reads. */
const save = (status: 'active' | 'done') => JSON.stringify({ snapshot: { status } });

function customer({ plan, journey }: { plan: boolean; journey?: string }) {
  const setup = setupStores(journey === undefined ? {} : { [journeyStorageKey('purchase')]: journey });
  if (plan) setup.store.set(setup.stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-SENDA-200' });
  return setup.stores;
}

describe('a purchase in progress (logging out asks first)', () => {
  it('a plan chosen and the purchase not ended: in progress', () => {
    expect(purchaseInProgress(customer({ plan: true, journey: save('active') }))).toBe(true);
  });

  it.each([
    ['no plan chosen (log-in opened on its own)', { plan: false, journey: save('active') }],
    ['paid: the journey ended on its success page', { plan: true, journey: save('done') }],
    ['no journey saved on this device', { plan: true }],
    ['a damaged save', { plan: true, journey: '{' }],
    ['a save of another shape', { plan: true, journey: JSON.stringify({ snapshot: 'x' }) }],
  ])('%s: not in progress', (_label, facts) => {
    expect(purchaseInProgress(customer(facts))).toBe(false);
  });

  it('a retail purchase counts too', () => {
    const { stores, store } = setupStores({ [journeyStorageKey('retail-purchase')]: save('active') });
    store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-SENDA-200' });
    expect(purchaseInProgress(stores)).toBe(true);
  });
});
