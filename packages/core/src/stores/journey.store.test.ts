import { describe, expect, it } from 'vitest';
import { journeyDefaults } from './journey.store.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { persisted, reloaded, setupStores } from './test-stores.ts';

describe('journey store', () => {
  it('starts before the first step, with no neighbours', () => {
    const { stores, store } = setupStores();
    expect(store.get(stores.journey.state)).toEqual({
      journeyData: {},
      currentStepIndex: -1,
      currentStep: null,
      nextStep: null,
      nextNextStep: null,
      previousStep: null,
      previousPreviousStep: null,
      esimThirdNextStep: null,
      esimThirdPreviousStep: null,
    });
  });

  it('persists step data keyed by step name under the navigation key, the data for the tab only', () => {
    const tab = setupStores();
    const { stores, store, storage } = tab;
    store.set(stores.journey.setStepData, 'personal-details', { firstName: 'Ana' });
    store.set(stores.journey.state, (s) => ({ ...s, currentStepIndex: 2, currentStep: 'personal-details' }));
    const again = reloaded(tab);
    expect(again.store.get(again.stores.journey.state)).toMatchObject({
      journeyData: { 'personal-details': { firstName: 'Ana' } },
      currentStepIndex: 2,
      currentStep: 'personal-details',
    });
    expect(Object.keys(storage.dump())).toContain(STORE_KEYS.navigation);
    expect(storage.dump()[STORE_KEYS.navigation]).not.toContain('Ana');
    // Another tab has the position and the steps' data, not their personal fields.
    const other = setupStores(storage.dump());
    expect(other.store.get(other.stores.journey.state)).toMatchObject({
      journeyData: { 'personal-details': {} },
      currentStepIndex: 2,
    });
  });

  it('reset restores the initial state', () => {
    const { stores, store } = setupStores();
    store.set(stores.journey.state, (s) => ({ ...s, currentStepIndex: 3, nextStep: 'payment' }));
    store.set(stores.journey.reset);
    expect(store.get(stores.journey.state)).toEqual(journeyDefaults());
  });

  it('defaults a stored index below -1 or fractional', () => {
    for (const currentStepIndex of [-5, 1.5, '2']) {
      const { stores, store } = setupStores(
        persisted(STORE_KEYS.navigation, { currentStepIndex, currentStep: 'x' }),
      );
      expect(store.get(stores.journey.state)).toMatchObject({ currentStepIndex: -1, currentStep: 'x' });
    }
  });

  it('keeps the journey settings apart, under their own key', () => {
    const { stores, store, storage } = setupStores();
    expect(store.get(stores.journey.settings)).toBeNull();
    store.set(stores.journey.settings, { onboarding: { steps: ['a'] }, other: 1 });
    expect(storage.dump()[STORE_KEYS.journeySettings]).toContain('"steps":["a"]');
    const foreign = setupStores(persisted(STORE_KEYS.journeySettings, 'nonsense'));
    expect(foreign.store.get(foreign.stores.journey.settings)).toBeNull();
  });
});
