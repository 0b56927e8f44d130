import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { fakePaymentChild } from '../../machines/service-request-template/service-request-template.test-support.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { createRenewNowMachine, RENEW_NOW_MESSAGES } from './renew-now.machine.ts';
import { renewNowPagePath } from './renew-now.pages.ts';
import { RENEW_NOW_WINDOW_DAYS, renewNowEligibility, renewNowLineAction } from './renew-now.rules.ts';
import { provideRenewNow } from './renew-now.services.ts';
import type { RenewNowGatewayCalls, RenewNowLine } from './renew-now.types.ts';
import { renewNowView } from './renew-now.view.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T18:00:00.000Z');
const LINE: RenewNowLine = { customer: 'CUST-1', simNumber: '8952140000011112222', orderRef: 'ORD-1' };
const ELIGIBLE = {
  eligible: true as const,
  details: {
    planName: 'Senda 200',
    price: { amount: 200, currency: 'MXN' },
    validityDays: 30,
    status: 'Grace' as const,
    renewalDate: '2026-11-20T06:00:00.000Z',
  },
};

describe('renew now: which lines may renew', () => {
  const line = (status: 'Active' | 'Grace' | 'Suspend' | 'Inactive', renewalInDays: number | null) => ({
    orderRef: 'ORD-1',
    status,
    activationDate: renewalInDays === null ? null : '2026-10-01T06:00:00.000Z',
    renewalDate: renewalInDays === null ? null : new Date(NOW + renewalInDays * DAY).toISOString(),
  });

  it('offers it on a line in Grace or Suspend, and on an Active line in its last 5 days', () => {
    expect(renewNowEligibility(line('Grace', -2), NOW)).toEqual({ eligible: true });
    expect(renewNowEligibility(line('Suspend', -20), NOW)).toEqual({ eligible: true });
    expect(renewNowEligibility(line('Active', RENEW_NOW_WINDOW_DAYS), NOW)).toEqual({ eligible: true });
    expect(renewNowLineAction(line('Grace', -2), NOW)).toEqual({
      labelId: 'line.action.renew_now',
      path: '/manage/renew?orderRef=ORD-1',
    });
  });

  it('refuses an Active line before its window, a closed line and a SIM not activated, each with its reason', () => {
    expect(renewNowEligibility(line('Active', RENEW_NOW_WINDOW_DAYS + 0.01), NOW)).toEqual({
      eligible: false,
      reason: 'NOT_DUE_YET',
    });
    expect(renewNowEligibility(line('Inactive', -60), NOW)).toEqual({
      eligible: false,
      reason: 'LINE_INACTIVE',
    });
    expect(renewNowEligibility(line('Inactive', null), NOW)).toEqual({
      eligible: false,
      reason: 'SIM_NOT_ACTIVATED',
    });
    expect(renewNowLineAction(line('Active', 20), NOW)).toBeNull();
  });

  it('refuses a line suspended until it is in the line registry: a renewal would not lift it', () => {
    const unregistered = {
      ...line('Suspend', 10),
      registry: { status: 'UNREGISTERED' as const, attemptsLeft: 3 },
    };
    expect(renewNowEligibility(unregistered, NOW)).toEqual({ eligible: false, reason: 'LINE_UNREGISTERED' });
    expect(renewNowLineAction(unregistered, NOW)).toBeNull();
  });
});

describe('renew now machine', () => {
  let storage: KeyValueStorage;
  let statuses: ServiceRequestStatus[];
  let submits: number;
  let paid: ServiceRequestPaymentInput[];

  beforeEach(() => {
    vi.useFakeTimers();
    storage = createMemoryStorage();
    statuses = ['WAITING', 'DONE'];
    submits = 0;
    paid = [];
  });
  afterEach(() => vi.useRealTimers());

  function start(
    options: {
      eligibility?: Awaited<ReturnType<RenewNowGatewayCalls['eligibility']>>;
      outcomes?: ServiceRequestPaymentOutput[];
      submitFails?: boolean;
    } = {},
  ) {
    const calls: RenewNowGatewayCalls = {
      eligibility: async () => options.eligibility ?? ELIGIBLE,
      submit: async () => {
        submits += 1;
        if (options.submitFails) throw new Error('lost');
        return {
          requestId: 'sr_1',
          status: 'WAITING',
          renewsUntil: '2026-12-23T06:00:00.000Z',
          tax: { amount: 27.59, currency: 'MXN' },
          payment: { orderReference: 'ORD-R-1', amount: 200 },
        };
      },
      status: async () => ({ status: statuses.shift() ?? 'DONE' }),
    };
    const flow = createRenewNowMachine();
    const machine = provideRenewNow(flow, {
      calls,
      storage,
      payment: fakePaymentChild(paid, options.outcomes ?? [{ outcome: 'paid' }]),
    });
    const actor = createActor(machine, {
      input: serviceRequestInput(flow, storage, { customer: LINE.customer, subject: LINE.simNumber }),
    });
    actor.start();
    return { actor, flow, machine };
  }

  it('reviews the plan and amount, pays the order once, and follows the renewal until it is done', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    let view = renewNowView(actor.getSnapshot());
    expect(view.screen).toBe('review');
    expect(view.line?.price).toEqual({ amount: 200, currency: 'MXN' });
    // IVA included: 200 = 172.41 + 27.59.
    expect(view.iva).toBe(27.59);
    expect(view.sends.has('SUBMIT')).toBe(true);

    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    view = renewNowView(actor.getSnapshot());
    expect(view.screen).toBe('payment');
    expect(view.renewsUntil).toBe('2026-12-23T06:00:00.000Z');
    expect(renewNowPagePath(view, { pathname: '/manage/renew', search: '?orderRef=ORD-1' }, 'ORD-1')).toBe(
      '/manage/payment?orderRef=ORD-1&flow=renew-now',
    );

    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await vi.advanceTimersByTimeAsync(2_000);
    view = renewNowView(actor.getSnapshot());
    expect(view.screen).toBe('done');
    expect(paid).toEqual([{ requestId: 'sr_1', orderReference: 'ORD-R-1', amount: 200 }]);
    expect(submits).toBe(1);
  });

  it('resumes at the payment after a reload, without a second submit', async () => {
    const first = start();
    await vi.advanceTimersByTimeAsync(0);
    first.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    first.actor.stop();

    const again = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(renewNowView(again.actor.getSnapshot()).screen).toBe('payment');
    expect(submits).toBe(1);
    expect(paid.map((input) => input.orderReference)).toEqual(['ORD-R-1', 'ORD-R-1']);
  });

  it('says why a line may not renew', async () => {
    const { actor } = start({
      eligibility: { eligible: false, reason: 'NOT_DUE_YET', reasonMessageId: 'renewal.refusal.not_due_yet' },
    });
    await vi.advanceTimersByTimeAsync(0);
    const view = renewNowView(actor.getSnapshot());
    expect(view.screen).toBe('not-eligible');
    expect(view.messageId).toBe('renewal.refusal.not_due_yet');
  });

  it('keeps the review when the submit fails, with a retry that sends the same renewal', async () => {
    const { actor } = start({ submitFails: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    const view = renewNowView(actor.getSnapshot());
    expect(view.screen).toBe('send-failed');
    expect(view.messageId).toBe(RENEW_NOW_MESSAGES.submitFailed);
    expect(view.sends.has('RETRY')).toBe(true);
  });

  it('shows payment failed with a retry on the same order when the payment child fails', async () => {
    const { actor } = start({ outcomes: [{ outcome: 'failed' }, { outcome: 'paid' }] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(renewNowView(actor.getSnapshot()).screen).toBe('payment-failed');
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(renewNowView(actor.getSnapshot()).screen).toBe('done');
    expect(new Set(paid.map((input) => input.orderReference))).toEqual(new Set(['ORD-R-1']));
    expect(submits).toBe(1);
  });
});
