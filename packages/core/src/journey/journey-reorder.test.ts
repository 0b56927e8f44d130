import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { compileJourney } from './compile-journey.ts';
import { checkJourneyDocument, loadJourney } from './journey-check.ts';
import type { JourneyFile } from './journey-file.schema.ts';
import type { JourneyEvent } from './journey-machine.types.ts';
import { journeyNeighbours } from './journey-neighbours.ts';
import { readFixtureJson, startJourney, stepAt } from './test-journeys.ts';

/**
 * The promise to product teams: the step order lives in the JSON. A copy of the purchase journey
 * (the engine's fixture, fixtures/purchase.fixture.json) with two
 * optional steps swapped (delivery before eKYC) and one step removed (add-ons) compiles into a
 * machine that follows the new order, with no code change.
 */
function editedPurchase(): JourneyFile {
  const file = readFixtureJson();
  const steps = file.onboarding.steps.filter((step) => step.name !== 'addon-selection');
  const ekyc = steps.findIndex((step) => step.name === 'manual-ekyc');
  const delivery = steps.findIndex((step) => step.name === 'delivery');
  const [ekycStep, deliveryStep] = [stepAt(file, 'manual-ekyc'), stepAt(file, 'delivery')];
  steps[ekyc] = deliveryStep;
  steps[delivery] = ekycStep;
  return { ...file, revision: file.revision + 1, onboarding: { ...file.onboarding, steps } };
}

const order = (file: JourneyFile) => file.onboarding.steps.map((step) => step.name);

describe('reordering the purchase journey', () => {
  it('the edited copy passes journeys:check', () => {
    const result = checkJourneyDocument(editedPurchase());
    expect(result.ok ? [] : result.issues).toEqual([]);
    const names = order(editedPurchase());
    expect(names.slice(names.indexOf('personal-details'), names.indexOf('personal-details') + 4)).toEqual([
      'personal-details',
      'address-details',
      'delivery',
      'manual-ekyc',
    ]);
  });

  it('the compiled machine follows the new order', () => {
    const original = startJourney(loadJourney(readFixtureJson()), {
      facts: { isLoggedIn: true },
    });
    const edited = startJourney(loadJourney(editedPurchase()), { facts: { isLoggedIn: true } });
    const walk = (run: typeof original) => {
      run.actor.send({ type: 'START' });
      const seen = [run.step()];
      const facts = { simType: 'psim', ekycRequired: true } as const;
      for (let i = 0; i < 8; i++) {
        run.actor.send({ type: 'NEXT', facts });
        seen.push(run.step());
      }
      return seen;
    };
    expect(walk(original)).toEqual([
      'pre-checkout',
      'addon-selection',
      'connection-details',
      'personal-details',
      'address-details',
      'manual-ekyc',
      'delivery',
      'order-summary',
      'payment-method-selector',
    ]);
    expect(walk(edited)).toEqual([
      'pre-checkout',
      'connection-details',
      'personal-details',
      'address-details',
      'delivery',
      'manual-ekyc',
      'order-summary',
      'payment-method-selector',
      'payment',
    ]);
  });

  it('still skips the optional steps whose conditions do not hold, in the new order', () => {
    const run = startJourney(loadJourney(editedPurchase()), {
      facts: { isLoggedIn: true, ekycRequired: true },
    });
    run.actor.send({ type: 'SET_STEP', step: 'address-details' });
    run.actor.send({ type: 'NEXT', facts: { simType: 'esim', esimDeliveryNeeded: false } });
    expect(run.step()).toBe('manual-ekyc');
    const { context } = run.snapshot();
    const journey = loadJourney(editedPurchase());
    expect(journeyNeighbours(journey, context.current, context)).toMatchObject({
      previousStep: 'address-details',
      nextStep: 'order-summary',
    });
  });

  it('every path of the edited journey still ends on a final step or an exit', () => {
    const journey = loadJourney(editedPurchase());
    const paths = getSimplePaths(compileJourney(journey), {
      serializeState: (snapshot) => String(snapshot.value),
      events: (snapshot): JourneyEvent[] =>
        snapshot.status !== 'active'
          ? []
          : String(snapshot.value) === 'idle'
            ? [{ type: 'START' }]
            : [
                {
                  type: 'NEXT',
                  facts: { isLoggedIn: true, simType: 'psim', ekycRequired: true, paymentStatus: 'success' },
                },
                {
                  type: 'NEXT',
                  facts: { isLoggedIn: true, simType: 'esim', ekycRequired: false, paymentStatus: 'failed' },
                },
              ],
    });
    const ends = paths.filter((path) => path.state.status === 'done').map((path) => String(path.state.value));
    expect(new Set(ends)).toEqual(new Set(['payment-success', 'payment-failed']));
  });
});
