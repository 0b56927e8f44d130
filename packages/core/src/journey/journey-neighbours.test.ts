import { describe, expect, it } from 'vitest';
import { withDefaultFacts } from './journey-facts.ts';
import { journeyNeighbours } from './journey-neighbours.ts';
import { loadFixtureJourney, startJourney } from './test-journeys.ts';

const purchase = loadFixtureJourney();

describe('journey neighbours (§3 persisted journey state)', () => {
  it('names current, next, next-next, third forward, previous, previous-previous and third back', () => {
    const run = startJourney(purchase, { facts: { isLoggedIn: true, simType: 'psim', ekycRequired: true } });
    run.actor.send({ type: 'START' });
    for (let i = 0; i < 4; i++) run.actor.send({ type: 'NEXT' });
    const { context } = run.snapshot();
    expect(journeyNeighbours(purchase, context.current, context)).toEqual({
      currentStepIndex: purchase.indexOf('address-details'),
      currentStep: 'address-details',
      nextStep: 'manual-ekyc',
      nextNextStep: 'delivery',
      thirdForwardStep: 'order-summary',
      previousStep: 'personal-details',
      previousPreviousStep: 'connection-details',
      thirdBackStep: 'addon-selection',
    });
  });

  it('forward neighbours follow the facts known now: an eSIM without delivery skips delivery', () => {
    const position = { trail: [], reached: [], chosen: {}, facts: withDefaultFacts({ isLoggedIn: true }) };
    expect(journeyNeighbours(purchase, 'address-details', position)).toMatchObject({
      nextStep: 'order-summary',
      nextNextStep: 'payment-method-selector',
      thirdForwardStep: 'payment',
    });
  });

  it('ends at the last steps: nothing after a final step, nothing before the first', () => {
    const position = {
      trail: [],
      reached: [],
      chosen: {},
      facts: withDefaultFacts({ paymentStatus: 'success' }),
    };
    expect(journeyNeighbours(purchase, 'payment', position)).toMatchObject({
      nextStep: 'payment-success',
      nextNextStep: null,
      thirdForwardStep: null,
      previousStep: null,
    });
  });

  it('is empty (index -1) before start and for an unknown step', () => {
    const position = { trail: ['pre-checkout'], reached: [], chosen: {}, facts: withDefaultFacts({}) };
    expect(journeyNeighbours(purchase, null, position).currentStepIndex).toBe(-1);
    expect(journeyNeighbours(purchase, 'nowhere', position)).toMatchObject({
      currentStepIndex: -1,
      previousStep: null,
    });
  });
});
