import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { setupStores } from '../stores/test-stores.ts';
import { compileJourney } from './compile-journey.ts';
import { loadJourney } from './journey-check.ts';
import { clearDraftsOnStepSave } from './journey-drafts.ts';
import { readFixtureJson } from './test-journeys.ts';

/** A logged-in customer on connection details of the purchase journey, drafts being watched. */
function onConnectionDetails() {
  const journey = loadJourney(readFixtureJson());
  const actor = createActor(compileJourney(journey), { input: { facts: { isLoggedIn: true } } }).start();
  const { store, stores } = setupStores();
  const stop = clearDraftsOnStepSave(stores, actor);
  actor.send({ type: 'START' });
  actor.send({ type: 'NEXT', data: { plan: 'plan-30' } });
  actor.send({ type: 'NEXT' });
  const step = actor.getSnapshot().context.current;
  expect(step).toBe('connection-details');
  const drafts = stores.onboarding.drafts;
  const write = (stepName: string, field: string, value: unknown) =>
    store.set(drafts.writeField, { journeyId: journey.id, step: stepName, field, value });
  const draftSteps = () => Object.keys(store.get(drafts.state));
  return { journey, actor, write, draftSteps, stop };
}

describe('a step draft ends when the journey keeps the step', () => {
  it('is kept while the customer stays on the step, and cleared when Next carries its values', () => {
    const { journey, actor, write, draftSteps } = onConnectionDetails();
    write('connection-details', 'lock', { number: '5512345678', lockedUntil: '2030-01-01T00:00:00Z' });
    write('personal-details', 'form', { firstName: 'An' });
    actor.send({ type: 'SET_FACTS', facts: { simType: 'psim' } });
    expect(draftSteps()).toEqual([`${journey.id}/connection-details`, `${journey.id}/personal-details`]);

    actor.send({ type: 'NEXT', data: { numberType: 'new_number' }, facts: { simType: 'psim' } });
    expect(actor.getSnapshot().context.current).toBe('personal-details');
    // Only the submitted step's draft goes: the one typed ahead stays for when it is opened.
    expect(draftSteps()).toEqual([`${journey.id}/personal-details`]);
  });

  it('is cleared by Back with the form, and kept when the journey only moves the customer', () => {
    const { journey, actor, write, draftSteps } = onConnectionDetails();
    actor.send({ type: 'NEXT', data: { numberType: 'new_number' }, facts: { simType: 'psim' } });
    write('personal-details', 'form', { firstName: 'Ana' });
    actor.send({ type: 'BACK', data: { firstName: 'Ana' } });
    expect(actor.getSnapshot().context.current).toBe('connection-details');
    expect(draftSteps()).toEqual([]);

    write('connection-details', 'searchInput', '5512');
    actor.send({ type: 'SET_STEP', step: 'connection-details' });
    expect(draftSteps()).toEqual([`${journey.id}/connection-details`]);
  });

  it('stops being watched when asked', () => {
    const { actor, write, draftSteps, stop } = onConnectionDetails();
    stop();
    write('connection-details', 'searchInput', '5512');
    actor.send({ type: 'NEXT', data: { numberType: 'new_number' }, facts: { simType: 'psim' } });
    expect(actor.getSnapshot().context.current).toBe('personal-details');
    expect(draftSteps()).toHaveLength(1);
  });
});
