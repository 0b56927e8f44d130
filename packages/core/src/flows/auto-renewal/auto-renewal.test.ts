import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AutoRenewalSpecification } from '../../gateway/auto-renewal/index.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { fakePaymentChild } from '../../machines/service-request-template/service-request-template.test-support.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { autoRenewalDetailsView } from './auto-renewal.details.ts';
import { createAutoRenewalOffMachine, createAutoRenewalOnMachine } from './auto-renewal.machine.ts';
import {
  autoRenewalEligibility,
  autoRenewalLineAction,
  autoRenewalTermsErrors,
  firstPaymentDue,
  NEW_CARD,
} from './auto-renewal.rules.ts';
import { provideAutoRenewalOff, provideAutoRenewalOn } from './auto-renewal.services.ts';
import type { AutoRenewalGatewayCalls, AutoRenewalLine } from './auto-renewal.types.ts';
import { autoRenewalOffView, autoRenewalOnView, autoRenewalPagePath } from './auto-renewal.view.ts';

const LINE: AutoRenewalLine = { customer: 'CUST-1', accountNumber: '4000000001', orderRef: 'ORD-1' };
const CARD = { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' };

function spec(overrides: Partial<AutoRenewalSpecification> = {}): AutoRenewalSpecification {
  return {
    accountNumber: LINE.accountNumber,
    enabled: false,
    card: { brand: 'visa', last4: '4242' },
    amount: { amount: 200, currency: 'MXN' },
    frequencyDays: 30,
    nextRenewalDate: '2026-12-20T06:00:00.000Z',
    noticeDays: 5,
    retry: { attempts: 3, intervalHours: 24 },
    firstPayment: { amount: { amount: 200, currency: 'MXN' }, when: 'NEW_CARD' },
    failedRenewal: null,
    charges: [],
    refusal: null,
    ...overrides,
  };
}

describe('auto-renewal rules', () => {
  it('refuses to turn on a line not activated, a closed line, or one already on; off only when on', () => {
    expect(autoRenewalEligibility(spec({ refusal: 'SIM_NOT_ACTIVATED' }), 'on')).toEqual({
      eligible: false,
      reason: 'SIM_NOT_ACTIVATED',
    });
    expect(autoRenewalEligibility(spec({ refusal: 'LINE_INACTIVE' }), 'on')).toEqual({
      eligible: false,
      reason: 'LINE_INACTIVE',
    });
    expect(autoRenewalEligibility(spec({ enabled: true }), 'on')).toEqual({
      eligible: false,
      reason: 'ALREADY_ON',
    });
    expect(autoRenewalEligibility(spec(), 'on')).toEqual({ eligible: true });
    expect(autoRenewalEligibility(spec(), 'off')).toEqual({ eligible: false, reason: 'ALREADY_OFF' });
    expect(autoRenewalEligibility(spec({ enabled: true }), 'off')).toEqual({ eligible: true });
  });

  it('asks for a card and the consent tick, which is true only when the customer ticked it', () => {
    expect(autoRenewalTermsErrors(undefined)).toEqual({
      card: 'auto_renewal.terms.card_required',
      consent: 'auto_renewal.terms.consent_required',
    });
    expect(autoRenewalTermsErrors({ card: 'pm_1', consent: 'true' })).toEqual({
      consent: 'auto_renewal.terms.consent_required',
    });
    expect(autoRenewalTermsErrors({ card: 'pm_1', consent: true })).toEqual({});
  });

  it('charges a first payment for a new card, and for any card when the renewal was missed', () => {
    expect(firstPaymentDue(spec(), 'pm_1')).toBe(false);
    expect(firstPaymentDue(spec(), NEW_CARD)).toBe(true);
    const lapsed = spec({ firstPayment: { amount: { amount: 200, currency: 'MXN' }, when: 'ALWAYS' } });
    expect(firstPaymentDue(lapsed, 'pm_1')).toBe(true);
  });

  it('the line page offers the details on a line with a period, not before activation nor after it closed', () => {
    const line = { orderRef: 'ORD-1', status: 'Active' as const, activationDate: '2026-11-01T06:00:00.000Z' };
    expect(autoRenewalLineAction(line)).toEqual({
      labelId: 'line.action.auto_renewal',
      path: '/manage/auto-renewal-details?orderRef=ORD-1',
    });
    expect(autoRenewalLineAction({ ...line, activationDate: null, status: 'Inactive' })).toBeNull();
    expect(autoRenewalLineAction({ ...line, status: 'Inactive' })).toBeNull();
  });

  it('details: the notice date 5 days before, a failed charge with its next attempt, and renew now when lapsed', () => {
    const on = autoRenewalDetailsView(
      spec({ enabled: true }),
      'ORD-1',
      Date.parse('2026-12-16T06:00:00.000Z'),
    );
    expect(on).toMatchObject({
      on: true,
      noticeDate: '2026-12-15T06:00:00.000Z',
      turnOnPath: null,
      canTurnOff: true,
    });
    const failed = autoRenewalDetailsView(
      spec({
        enabled: true,
        firstPayment: { amount: { amount: 200, currency: 'MXN' }, when: 'ALWAYS' },
        failedRenewal: {
          dueAt: '2026-12-20T06:00:00.000Z',
          attempts: 1,
          nextAttemptAt: '2026-12-21T06:00:00.000Z',
          reason: 'CARD_DECLINED',
        },
      }),
      'ORD-1',
      0,
    );
    expect(failed.failed).toEqual({
      attempts: 1,
      of: 3,
      nextAttemptAt: '2026-12-21T06:00:00.000Z',
      dueAt: '2026-12-20T06:00:00.000Z',
      reasonId: 'auto_renewal.failed.reason.declined',
    });
    expect(failed.renewNowPath).toBe('/manage/renew?orderRef=ORD-1');
    expect(failed.noticeDate).toBeNull();
    const off = autoRenewalDetailsView(spec({ refusal: 'LINE_INACTIVE' }), 'ORD-1', 0);
    expect(off).toMatchObject({ turnOnPath: null, refusalId: 'auto_renewal.refusal.line_inactive' });
  });

  it('details after a missed renewal: no date already gone by, and no other way to pay while a voucher is out', () => {
    const missed = spec({
      enabled: true,
      firstPayment: { amount: { amount: 200, currency: 'MXN' }, when: 'ALWAYS' },
      failedRenewal: {
        dueAt: '2026-12-20T06:00:00.000Z',
        attempts: 1,
        nextAttemptAt: '2026-12-21T06:00:00.000Z',
        reason: 'CARD_DECLINED',
      },
    });
    const now = Date.parse('2026-12-20T18:00:00.000Z');
    // The renewal date of 20 December is past: the next renewal is the charge's next try.
    expect(autoRenewalDetailsView(missed, 'ORD-1', now).nextRenewalDate).toBe('2026-12-21T06:00:00.000Z');
    const given = spec({
      ...missed,
      failedRenewal: {
        dueAt: '2026-12-20T06:00:00.000Z',
        attempts: 3,
        nextAttemptAt: null,
        reason: 'CARD_DECLINED',
      },
    });
    expect(autoRenewalDetailsView(given, 'ORD-1', now).nextRenewalDate).toBeNull();

    const voucher = {
      method: 'OXXO' as const,
      reference: '93001234567890',
      expiresAt: '2026-12-24T05:59:00.000Z',
    };
    expect(autoRenewalDetailsView(missed, 'ORD-1', now, voucher)).toMatchObject({
      renewNowPath: null,
      pendingCash: voucher,
    });
  });
});

describe('turning auto-renewal on', () => {
  let storage: KeyValueStorage;
  let statuses: ServiceRequestStatus[];
  let enabled: Parameters<AutoRenewalGatewayCalls['enable']>[0][];
  let paid: ServiceRequestPaymentInput[];

  beforeEach(() => {
    vi.useFakeTimers();
    storage = createMemoryStorage();
    statuses = ['DONE'];
    enabled = [];
    paid = [];
  });
  afterEach(() => vi.useRealTimers());

  function start(
    options: {
      spec?: AutoRenewalSpecification;
      enableFails?: unknown;
      outcomes?: ServiceRequestPaymentOutput[];
    } = {},
  ) {
    const calls: AutoRenewalGatewayCalls = {
      onEligibility: async () => {
        const current = options.spec ?? spec();
        const answer = autoRenewalEligibility(current, 'on');
        return answer.eligible
          ? { eligible: true, details: { spec: current, savedCards: [CARD] } }
          : { ...answer, reasonMessageId: 'auto_renewal.refusal.already_on' };
      },
      offEligibility: async () => ({ eligible: true, details: spec({ enabled: true }) }),
      enable: async (input) => {
        enabled.push(input);
        if (options.enableFails) throw options.enableFails;
        return input.terms.card === NEW_CARD
          ? { requestId: 'sr_1', status: 'WAITING', payment: { orderReference: 'ORD-F-1', amount: 200 } }
          : { requestId: 'sr_1', status: 'DONE', payment: null };
      },
      disable: async () => spec(),
      status: async () => ({ status: statuses.shift() ?? 'DONE' }),
    };
    const flow = createAutoRenewalOnMachine();
    const machine = provideAutoRenewalOn(flow, {
      calls,
      storage,
      payment: fakePaymentChild(paid, options.outcomes ?? [{ outcome: 'paid' }]),
    });
    const actor = createActor(machine, {
      input: serviceRequestInput(flow, storage, { customer: LINE.customer, subject: LINE.accountNumber }),
    });
    actor.start();
    return { actor, flow, machine };
  }

  it('a saved card and the tick: the terms reviewed, sent once, on without charging anything', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(autoRenewalOnView(actor.getSnapshot())).toMatchObject({
      screen: 'terms',
      form: { card: null, consent: false },
      savedCards: [CARD],
      noticeDate: '2026-12-15T06:00:00.000Z',
    });
    actor.send({ type: 'UPDATE_DATA', data: { card: 'pm_1' } });
    actor.send({ type: 'NEXT', data: { consent: true } });
    const review = autoRenewalOnView(actor.getSnapshot());
    expect(review).toMatchObject({ screen: 'review', firstPaymentDue: false });
    expect(autoRenewalPagePath(review, { pathname: '/manage/auto-renewal-details' }, 'ORD-1')).toBe(
      '/manage/auto-renewal-payment?orderRef=ORD-1',
    );
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    const done = autoRenewalOnView(actor.getSnapshot());
    expect(done.screen).toBe('done');
    expect(enabled).toEqual([{ terms: { card: 'pm_1', consent: true }, spec: spec(), card: CARD }]);
    expect(paid).toEqual([]);
    expect(autoRenewalPagePath(done, { pathname: '/manage/auto-renewal-payment' }, 'ORD-1')).toBe(
      '/manage/auto-renewal-details?orderRef=ORD-1&done=on',
    );
  });

  it('never goes on without the tick: Continue shows what is missing and sends nothing', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'NEXT', data: { card: 'pm_1' } });
    let view = autoRenewalOnView(actor.getSnapshot());
    expect(view.screen).toBe('terms');
    expect(view.errors).toEqual({ consent: 'auto_renewal.terms.consent_required' });
    expect(view.sends.has('SUBMIT')).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(enabled).toEqual([]);
    actor.send({ type: 'NEXT', data: { consent: true } });
    view = autoRenewalOnView(actor.getSnapshot());
    expect(view.screen).toBe('review');
  });

  it('a new card: the first payment is paid once, then followed until on', async () => {
    statuses = ['WAITING', 'DONE'];
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'NEXT', data: { card: NEW_CARD, consent: true } });
    expect(autoRenewalOnView(actor.getSnapshot()).firstPaymentDue).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    const paying = autoRenewalOnView(actor.getSnapshot());
    expect(paying).toMatchObject({
      screen: 'card-payment',
      payment: { orderReference: 'ORD-F-1', amount: 200 },
    });
    expect(autoRenewalPagePath(paying, { pathname: '/manage/auto-renewal-payment' }, 'ORD-1')).toBe(
      '/manage/auto-renewal-card-payment?orderRef=ORD-1',
    );
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(autoRenewalOnView(actor.getSnapshot()).screen).toBe('done');
    expect(paid).toHaveLength(1);
    expect(enabled).toHaveLength(1);
  });

  it('a refused first payment is paid again on the same request, never sent twice', async () => {
    const { actor } = start({ outcomes: [{ outcome: 'failed' }, { outcome: 'paid' }] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'NEXT', data: { card: NEW_CARD, consent: true } });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await vi.advanceTimersByTimeAsync(0);
    const failed = autoRenewalOnView(actor.getSnapshot());
    expect(failed).toMatchObject({
      screen: 'payment-failed',
      messageId: 'auto_renewal.errors.payment_failed',
    });
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(autoRenewalOnView(actor.getSnapshot()).screen).toBe('done');
    expect(paid.map((input) => input.orderReference)).toEqual(['ORD-F-1', 'ORD-F-1']);
    expect(enabled).toHaveLength(1);
  });

  it.each([
    ['AUTO_RENEWAL_CONSENT_REQUIRED', 422911, 'errors.auto_renewal_consent_required'],
    ['AUTO_RENEWAL_TERMS_CHANGED', 422912, 'errors.auto_renewal_terms_changed'],
    ['AUTO_RENEWAL_NOT_ELIGIBLE', 422910, 'errors.auto_renewal_not_eligible'],
  ] as const)('the gateway refuses with %s (%i): its sentence, nothing on', async (errorCode, errorId, messageId) => {
    const error = new GatewayError({
      kind: 'http',
      status: 422,
      statusText: 'Unprocessable Entity',
      body: { failure: { errorId, errorCode } },
      url: '/payment-service/v1/subscriptions/4000000001/auto-renewal/payment-request',
      errorId,
      errorCode,
    });
    const { actor } = start({ enableFails: error });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'NEXT', data: { card: 'pm_1', consent: true } });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    const view = autoRenewalOnView(actor.getSnapshot());
    expect(view).toMatchObject({ screen: 'send-failed', messageId });
    expect(view.sends.has('RETRY')).toBe(true);
  });

  it('a line already on is refused with its reason, nothing collected', async () => {
    const { actor } = start({ spec: spec({ enabled: true }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(autoRenewalOnView(actor.getSnapshot())).toMatchObject({
      screen: 'not-eligible',
      messageId: 'auto_renewal.refusal.already_on',
    });
  });

  it('a reload keeps the card and the tick the customer gave, and sends nothing', async () => {
    const first = start();
    await vi.advanceTimersByTimeAsync(0);
    first.actor.send({ type: 'NEXT', data: { card: 'pm_1', consent: true } });
    first.actor.stop();
    const again = start();
    await vi.advanceTimersByTimeAsync(0);
    // The template saves that the customer was on the review (the reload rule): back there.
    expect(autoRenewalOnView(again.actor.getSnapshot())).toMatchObject({
      screen: 'review',
      form: { card: 'pm_1', consent: true },
    });
    expect(enabled).toEqual([]);
  });
});

describe('turning auto-renewal off', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows what happens on the date, then turns it off at once', async () => {
    let disabled = 0;
    const calls = {
      offEligibility: async () => ({ eligible: true as const, details: spec({ enabled: true }) }),
      disable: async () => {
        disabled += 1;
        return spec();
      },
    } as unknown as AutoRenewalGatewayCalls;
    const flow = createAutoRenewalOffMachine();
    const storage = createMemoryStorage();
    const machine = provideAutoRenewalOff(flow, { calls, storage });
    const actor = createActor(machine, {
      input: serviceRequestInput(flow, storage, { customer: LINE.customer, subject: LINE.accountNumber }),
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(autoRenewalOffView(actor.getSnapshot())).toMatchObject({
      screen: 'review',
      spec: { nextRenewalDate: '2026-12-20T06:00:00.000Z' },
    });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(autoRenewalOffView(actor.getSnapshot()).screen).toBe('done');
    expect(disabled).toBe(1);
  });

  it('a line already off is refused with its reason', async () => {
    const calls = {
      offEligibility: async () => ({
        eligible: false as const,
        reason: 'ALREADY_OFF' as const,
        reasonMessageId: 'auto_renewal.refusal.already_off' as const,
      }),
    } as unknown as AutoRenewalGatewayCalls;
    const flow = createAutoRenewalOffMachine();
    const storage = createMemoryStorage();
    const actor = createActor(provideAutoRenewalOff(flow, { calls, storage }), {
      input: serviceRequestInput(flow, storage, { customer: LINE.customer, subject: LINE.accountNumber }),
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(autoRenewalOffView(actor.getSnapshot())).toMatchObject({
      screen: 'not-eligible',
      messageId: 'auto_renewal.refusal.already_off',
    });
  });
});
