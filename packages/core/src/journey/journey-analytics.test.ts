import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { compileJourney } from './compile-journey.ts';
import {
  analyticsPlanChanges,
  connectJourneyAnalytics,
  type JourneyAnalyticsEvent,
  journeyAnalyticsPlan,
} from './journey-analytics.ts';
import { loadJourney } from './journey-check.ts';
import { loadFixtureJourney, loadRepoJourney, readFixtureJson } from './test-journeys.ts';

function purchaseActor() {
  const journey = loadFixtureJourney();
  const actor = createActor(compileJourney(journey), { input: { facts: { isLoggedIn: true } } });
  return { journey, actor };
}

describe('journey analytics', () => {
  // The product's rules for the shipped file's analytics, not its order: a product team may move
  // or remove a step (journeys:check then names each event that moved or vanished, tested below with
  // analyticsPlanChanges), but the file never sends a the spec's event twice, out of funnel order, or the
  // purchase anywhere but on its success step.
  it('sends each §3 event of journeys/purchase.json at most once, in funnel order, the purchase on success', () => {
    const FUNNEL = ['view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];
    const plan = journeyAnalyticsPlan(loadRepoJourney('purchase.json'));
    const names = plan.map((event) => event.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !FUNNEL.includes(name))).toEqual([]);
    expect(names).toEqual([...names].sort((a, b) => FUNNEL.indexOf(a) - FUNNEL.indexOf(b)));
    expect(plan.find((event) => event.name === 'purchase')?.step).toBe('payment-success');
  });

  it('sends the events of a whole purchase to the sink, once each, in order', () => {
    const { actor } = purchaseActor();
    const events: JourneyAnalyticsEvent[] = [];
    const pages: string[] = [];
    connectJourneyAnalytics(actor, (event) => events.push(event), {
      onPageView: (view) => pages.push(view.pageName),
    });
    actor.start();
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT', facts: { simType: 'psim' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'NEXT' });
    for (let i = 0; i < 5; i++) actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.current).toBe('payment');
    actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' } });
    expect(events.map((event) => event.name)).toEqual([
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    expect(events[4]).toEqual({
      name: 'purchase',
      journeyId: 'purchase',
      revision: loadFixtureJourney().revision,
      step: 'payment-success',
      pageName: 'Payment Success',
    });
    expect(pages.slice(0, 3)).toEqual(['Pre Checkout', 'Addon Selection', 'Connection Details']);
  });

  it('a failing sink is reported and never stops the journey', () => {
    const { actor } = purchaseActor();
    const onError = vi.fn();
    connectJourneyAnalytics(
      actor,
      () => {
        throw new Error('tracker down');
      },
      { onError },
    );
    actor.start();
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.current).toBe('connection-details');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('disconnects', () => {
    const { actor } = purchaseActor();
    const sink = vi.fn();
    const disconnect = connectJourneyAnalytics(actor, sink);
    actor.start();
    disconnect();
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    expect(sink).not.toHaveBeenCalled();
  });
});

describe('analyticsPlanChanges (journeys:check warnings)', () => {
  const original = readFixtureJson();
  const edited = (steps: (names: string[]) => string[]) => {
    const byName = new Map(original.onboarding.steps.map((step) => [step.name, step]));
    const names = steps(original.onboarding.steps.map((step) => step.name));
    return loadJourney({
      ...original,
      onboarding: { ...original.onboarding, steps: names.map((name) => byName.get(name)) },
    });
  };

  it('says nothing when no event moves', () => {
    expect(analyticsPlanChanges(loadJourney(original), loadJourney(readFixtureJson()))).toEqual([]);
  });

  it('names an event no step sends any more', () => {
    const without = edited((names) => names.filter((name) => name !== 'addon-selection'));
    expect(analyticsPlanChanges(loadJourney(original), without)).toEqual([
      '"view_cart" is no longer sent: step "addon-selection", which sent it, was removed',
    ]);
  });

  it('names the steps an event now comes after (personal details before the number)', () => {
    const detailsFirst = edited((names) => {
      const rest = names.filter((name) => name !== 'personal-details' && name !== 'address-details');
      const at = rest.indexOf('connection-details');
      return [...rest.slice(0, at), 'personal-details', 'address-details', ...rest.slice(at)];
    });
    expect(analyticsPlanChanges(loadJourney(original), detailsFirst)).toEqual([
      '"begin_checkout" (step "connection-details") now comes after "personal-details", "address-details"',
    ]);
  });
});
