import { describe, expect, it } from 'vitest';
import { defineJourney } from './journey-definition.ts';
import { DEFAULT_JOURNEY_FACTS } from './journey-facts.ts';
import type { JourneyFile } from './journey-file.schema.ts';
import { countedWhenOpenedCold, enteredOnItsOwn, journeyProgress } from './journey-progress.ts';
import {
  loadFixtureJourney,
  loadJourneyFile,
  loadRepoJourney,
  PURCHASE_CONDITIONS_ONLY,
  shippedAndEditedJourneys,
  startJourney,
} from './test-journeys.ts';

const faq = { enabled: false };
const step = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  route: `/web/${name}`,
  layout: 'step' as const,
  analyticsPageName: name,
  faq,
  ...extra,
});
const file = {
  version: 1,
  id: 'progress',
  revision: 1,
  onboarding: {
    steps: [
      step('plan'),
      step('delivery', { when: ['physicalSim'] }),
      step('pay'),
      step('done', { final: true }),
    ],
  },
} as unknown as JourneyFile;

describe('journeyProgress', () => {
  const journey = defineJourney(file, PURCHASE_CONDITIONS_ONLY);
  const facts = { ...DEFAULT_JOURNEY_FACTS };

  it('counts the walked steps and the steps ahead, final steps excluded', () => {
    expect(journeyProgress(journey, { current: 'plan', trail: [], facts, chosen: {}, reached: [] })).toEqual({
      current: 1,
      total: 2,
    });
    expect(
      journeyProgress(journey, { current: 'pay', trail: ['plan'], facts, chosen: {}, reached: [] }),
    ).toEqual({
      current: 2,
      total: 2,
    });
  });

  it('grows when a condition adds a step ahead', () => {
    const physical = { ...facts, simType: 'psim' as const };
    expect(
      journeyProgress(journey, { current: 'plan', trail: [], facts: physical, chosen: {}, reached: [] }),
    ).toEqual({
      current: 1,
      total: 3,
    });
  });

  it('keeps the steps already walked even when they no longer apply', () => {
    // "delivery" was walked as a physical SIM; the customer then switched to eSIM.
    expect(
      journeyProgress(journey, {
        current: 'pay',
        trail: ['plan', 'delivery'],
        facts,
        chosen: {},
        reached: ['plan', 'delivery', 'pay'],
      }),
    ).toEqual({ current: 3, total: 3 });
  });

  it('has no progress before the start or on a final step', () => {
    expect(
      journeyProgress(journey, { current: null, trail: [], facts, chosen: {}, reached: [] }),
    ).toBeUndefined();
    expect(
      journeyProgress(journey, { current: 'done', trail: ['plan', 'pay'], facts, chosen: {}, reached: [] }),
    ).toBeUndefined();
  });
});

describe('journeyProgress over the engine fixture (the purchase journey)', () => {
  const purchase = loadFixtureJourney();
  const progressOf = (run: ReturnType<typeof startJourney>) => {
    const progress = journeyProgress(purchase, run.snapshot().context);
    return `${run.step()} ${progress?.current} of ${progress?.total}`;
  };

  it('keeps m through sign-up, the code and the move past them, and on the way back', () => {
    const run = startJourney(purchase);
    run.actor.send({ type: 'START' });
    const seen = [progressOf(run)];
    for (let i = 0; i < 3; i++) {
      run.actor.send({ type: 'NEXT' });
      seen.push(progressOf(run));
    }
    // Verified: the session opens and post-verification routing moves on (the app's SET_STEP).
    run.actor.send({ type: 'SET_STEP', step: 'connection-details', facts: { isLoggedIn: true } });
    seen.push(progressOf(run));
    for (let i = 0; i < 5; i++) {
      run.actor.send({ type: 'NEXT' });
      seen.push(progressOf(run));
    }
    expect(seen).toEqual([
      'pre-checkout 1 of 10',
      'addon-selection 2 of 10',
      'signup 3 of 10',
      'verify-otp-signup 4 of 10',
      'connection-details 5 of 10',
      'personal-details 6 of 10',
      'address-details 7 of 10',
      'order-summary 8 of 10',
      'payment-method-selector 9 of 10',
      'payment 10 of 10',
    ]);
    // Back past the account steps, which no longer apply: the count stays.
    for (let i = 0; i < 6; i++) run.actor.send({ type: 'BACK' });
    expect(progressOf(run)).toBe('addon-selection 2 of 10');
  });

  it('counts the step of the member chosen in an alternatives group (log in, not sign-up)', () => {
    const run = startJourney(purchase);
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SWITCH', to: 'login', facts: { authFlow: 'signin' } });
    expect(progressOf(run)).toBe('login 3 of 10');
    run.actor.send({ type: 'NEXT' });
    expect(progressOf(run)).toBe('verify-otp-login 4 of 10');
  });

  it('moves m only on a choice that changes the path: a physical SIM adds delivery', () => {
    const run = startJourney(purchase, { facts: { simType: 'psim' } });
    run.actor.send({ type: 'START' });
    expect(progressOf(run)).toBe('pre-checkout 1 of 11');
    run.actor.send({ type: 'NEXT', facts: { simType: 'esim' } });
    expect(progressOf(run)).toBe('addon-selection 2 of 10');
  });

  it('counts what the customer walks: a payment-method step passed by is not counted, n never jumps', () => {
    const run = startJourney(purchase);
    run.actor.send({ type: 'START' });
    const seen = [progressOf(run)];
    for (let i = 0; i < 3; i++) {
      run.actor.send({ type: 'NEXT' });
      seen.push(progressOf(run));
    }
    run.actor.send({ type: 'SET_STEP', step: 'connection-details', facts: { isLoggedIn: true } });
    seen.push(progressOf(run));
    for (let i = 0; i < 3; i++) {
      run.actor.send({ type: 'NEXT' });
      seen.push(progressOf(run));
    }
    // At the summary the ways to pay are read: one (a new card), so the method step is passed by
    // and the payment page is the ninth and last the customer sees (it said "10 of 10").
    run.actor.send({ type: 'NEXT', facts: { paymentOptions: 'one' } });
    seen.push(progressOf(run));
    expect(seen).toEqual([
      'pre-checkout 1 of 10',
      'addon-selection 2 of 10',
      'signup 3 of 10',
      'verify-otp-signup 4 of 10',
      'connection-details 5 of 10',
      'personal-details 6 of 10',
      'address-details 7 of 10',
      'order-summary 8 of 10',
      'payment 9 of 9',
    ]);
  });

  it('counts the steps a logged-in customer walks the same way: 6 of 8 at the summary, then 7 of 7', () => {
    const run = startJourney(purchase, { facts: { isLoggedIn: true } });
    run.actor.send({ type: 'START' });
    for (let i = 0; i < 5; i++) run.actor.send({ type: 'NEXT' });
    expect(progressOf(run)).toBe('order-summary 6 of 8');
    run.actor.send({ type: 'NEXT', facts: { paymentOptions: 'one' } });
    expect(progressOf(run)).toBe('payment 7 of 7');
  });

  it('still moves m on a choice: a physical SIM chosen later adds its delivery', () => {
    const run = startJourney(purchase, { facts: { isLoggedIn: true } });
    run.actor.send({ type: 'START' });
    expect(progressOf(run)).toBe('pre-checkout 1 of 8');
    run.actor.send({ type: 'NEXT', facts: { simType: 'psim' } });
    expect(progressOf(run)).toBe('addon-selection 2 of 9');
  });

  it('a logged-in customer walks no account steps', () => {
    const run = startJourney(purchase, { facts: { isLoggedIn: true } });
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    expect(progressOf(run)).toBe('connection-details 3 of 8');
  });
});

// "Step n of m" for the files product teams edit, as shipped and edited: the expected count is
// the file's own, so moving or removing a step changes what is expected with it.
describe.each(shippedAndEditedJourneys())('$label: Step n of m', ({ file }) => {
  it('counts one more per step forward, with one total, ending on m of m before the final step', () => {
    const journey = loadJourneyFile(file);
    const run = startJourney(journey, { facts: { isLoggedIn: true } });
    run.actor.send({ type: 'START' });
    const seen: { step: string; current: number; total: number }[] = [];
    for (let move = 0; move < journey.steps.length; move++) {
      const progress = journeyProgress(journey, run.snapshot().context);
      if (!progress || seen.at(-1)?.step === run.step()) break;
      seen.push({ step: run.step() ?? '', ...progress });
      run.actor.send({ type: 'NEXT' });
    }
    // Every step before the final one is walked (two at least when the file has them: a
    // two-step flow such as reschedule-delivery has one step before its review).
    const beforeFinal = journey.steps.filter((step) => !step.final).length;
    expect(seen.length, 'steps walked').toBeGreaterThanOrEqual(Math.min(2, beforeFinal));
    expect(seen.map((entry) => entry.current)).toEqual(seen.map((_, index) => index + 1));
    expect(new Set(seen.map((entry) => entry.total))).toEqual(new Set([seen.length]));
  });
});

describe('log-in or sign-up opened on their own', () => {
  const purchase = loadRepoJourney('purchase.json');
  const [login, verify] = ['login', 'verify-otp-login'];
  const base = { trail: [] as string[], facts: DEFAULT_JOURNEY_FACTS, chosen: {} };

  it('is no step of a purchase: no "Step n of m" on the log-in page or its code', () => {
    const context = { ...base, current: login, reached: [login] };
    expect(enteredOnItsOwn(purchase, context)).toBe(true);
    expect(journeyProgress(purchase, context)).toBeUndefined();
    const code = { ...base, current: verify, reached: [login, verify], trail: [login] };
    expect(journeyProgress(purchase, code)).toBeUndefined();
  });

  it('is a step once a purchase is under way (a step before it was on screen)', () => {
    const first = purchase.firstStep.name;
    const context = { ...base, current: login, reached: [first, login], trail: [first] };
    expect(enteredOnItsOwn(purchase, context)).toBe(false);
    expect(journeyProgress(purchase, context)).toBeDefined();
  });

  it('a log-in asked for by another page is not a step of a purchase remembered from before', () => {
    const [first, second] = purchase.steps.map((candidate) => candidate.name);
    const authSteps = purchase.steps.filter((candidate) => candidate.when?.includes('loggedOut'));
    const nextAfterAuth = purchase.steps.find(
      (candidate, index) =>
        index > purchase.steps.indexOf(authSteps.at(-1) ?? candidate) && !candidate.when?.length,
    );
    for (const auth of authSteps) {
      const context = { ...base, current: auth.name, reached: [first ?? '', second ?? '', auth.name] };
      // A servicing page's log-in (`redirect`), or one with no plan chosen: its own page.
      expect(
        journeyProgress(purchase, context, { afterAuth: '/manage/order?orderRef=SND-1' }),
      ).toBeUndefined();
      expect(journeyProgress(purchase, context, { afterAuth: null })).toBeUndefined();
      // The purchase's own log-in, leading on into it, keeps its place in the count.
      expect(journeyProgress(purchase, context, { afterAuth: nextAfterAuth?.route ?? '' })).toBeDefined();
    }
  });

  it('holds for every shipped and edited journey: a deep link to an entry step is on its own', () => {
    for (const { label, file: edited } of shippedAndEditedJourneys()) {
      const definition = loadJourneyFile(edited);
      for (const entry of definition.steps.filter((candidate) => candidate.entry)) {
        const run = startJourney(definition);
        run.actor.send({ type: 'DEEP_LINK', route: entry.route });
        const { context } = run.actor.getSnapshot();
        if (context.current !== entry.name) continue;
        expect(journeyProgress(definition, context), `${label}: ${entry.name}`).toBeUndefined();
      }
    }
  });

  it('countedWhenOpenedCold agrees with the count a cold deep link with no plan chosen gets', () => {
    const uncounted: string[] = [];
    for (const { label, file: edited } of shippedAndEditedJourneys()) {
      const definition = loadJourneyFile(edited);
      for (const target of definition.steps.filter((candidate) => !candidate.final)) {
        const run = startJourney(definition);
        run.actor.send({ type: 'DEEP_LINK', route: target.route });
        const { context } = run.actor.getSnapshot();
        // Only the steps a cold visit stays on: the others resume at the first step.
        if (context.current !== target.name) continue;
        expect(
          journeyProgress(definition, context, { afterAuth: null }) !== undefined,
          `${label}: ${target.name}`,
        ).toBe(countedWhenOpenedCold(definition, target.name));
        if (!countedWhenOpenedCold(definition, target.name)) uncounted.push(target.name);
      }
    }
    // The purchase's sign-up and log-in, opened from outside, are among them.
    expect(uncounted).toEqual(expect.arrayContaining(['signup', 'login']));
  });
});
