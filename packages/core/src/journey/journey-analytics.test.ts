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
  // analyticsPlanChanges), but the file sends only the funnel's events, each from one step but
  // view_cart, the purchase only on its success step.
  it('declares the funnel events of journeys/purchase.json once each, the purchase on success', () => {
    const FUNNEL = ['view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];
    const plan = journeyAnalyticsPlan(loadRepoJourney('purchase.json'));
    const names = plan.map((event) => event.name).filter((name) => name !== 'view_cart');
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !FUNNEL.includes(name))).toEqual([]);
    expect(names).toEqual([...names].sort((a, b) => FUNNEL.indexOf(a) - FUNNEL.indexOf(b)));
    expect(plan.find((event) => event.name === 'purchase')?.step).toBe('payment-success');
  });

  // The product decision (README, "Analytics"): view_cart is the priced basket seen, so every
  // buyer's funnel has it: the extras screen (shown only when asked for) and the order summary
  // (every buyer's) both declare it, and a run sends it once.
  it('journeys/purchase.json sends view_cart where the basket is shown: the extras when asked for, else the summary', () => {
    const journey = loadRepoJourney('purchase.json');
    const steps = journeyAnalyticsPlan(journey)
      .filter((event) => event.name === 'view_cart')
      .map((event) => event.step);
    expect(steps).toEqual(expect.arrayContaining(['addon-selection', 'order-summary']));
    // A step every purchase walks, whatever the customer (no condition on it).
    expect(steps.some((step) => (journey.step(step)?.when ?? []).length === 0)).toBe(true);
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

  it('an event several steps declare is sent once a run, by the first of them reached', () => {
    const file = readFixtureJson();
    const declaredTwice = loadJourney({
      ...file,
      onboarding: {
        ...file.onboarding,
        steps: file.onboarding.steps.map((step) =>
          step.name === 'order-summary' ? { ...step, analyticsEvent: 'view_cart' as const } : step,
        ),
      },
    });
    const walk = (journey: typeof declaredTwice) => {
      const actor = createActor(compileJourney(journey), { input: { facts: { isLoggedIn: true } } });
      const events: string[] = [];
      connectJourneyAnalytics(actor, (event) => events.push(`${event.name} ${event.step}`));
      actor.start();
      actor.send({ type: 'START' });
      for (let i = 0; i < 12 && actor.getSnapshot().context.current !== 'payment'; i++)
        actor.send({ type: 'NEXT', facts: { simType: 'psim' } });
      return events;
    };
    expect(walk(declaredTwice).filter((event) => event.startsWith('view_cart'))).toEqual([
      'view_cart addon-selection',
    ]);
    // Without the first of them (the extras not walked), the other sends it.
    const withoutExtras = loadJourney({
      ...file,
      onboarding: {
        ...file.onboarding,
        steps: file.onboarding.steps
          .filter((step) => step.name !== 'addon-selection')
          .map((step) =>
            step.name === 'order-summary' ? { ...step, analyticsEvent: 'view_cart' as const } : step,
          ),
      },
    });
    expect(walk(withoutExtras).filter((event) => event.startsWith('view_cart'))).toEqual([
      'view_cart order-summary',
    ]);
  });

  it('a step that declares several events sends each of them, once a run', () => {
    const file = readFixtureJson();
    const twoOnOne = loadJourney({
      ...file,
      onboarding: {
        ...file.onboarding,
        steps: file.onboarding.steps
          .filter((step) => step.name !== 'addon-selection')
          .map((step) =>
            step.name === 'order-summary'
              ? { ...step, analyticsEvent: ['view_cart' as const, 'add_payment_info' as const] }
              : step.name === 'payment'
                ? { ...step, analyticsEvent: undefined }
                : step,
          ),
      },
    });
    const actor = createActor(compileJourney(twoOnOne), { input: { facts: { isLoggedIn: true } } });
    const events: string[] = [];
    connectJourneyAnalytics(actor, (event) => events.push(`${event.name} ${event.step}`));
    actor.start();
    actor.send({ type: 'START' });
    for (let i = 0; i < 12 && actor.getSnapshot().context.current !== 'payment'; i++)
      actor.send({ type: 'NEXT', facts: { simType: 'psim' } });
    // Back to the summary and on again: nothing sent twice.
    actor.send({ type: 'BACK' });
    actor.send({ type: 'NEXT', facts: { simType: 'psim' } });
    expect(events.filter((event) => event.endsWith('order-summary'))).toEqual([
      'view_cart order-summary',
      'add_payment_info order-summary',
    ]);
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
