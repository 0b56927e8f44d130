import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { readJourneyJson } from '../../journey/test-journeys.ts';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { OtpFlow } from '../otp-timer/otp-timer.types.ts';
import { postVerificationMachine } from '../post-verification/post-verification.machine.ts';
import type { VerifiedUserOrder } from '../post-verification/post-verification.types.ts';
import { loadRunnableJourney } from '../purchase/purchase.machine.ts';
import { verificationMachine } from './verification.machine.ts';
import type { VerifiedSession } from './verification.types.ts';
import { verificationView } from './verification.view.ts';

/**
 * The verification machine with fake I/O: the code check (OTP timer child), then the session,
 * the spec's routing (post-verification child) beside the customer's details, and the journey move.
 */
const journey = loadRunnableJourney(readJourneyJson('purchase.json'));
const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const settle = () => vi.advanceTimersByTimeAsync(0);

interface Fakes {
  validate?: () => Promise<{ accessToken: string }>;
  session?: Partial<VerifiedSession>;
  orders?: VerifiedUserOrder[];
  carts?: readonly Record<string, unknown>[];
  details?: () => Promise<void>;
}

function start(flow: OtpFlow, fakes: Fakes = {}) {
  const log: string[] = [];
  const records: unknown[] = [];
  const notices: string[] = [];
  const machine = verificationMachine.provide({
    actors: {
      otpTimer: otpTimerMachine.provide({
        actors: {
          validateOtp: fromPromise(async ({ input }) => {
            log.push(`validate:${input.otpCode}`);
            return (fakes.validate ?? (async () => ({ accessToken: 'token-1' })))();
          }),
        },
      }),
      postVerification: postVerificationMachine.provide({
        actors: {
          fetchUserOrders: fromPromise(async () => {
            log.push('orders');
            return fakes.orders ?? [];
          }),
          fetchPendingCarts: fromPromise(async () => {
            log.push('carts');
            return { carts: fakes.carts ?? [] };
          }),
          submitConsent: fromPromise(async () => {}),
        },
      }),
      openSession: fromPromise(async ({ input }) => {
        log.push(`session:${input.accessToken}`);
        return { redirectPath: null, consents: [], planChosen: true, ...fakes.session };
      }),
      loadUserDetails: fromPromise(async () => {
        log.push('details');
        await (fakes.details ?? (async () => {}))();
      }),
    },
    actions: {
      notifyRetriesExhausted: (_, { messageId }) => notices.push(messageId),
      recordRouting: (_, record) => records.push(record),
    },
  });
  const actor = createActor(machine, {
    input: { flow, email: 'ana@example.mx', otpRequest: { requestId: 'req-1', expiresIn: 120 }, journey },
  }).start();
  return { actor, log, records, notices, view: () => verificationView(actor.getSnapshot()) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('verification machine', () => {
  it('shows the code form over the running OTP timer and passes the code on to it', async () => {
    const { actor, log, view } = start('signin', { validate: () => new Promise(() => {}) });
    expect(view()).toMatchObject({ phase: 'code', move: null });
    expect(view().codeCheck?.getSnapshot().value).toBe('counting');
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(log).toEqual(['validate:123456']);
    expect(view().codeCheck?.getSnapshot().value).toBe('validating');
  });

  it('verified with a pending SIM-only order: session opened, then the manage-order exit', async () => {
    const { actor, log, records, view } = start('signin', {
      orders: [{ order_ref: 'ORD-7', order_type: 'SIM_ONLY', state: 'PLACED' }],
    });
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'verified',
      move: { kind: 'exit', exit: 'manage-order', path: '/manage/order?orderRef=ORD-7' },
    });
    expect(log.slice(0, 2)).toEqual(['validate:123456', 'session:token-1']);
    expect(log).toEqual(expect.arrayContaining(['orders', 'details']));
    expect(log).not.toContain('carts');
    expect(records).toEqual([{ pendingOrders: [] }]);
    expect(view()).toMatchObject({ phase: 'routing', codeCheck: null });
  });

  it('a signup with pending carts and no redirect goes on to pending orders, carts handed over', async () => {
    const cart = { cartId: 'CART-1', status: 'PENDING' };
    const { actor, records } = start('signup', { carts: [cart] });
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ status: 'verified', move: { kind: 'next' } });
    expect(records).toEqual([{ pendingOrders: [cart] }]);
  });

  it('carts found for a customer routed elsewhere are not handed to the journey', async () => {
    const { actor, records } = start('signin', {
      carts: [{ cartId: 'CART-1' }],
      session: { redirectPath: '/web/order-summary' },
    });
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ move: { kind: 'next' } });
    expect(records).toEqual([{ pendingOrders: [] }]);
  });

  it('no plan chosen yet: routed to pre-checkout, the journey goes back to that step', async () => {
    const { actor } = start('signin', { session: { planChosen: false } });
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ move: { kind: 'step', step: 'pre-checkout' } });
  });

  it('waits for the customer details before moving on, and moves on when they fail', async () => {
    const failures: ((error: Error) => void)[] = [];
    const { actor, view } = start('signin', {
      details: () => new Promise<void>((_, reject) => failures.push(reject)),
    });
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(actor.getSnapshot().value).toBe('routing');
    expect(view()).toMatchObject({ phase: 'routing', move: null });
    for (const fail of failures) fail(new Error('503'));
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ status: 'verified' });
  });

  it.each([
    ['MAXIMUM_RETRY_LOGIN', 422005, 'login', 'errors.otp.max_retry_login'],
    ['MAXIMUM_RETRY_SIGNUP', 422006, 'signup', 'errors.otp.max_retry_signup'],
  ])('%s (%i): a danger notification, then back to the %s step of the journey', async (errorCode, errorId, step, messageId) => {
    const { actor, log, notices, view } = start('signin', {
      validate: () => Promise.reject({ errorCode, errorId }),
    });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ status: 'max_retries', move: { kind: 'step', step } });
    expect(notices).toEqual([messageId]);
    expect(log).toEqual(['validate:000000']);
    expect(view()).toMatchObject({ phase: 'leaving', move: { kind: 'step', step } });
  });
});
