import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { compileJourney, JourneyDefinitionError } from '../../journey/index.ts';
import { readFixtureJson, readJourneyJson } from '../../journey/test-journeys.ts';
import { otpTimerMachine } from '../otp-timer/index.ts';
import {
  type PostVerificationInput,
  postVerificationMachine,
  type VerifiedUserOrder,
} from '../post-verification/index.ts';
import {
  loadRunnableJourney,
  purchaseEventAfterOtpRetries,
  purchaseEventAfterVerification,
  purchaseJourneyId,
} from './purchase.machine.ts';

/**
 * The purchase flow across its three machines, with fake gateway actors: the journey takes the
 * customer to the verification step, the OTP timer verifies the code, post-verification routing
 * picks the destination, and the purchase wiring turns it into a journey move.
 */

const web = () => {
  const journey = loadRunnableJourney(readFixtureJson());
  return { journey, machine: compileJourney(journey) };
};

function toVerification(flow: 'signup' | 'signin') {
  const { journey, machine } = web();
  const journeyActor = createActor(machine, { input: {} }).start();
  journeyActor.send({ type: 'START' });
  journeyActor.send({ type: 'NEXT', data: { plan: 'plan-30' } });
  journeyActor.send({ type: 'NEXT' });
  if (flow === 'signin') journeyActor.send({ type: 'SWITCH', to: 'login', facts: { authFlow: 'signin' } });
  journeyActor.send({ type: 'NEXT', facts: { authFlow: flow } });
  return { journey, journeyActor };
}

async function verify(code: string, fail?: { errorCode: string; errorId: number }) {
  const otp = createActor(
    otpTimerMachine.provide({
      actors: {
        validateOtp: fromPromise(async () => {
          if (fail) throw fail;
          return { accessToken: 'jwt-1' };
        }),
      },
    }),
    {
      input: {
        flow: 'signup',
        identifier: 'ana@example.mx',
        otpRequest: { requestId: 'req-1', expiresIn: 120 },
      },
    },
  ).start();
  otp.send({ type: 'SUBMIT', code });
  return toPromise(otp);
}

function route(
  input: PostVerificationInput,
  orders: VerifiedUserOrder[],
  carts: readonly Record<string, unknown>[],
) {
  const actor = createActor(
    postVerificationMachine.provide({
      actors: {
        fetchUserOrders: fromPromise(async () => orders),
        fetchPendingCarts: fromPromise(async () => ({ carts })),
        submitConsent: fromPromise(async () => {}),
      },
    }),
    { input },
  ).start();
  return toPromise(actor);
}

describe('purchase machine', () => {
  it('is the compiled purchase journey: steps and order come from the file', () => {
    const { journey, machine } = web();
    expect(machine.id).toBe('purchase');
    expect(Object.keys(machine.states)).toEqual([
      'idle',
      ...journey.steps.map((step) => step.name),
      'exit:manage-order',
      'exit:order-list',
      'exit:redirect',
    ]);
  });

  it('runs the web channel from journeys/purchase.json, whatever its order', () => {
    const journey = loadRunnableJourney(readJourneyJson('purchase.json'));
    expect(journey.id).toBe('purchase');
    expect(Object.keys(compileJourney(journey).states)).toEqual(
      expect.arrayContaining(journey.steps.map((step) => step.name)),
    );
  });

  it('runs the retail channel from its own file', () => {
    expect(purchaseJourneyId('retail')).toBe('retail-purchase');
    const journey = loadRunnableJourney(readJourneyJson('retail-purchase.json'));
    expect(journey.firstStep.name).toBe('retail-onboarding');
    expect(journey.step('delivery')).toBeUndefined();
  });

  it("reads each step's data by the purchase's step schemas: data of another shape empties that step alone", () => {
    const machine = compileJourney(loadRunnableJourney(readJourneyJson('purchase.json')));
    const actor = createActor(machine, {
      input: {
        journeyData: {
          'pre-checkout': { simType: 'satellite', planSku: 'PLAN-1' },
          login: { email: 'ana@example.mx' },
        },
      },
    }).start();
    expect(actor.getSnapshot().context.journeyData).toEqual({ login: { email: 'ana@example.mx' } });
    actor.send({ type: 'START' });
    actor.send({ type: 'UPDATE_DATA', data: { simType: 'satellite' } });
    expect(actor.getSnapshot().context.journeyData['pre-checkout']).toEqual({});
    actor.send({ type: 'UPDATE_DATA', data: { simType: 'esim', planSku: 'PLAN-1' } });
    expect(actor.getSnapshot().context.journeyData['pre-checkout']).toEqual({
      simType: 'esim',
      planSku: 'PLAN-1',
    });
  });

  it('refuses a purchase file without the steps its wiring needs', () => {
    const file = readFixtureJson();
    file.onboarding.steps = file.onboarding.steps.filter(
      (step) => !step.route.startsWith('/web/verify-otp/'),
    );
    expect(() => loadRunnableJourney(file)).toThrow(JourneyDefinitionError);
  });

  it('signup with pending carts and a redirect to connection details: verify, then pending orders', async () => {
    const { journey, journeyActor } = toVerification('signup');
    expect(journeyActor.getSnapshot().context.current).toBe('verify-otp-signup');
    const otp = await verify('123456');
    expect(otp.status).toBe('verified');
    const routed = await route(
      { flow: 'signup', email: 'ana@example.mx', redirectPath: '/web/connection-details' },
      [],
      [{ cartId: 'c-1' }],
    );
    journeyActor.send(purchaseEventAfterVerification(journey, routed.destination));
    expect(journeyActor.getSnapshot().context.current).toBe('pending-orders');
    journeyActor.send({ type: 'NEXT' });
    expect(journeyActor.getSnapshot().context.current).toBe('pending-order-details');
    // Logged in now: going back skips sign-up and verification.
    journeyActor.send({ type: 'BACK' });
    journeyActor.send({ type: 'BACK' });
    expect(journeyActor.getSnapshot().context.current).toBe('addon-selection');
  });

  it('a pending SIM-only order leaves the journey for manage order with its orderRef', async () => {
    const { journey, journeyActor } = toVerification('signin');
    expect(journeyActor.getSnapshot().context.current).toBe('verify-otp-login');
    await verify('123456');
    const routed = await route(
      { flow: 'signin', email: 'ana@example.mx' },
      [{ order_ref: 'ORD-9', order_type: 'SIM_ONLY', state: 'PLACED' }],
      [],
    );
    journeyActor.send(purchaseEventAfterVerification(journey, routed.destination));
    expect(journeyActor.getSnapshot().status).toBe('done');
    expect(journeyActor.getSnapshot().output).toEqual({
      kind: 'exit',
      exit: 'manage-order',
      path: '/manage/order?orderRef=ORD-9',
    });
  });

  it('orders and no redirect: the order list; a redirect outside the journey: the redirect exit', async () => {
    const { journey } = web();
    expect(purchaseEventAfterVerification(journey, { path: '/orderlist', rule: 'order-list' })).toEqual({
      type: 'EXIT',
      exit: 'order-list',
      path: '/orderlist',
    });
    expect(purchaseEventAfterVerification(journey, { path: '/profile?tab=1', rule: 'redirect' })).toEqual({
      type: 'EXIT',
      exit: 'redirect',
      path: '/profile?tab=1',
    });
  });

  it('login with a redirect to pending orders restarts at pre-checkout, logged in', async () => {
    const { journey, journeyActor } = toVerification('signin');
    const routed = await route(
      { flow: 'signin', email: 'ana@example.mx', redirectPath: '/web/pending-orders' },
      [],
      [],
    );
    journeyActor.send(purchaseEventAfterVerification(journey, routed.destination));
    expect(journeyActor.getSnapshot().context).toMatchObject({ current: 'pre-checkout' });
    journeyActor.send({ type: 'NEXT' });
    journeyActor.send({ type: 'NEXT' });
    expect(journeyActor.getSnapshot().context.current).toBe('connection-details');
    expect(journeyActor.getSnapshot().context.journeyData['pre-checkout']).toEqual({ plan: 'plan-30' });
  });

  describe('OTP retries exhausted', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('goes back to the sign-up step (MAXIMUM_RETRY_SIGNUP)', async () => {
      const { journey, journeyActor } = toVerification('signup');
      const outcome = verify('000000', { errorCode: 'MAXIMUM_RETRY_SIGNUP', errorId: 422006 });
      await vi.advanceTimersByTimeAsync(0);
      const otp = await outcome;
      if (otp.status !== 'max_retries') throw new Error('expected max retries');
      journeyActor.send(purchaseEventAfterOtpRetries(journey, otp));
      expect(journeyActor.getSnapshot().context.current).toBe('signup');
    });
  });
});
