import { describe, expect, it } from 'vitest';
import { loadRepoJourney, startJourney } from './test-journeys.ts';

/**
 * The shipped purchase (journeys/purchase.json): plan selection asks whether the customer wants
 * extras, and the extras' own screen is walked only then.
 */
describe('journeys/purchase.json: the extras step follows the plan only when extras are wanted', () => {
  const start = () => {
    const run = startJourney(loadRepoJourney('purchase.json'));
    run.actor.send({ type: 'START' });
    expect(run.step()).toBe('pre-checkout');
    return run;
  };

  it('a customer who wants none goes from the plan to the account, and Back returns to the plan', () => {
    const run = start();
    run.actor.send({ type: 'NEXT', facts: { addonsWanted: false } });
    expect(run.step()).toBe('signup');
    run.actor.send({ type: 'BACK' });
    expect(run.step()).toBe('pre-checkout');
  });

  it('a customer who asked for extras gets their screen after the plan, and Back goes through it', () => {
    const run = start();
    run.actor.send({ type: 'NEXT', facts: { addonsWanted: true } });
    expect(run.step()).toBe('addon-selection');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('signup');
    run.actor.send({ type: 'BACK' });
    expect(run.step()).toBe('addon-selection');
  });
});
