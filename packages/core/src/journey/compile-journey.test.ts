import { describe, expect, it } from 'vitest';
import { compileJourney } from './compile-journey.ts';
import { loadJourney } from './journey-check.ts';
import type { JourneyFile, JourneyStep } from './journey-file.schema.ts';
import { journeyNeighbours } from './journey-neighbours.ts';
import { loadFixtureJourney, PURCHASE_CONDITIONS_ONLY, startJourney } from './test-journeys.ts';

const purchase = () => loadFixtureJourney();
const LOGGED_IN = { isLoggedIn: true } as const;

/** Walks the purchase journey past the account steps, as a logged-in customer. */
function toConnectionDetails() {
  const run = startJourney(purchase(), { facts: LOGGED_IN });
  run.actor.send({ type: 'START' });
  run.actor.send({ type: 'NEXT' });
  run.actor.send({ type: 'NEXT' });
  expect(run.step()).toBe('connection-details');
  return run;
}

describe('compiled journey: §4 journey steps', () => {
  it('is not started until START: index -1 and no neighbours', () => {
    const { snapshot } = startJourney(purchase());
    expect(snapshot().value).toBe('idle');
    const n = journeyNeighbours(purchase(), snapshot().context.current, snapshot().context);
    expect(n.currentStepIndex).toBe(-1);
    expect(n.nextStep).toBeNull();
  });

  it('START sets the index to 0 only when it is -1', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'START' });
    expect(run.step()).toBe('pre-checkout');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('addon-selection');
    run.actor.send({ type: 'START' });
    expect(run.step()).toBe('addon-selection');
  });

  it('moves forward by one from the current step', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('personal-details');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('address-details');
  });

  it('skips the steps whose conditions do not hold (eSIM without delivery, no eKYC)', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT', facts: { simType: 'esim', esimDeliveryNeeded: false } });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT', facts: { ekycRequired: false } });
    expect(run.step()).toBe('order-summary');
  });

  it('takes the conditional steps when their conditions hold (physical SIM, eKYC required)', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT', facts: { simType: 'psim' } });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT', facts: { ekycRequired: true } });
    expect(run.step()).toBe('manual-ekyc');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('delivery');
  });

  it('takes delivery for an eSIM whose specification needs delivery', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT', facts: { simType: 'esim', esimDeliveryNeeded: true } });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('delivery');
  });

  it('does not move forward when no later step applies (payment still pending)', () => {
    const run = startJourney(purchase(), { facts: LOGGED_IN });
    run.actor.send({ type: 'SET_STEP', step: 'payment' });
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('payment');
    expect(run.snapshot().status).toBe('active');
  });

  it('ends on payment-success or payment-failed with the outcome as output', () => {
    const ok = startJourney(purchase(), { facts: LOGGED_IN });
    ok.actor.send({ type: 'SET_STEP', step: 'payment' });
    ok.actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' } });
    expect(ok.snapshot().status).toBe('done');
    expect(ok.snapshot().output).toEqual({ kind: 'final', step: 'payment-success' });

    const failed = startJourney(purchase(), { facts: LOGGED_IN });
    failed.actor.send({ type: 'SET_STEP', step: 'payment' });
    failed.actor.send({ type: 'NEXT', facts: { paymentStatus: 'failed' } });
    expect(failed.snapshot().output).toEqual({ kind: 'final', step: 'payment-failed' });
  });

  it('setting an unknown step name empties the index and all neighbouring steps', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'SET_STEP', step: 'no-such-step' });
    const { context } = run.snapshot();
    expect(run.snapshot().value).toBe('idle');
    expect(journeyNeighbours(purchase(), context.current, context)).toEqual({
      currentStepIndex: -1,
      currentStep: null,
      nextStep: null,
      nextNextStep: null,
      thirdForwardStep: null,
      previousStep: null,
      previousPreviousStep: null,
      thirdBackStep: null,
    });
    // And START works again from -1.
    run.actor.send({ type: 'START' });
    expect(run.step()).toBe('pre-checkout');
  });

  it('setting a known step name goes there', () => {
    const run = startJourney(purchase(), { facts: LOGGED_IN });
    run.actor.send({ type: 'SET_STEP', step: 'order-summary' });
    expect(run.step()).toBe('order-summary');
  });

  it('reset restores the initial state', () => {
    const run = startJourney(purchase(), { facts: { channel: 'web' } });
    const initial = run.snapshot().context;
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT', data: { plan: 'plan-30' }, facts: { simType: 'psim' } });
    run.actor.send({ type: 'RESET' });
    expect(run.snapshot().value).toBe('idle');
    expect(run.snapshot().context).toEqual(initial);
  });

  it('keeps journeyData per step name when going back and forward again', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT', data: { numberType: 'new_number', selectedNumber: '5512345678' } });
    run.actor.send({ type: 'UPDATE_DATA', data: { firstName: 'Ana' } });
    run.actor.send({ type: 'BACK', data: { lastNames: 'López' } });
    expect(run.step()).toBe('connection-details');
    expect(run.snapshot().context.journeyData).toEqual({
      'connection-details': { numberType: 'new_number', selectedNumber: '5512345678' },
      'personal-details': { firstName: 'Ana', lastNames: 'López' },
    });
    run.actor.send({ type: 'NEXT', data: { selectedNumber: '5587654321' } });
    expect(run.snapshot().context.journeyData['connection-details']).toEqual({
      numberType: 'new_number',
      selectedNumber: '5587654321',
    });
    expect(run.snapshot().context.journeyData['personal-details']).toEqual({
      firstName: 'Ana',
      lastNames: 'López',
    });
  });

  it('never keeps card numbers or security codes in journeyData', () => {
    const run = toConnectionDetails();
    run.actor.send({
      type: 'UPDATE_DATA',
      data: { cardNumber: '4111111111111111', cvv: '123', brand: 'visa', last4: '1111' },
    });
    expect(run.snapshot().context.journeyData['connection-details']).toEqual({
      brand: 'visa',
      last4: '1111',
    });
  });

  it('BACK walks the steps actually taken and drops those that no longer apply', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('signup');
    run.actor.send({ type: 'NEXT', facts: { authFlow: 'signup' } });
    expect(run.step()).toBe('verify-otp-signup');
    run.actor.send({ type: 'NEXT', facts: { isLoggedIn: true } });
    expect(run.step()).toBe('connection-details');
    run.actor.send({ type: 'BACK' });
    // Logged in now: verify-otp and sign-up are behind the customer for good.
    expect(run.step()).toBe('addon-selection');
    run.actor.send({ type: 'BACK' });
    expect(run.step()).toBe('pre-checkout');
    run.actor.send({ type: 'BACK' });
    expect(run.step()).toBe('pre-checkout');
  });
});

describe('compiled journey: sign-up, log in and guest', () => {
  it('offers sign-up first, switches to log in, and continues to the matching verification', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('signup');
    run.actor.send({ type: 'SWITCH', to: 'login', facts: { authFlow: 'signin' } });
    expect(run.step()).toBe('login');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('verify-otp-login');
  });

  it('refuses a switch to a step that is not an alternative', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SWITCH', to: 'payment' });
    expect(run.step()).toBe('signup');
  });

  it('remembers the chosen alternative when the customer comes back and forward again', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SWITCH', to: 'login', facts: { authFlow: 'signin' } });
    run.actor.send({ type: 'BACK' });
    expect(run.step()).toBe('addon-selection');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('login');
  });

  it('skips sign-up, log in and verification for a guest', () => {
    const run = startJourney(purchase(), { facts: { isGuestUser: true } });
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('connection-details');
  });

  it('goes to pending orders after verification when pending carts exist, then on to order summary', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT', facts: { isLoggedIn: true, hasPendingCarts: true } });
    expect(run.step()).toBe('pending-orders');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('pending-order-details');
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('order-summary');
    run.actor.send({ type: 'BACK' });
    expect(run.step()).toBe('pending-order-details');
  });

  it('leaves through a declared exit with its route, or the path given', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'SET_STEP', step: 'verify-otp-signup' });
    run.actor.send({ type: 'EXIT', exit: 'manage-order', path: '/manage/order?orderRef=ORD-1' });
    expect(run.snapshot().status).toBe('done');
    expect(run.snapshot().output).toEqual({
      kind: 'exit',
      exit: 'manage-order',
      path: '/manage/order?orderRef=ORD-1',
    });

    const other = startJourney(purchase());
    other.actor.send({ type: 'SET_STEP', step: 'verify-otp-login' });
    other.actor.send({ type: 'EXIT', exit: 'order-list' });
    expect(other.snapshot().output).toEqual({ kind: 'exit', exit: 'order-list', path: '/orderlist' });
  });

  it('ignores an exit the current step does not declare', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'EXIT', exit: 'order-list' });
    expect(run.step()).toBe('connection-details');
    expect(run.snapshot().status).toBe('active');
  });
});

describe('compiled journey: deep links', () => {
  it('opens a step already reached', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('address-details');
    run.actor.send({ type: 'DEEP_LINK', route: '/web/connection-details' });
    expect(run.step()).toBe('connection-details');
    run.actor.send({ type: 'DEEP_LINK', route: '/web/address-details?utm=x' });
    expect(run.step()).toBe('address-details');
  });

  it('refuses a step not reached yet and resumes at the furthest valid step', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'BACK' });
    expect(run.step()).toBe('connection-details');
    run.actor.send({ type: 'DEEP_LINK', route: '/web/payment' });
    expect(run.step()).toBe('personal-details');
  });

  it('does not resume on a reached step whose conditions no longer hold', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT', facts: { simType: 'psim' } });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'NEXT' });
    expect(run.step()).toBe('delivery');
    run.actor.send({ type: 'DEEP_LINK', route: '/web/connection-details' });
    run.actor.send({ type: 'SET_FACTS', facts: { simType: 'esim' } });
    run.actor.send({ type: 'DEEP_LINK', route: '/web/delivery' });
    expect(run.step()).toBe('address-details');
  });

  it('starts at the first step when nothing was reached', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'DEEP_LINK', route: '/web/order-summary' });
    expect(run.step()).toBe('pre-checkout');
  });

  it('opens an entry step (log in) before it was reached, while its conditions hold', () => {
    const run = startJourney(purchase());
    run.actor.send({ type: 'DEEP_LINK', route: '/web/login' });
    expect(run.step()).toBe('login');
    run.actor.send({ type: 'SWITCH', to: 'signup' });
    expect(run.step()).toBe('signup');
  });

  it('refuses an entry step whose conditions do not hold (already logged in)', () => {
    const run = startJourney(purchase(), { facts: { isLoggedIn: true } });
    run.actor.send({ type: 'DEEP_LINK', route: '/web/login' });
    expect(run.step()).toBe('pre-checkout');
  });
});

describe('compiled journey: analytics declared in the file', () => {
  it('emits each declared event the first time its step is entered', () => {
    const run = toConnectionDetails();
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'BACK' });
    run.actor.send({ type: 'NEXT' });
    const names = run.emitted
      .filter((e) => e.type === 'journey.analytics')
      .map((e) => ('name' in e ? e.name : ''));
    expect(names).toEqual(['view_cart', 'begin_checkout']);
    const steps = run.emitted.filter((e) => e.type === 'journey.step').map((e) => e.step);
    expect(steps).toEqual([
      'pre-checkout',
      'addon-selection',
      'connection-details',
      'personal-details',
      'connection-details',
      'personal-details',
    ]);
  });
});

describe('compileJourney', () => {
  const minimal = (steps: Partial<JourneyStep>[]): JourneyFile => ({
    version: 1,
    id: 'mini',
    revision: 1,
    onboarding: {
      steps: steps.map((step, i) => ({
        name: `s${i}`,
        route: `/s${i}`,
        layout: 'step',
        analyticsPageName: `S${i}`,
        faq: { enabled: false },
        ...step,
      })),
    },
  });

  it('refuses a journey with broken references', () => {
    expect(() => compileJourney(minimal([{}, { when: ['noSuchCondition'], final: true }]))).toThrow(
      /\$\.onboarding\.steps\[1\]\.when\[0\]: unknown condition "noSuchCondition"/,
    );
  });

  it('compiles a minimal journey', () => {
    const journey = loadJourney(minimal([{}, { final: true }]), PURCHASE_CONDITIONS_ONLY);
    const run = startJourney(journey);
    run.actor.send({ type: 'START' });
    run.actor.send({ type: 'NEXT' });
    expect(run.snapshot().output).toEqual({ kind: 'final', step: 's1' });
  });

  it('starts by itself when asked to (a journey run inside another machine)', () => {
    const run = startJourney(purchase(), { autoStart: true });
    expect(run.step()).toBe('pre-checkout');
    run.actor.send({ type: 'RESET' });
    expect(run.snapshot().value).toBe('idle');
  });
});
