import { describe, expect, it } from 'vitest';
import { loadJourney } from '../journey/journey-check.ts';
import { PURCHASE_JOURNEY_VOCABULARY } from '../journey/journey-conditions.ts';
import { readFixtureJson } from '../journey/test-journeys.ts';
import { setupStores } from '../stores/test-stores.ts';
import { dropDataOfAbsentSteps, STEPS_WITH_DROPPABLE_DATA } from './journey-carried-data.ts';

const EXTRA = { sku: 'ADDON-1' };

/** The engine's fixture journey, optionally without one step (what a product team's edit does). */
function fixtureWithout(step?: string) {
  const file = readFixtureJson();
  file.onboarding.steps = file.onboarding.steps.filter((candidate) => candidate.name !== step);
  return loadJourney(file, PURCHASE_JOURNEY_VOCABULARY);
}

describe('the choices of a step a journey no longer has', () => {
  it('every step the purchase says the order carries on has a way to be dropped, and only those', () => {
    expect([...STEPS_WITH_DROPPABLE_DATA].sort()).toEqual(
      Object.keys(PURCHASE_JOURNEY_VOCABULARY.carriedData).sort(),
    );
  });

  it('are dropped: extras chosen before the extras step was removed are not charged', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-A' });
    store.set(stores.onboarding.setSecondaryProducts, [EXTRA]);
    expect(dropDataOfAbsentSteps(fixtureWithout('addon-selection'), stores)).toEqual(['addon-selection']);
    expect(store.get(stores.onboarding.state).selectedSecondaryProducts).toEqual([]);
    // Nothing else the customer chose goes with them.
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toEqual([{ sku: 'PLAN-A' }]);
  });

  it('are kept while the journey has the step', () => {
    const { stores, store } = setupStores();
    store.set(stores.onboarding.setSecondaryProducts, [EXTRA]);
    expect(dropDataOfAbsentSteps(fixtureWithout(), stores)).toEqual([]);
    expect(store.get(stores.onboarding.state).selectedSecondaryProducts).toEqual([EXTRA]);
  });
});
