import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { loadJourneyFile, readJourneyJson } from '../../journey/test-journeys.ts';
import type { ServiceRequestPaymentInput } from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { fakePaymentChild } from '../../machines/service-request-template/service-request-template.test-support.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { NUMBER_CHANGE_REFUSALS, type NumberChangeRefusal } from './gateway/index.ts';
import {
  createNumberChangeMachine,
  createNumberRecoveryMachine,
  NUMBER_CHANGE_MESSAGES,
  NUMBER_CHANGE_SUBMIT_STEPS,
} from './number-change.machine.ts';
import { numberChangeRefusalMessageId } from './number-change.rules.ts';
import { provideNumberChange } from './number-change.services.ts';
import type {
  NumberChangeEligibility,
  NumberChangeGatewayCalls,
  NumberChangeSubmission,
} from './number-change.types.ts';
import { numberChangeView } from './number-change.view.ts';

const JOURNEY = readJourneyJson('number-change.json');
/** The steps as journeys/number-change.json orders them. */
const STEPS = loadJourneyFile(JOURNEY).steps.map((step) => step.name);
const LINE = { customer: 'CUST-1', accountNumber: 'ACC-100' };
const mxn = (amount: number) => ({ amount, currency: 'MXN' });
const FREE = '5512340001';
const PREMIUM = '5577777777';
const ELIGIBLE: NumberChangeEligibility = {
  eligible: true,
  details: {
    currentNumber: '5599990000',
    fees: { FREE_NUMBER: mxn(0), PREMIUM_NUMBER: mxn(199) },
    recoverable: [
      {
        number: '5588880000',
        releasedAt: '2026-11-20T10:00:00.000Z',
        recoverableUntil: '2027-02-18T10:00:00.000Z',
        releasedBy: 'CHANGED',
        fee: mxn(99),
      },
    ],
  },
};

/** A gateway failure as the client reports it (the spec: failure.errorId). */
const failure = (errorId: number) => Object.assign(new Error(`gateway ${errorId}`), { errorId, status: 422 });

interface Fakes {
  eligibility?: () => NumberChangeEligibility;
  /** Each submit's answer in turn: an Error is thrown, a number is the fee due. */
  submits?: (Error | number)[];
  statuses?: ServiceRequestStatus[];
}

function start(
  fakes: Fakes = {},
  storage: KeyValueStorage = createMemoryStorage(),
  journey: unknown = JOURNEY,
  action: 'CHANGE' | 'RECOVERY' = 'CHANGE',
) {
  const calls: string[] = [];
  const sent: NumberChangeSubmission[] = [];
  const paid: ServiceRequestPaymentInput[] = [];
  const submits = [...(fakes.submits ?? [0])];
  const statuses = [...(fakes.statuses ?? ['IN_PROGRESS'])];
  const gateway: NumberChangeGatewayCalls = {
    eligibility: async ({ accountNumber, action: asked }) => {
      calls.push(`eligibility:${accountNumber}:${asked}`);
      return fakes.eligibility?.() ?? ELIGIBLE;
    },
    sendCode: async () => ({
      requestId: 'OTT-1',
      expiresAt: Date.now() + 121_000,
      resendAt: Date.now() + 61_000,
    }),
    submit: async (_owner, submission) => {
      sent.push(submission);
      const next = submits.length > 1 ? submits.shift() : submits[0];
      if (next instanceof Error) throw next;
      return {
        requestId: `nc_00${sent.length}zk41a20`,
        status: next ? 'WAITING' : 'SUBMITTED',
        number: submission.number,
        payment: next ? { orderReference: `ORD-${sent.length}`, amount: next } : null,
      };
    },
    status: async (_owner, { requestId }) => {
      calls.push(`status:${requestId}`);
      const answer = statuses.length > 1 ? statuses.shift() : statuses[0];
      return { status: answer ?? 'IN_PROGRESS' };
    },
  };
  const flow = action === 'CHANGE' ? createNumberChangeMachine(journey) : createNumberRecoveryMachine();
  const services = { calls: gateway, storage, payment: fakePaymentChild(paid, [{ outcome: 'paid' }]) };
  const actor = createActor(provideNumberChange(flow, action, services), {
    input: serviceRequestInput(flow, services.storage, {
      customer: LINE.customer,
      subject: LINE.accountNumber,
    }),
  }).start();
  const view = () => numberChangeView(actor.getSnapshot(), action);
  /** Chooses a number on the number step and comes to the details. */
  const choose = (number = FREE, category = 'FREE_NUMBER') =>
    actor.send({ type: 'NEXT', data: { number, category, lockedUntil: '2030-01-01T00:00:00.000Z' } });
  return { actor, calls, sent, paid, view, choose, storage };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('number change (the service-request template with journeys/number-change.json)', () => {
  it('confirms on its journey’s final step', () => {
    expect(STEPS.at(-1)).toBe(NUMBER_CHANGE_SUBMIT_STEPS[0]);
  });

  it('number → details with the code → sent → followed to DONE: the new number, nothing paid', async () => {
    const { actor, calls, sent, paid, view, choose } = start({ statuses: ['IN_PROGRESS', 'DONE'] });
    await settle();
    expect(view()).toMatchObject({ screen: 'choose', currentNumber: '5599990000' });
    choose();
    expect(view()).toMatchObject({ screen: 'details', chosen: { number: FREE }, fee: 0, code: '' });
    actor.send({ type: 'UPDATE_DATA', data: { code: '123456' } });
    expect(view().code).toBe('123456');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([
      {
        accountNumber: LINE.accountNumber,
        action: 'CHANGE',
        number: FREE,
        category: 'FREE_NUMBER',
        otpCode: '123456',
      },
    ]);
    expect(view()).toMatchObject({ screen: 'status', requestId: 'nc_001zk41a20', reference: '001Z-K41A-20' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(view()).toMatchObject({ screen: 'done', chosen: { number: FREE } });
    expect(paid).toEqual([]);
    expect(calls.filter((call) => call.startsWith('status'))).toEqual([
      'status:nc_001zk41a20',
      'status:nc_001zk41a20',
    ]);
  });

  it('a premium number is paid once, on the order the request made, before it is followed', async () => {
    const { actor, sent, paid, view, choose } = start({ submits: [199], statuses: ['DONE'] });
    await settle();
    choose(PREMIUM, 'PREMIUM_NUMBER');
    expect(view()).toMatchObject({ screen: 'details', fee: 199 });
    actor.send({ type: 'UPDATE_DATA', data: { code: '123456' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ screen: 'payment', payment: { orderReference: 'ORD-1', amount: 199 } });
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view().screen).toBe('done');
    expect(sent).toHaveLength(1);
    expect(paid).toEqual([{ requestId: 'nc_001zk41a20', orderReference: 'ORD-1', amount: 199 }]);
  });

  it.each([
    422025, 422026, 422028, 422035, 400061, 400166,
  ])('a refused code (§8 %i) says so in its own words, keeps the number, and goes with the code typed again', async (code) => {
    const { actor, sent, view, choose } = start({ submits: [failure(code), 0] });
    await settle();
    choose();
    actor.send({ type: 'UPDATE_DATA', data: { code: '111111' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({
      screen: 'send-failed',
      messageId: `errors.code.${code}`,
      chosen: { number: FREE },
      code: '111111',
    });
    actor.send({ type: 'UPDATE_DATA', data: { code: '654321' } });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent.map((submission) => submission.otpCode)).toEqual(['111111', '654321']);
    expect(sent[1]).toMatchObject({ number: FREE });
    expect(view().screen).toBe('status');
  });

  it('a refusal the gateway gives no words for reads as the flow’s own', async () => {
    const { actor, view, choose } = start({ submits: [failure(422340)] });
    await settle();
    choose();
    actor.send({ type: 'UPDATE_DATA', data: { code: '111111' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view().messageId).toBe(NUMBER_CHANGE_MESSAGES.submitFailed);
  });

  it.each(
    NUMBER_CHANGE_REFUSALS,
  )('refused for %s: the reason in words, nothing to choose', async (reason) => {
    const refusal: NumberChangeRefusal = reason;
    const { view } = start({
      eligibility: () => ({
        eligible: false,
        reason: refusal,
        reasonMessageId: numberChangeRefusalMessageId(refusal, 'CHANGE'),
      }),
    });
    await settle();
    expect(view()).toMatchObject({
      screen: 'not-eligible',
      endedMessageId: numberChangeRefusalMessageId(refusal, 'CHANGE'),
      offersRequestHistory: refusal === 'REQUEST_PENDING',
    });
    expect(view().sends.size).toBe(0);
  });

  it('a reload on the details keeps the step, the number and the code typed', async () => {
    const storage = createMemoryStorage();
    const first = start({}, storage);
    await settle();
    first.choose(PREMIUM, 'PREMIUM_NUMBER');
    first.actor.send({ type: 'UPDATE_DATA', data: { code: '12 45 ' } });
    first.actor.stop();
    const reloaded = start({}, storage);
    await settle();
    expect(reloaded.view()).toMatchObject({
      screen: 'details',
      chosen: { number: PREMIUM, category: 'PREMIUM_NUMBER' },
      code: '12 45 ',
      fee: 199,
    });
    expect(reloaded.sent).toEqual([]);
  });

  it('a reload after a refused code keeps the details and what was typed', async () => {
    const storage = createMemoryStorage();
    const first = start({ submits: [failure(422028)] }, storage);
    await settle();
    first.choose();
    first.actor.send({ type: 'UPDATE_DATA', data: { code: '111111' } });
    first.actor.send({ type: 'SUBMIT' });
    await settle();
    first.actor.send({ type: 'UPDATE_DATA', data: { code: '222222' } });
    first.actor.stop();
    const reloaded = start({}, storage);
    await settle();
    expect(reloaded.view()).toMatchObject({ screen: 'details', chosen: { number: FREE }, code: '222222' });
  });

  it('EDIT from the details goes back to the number with the choice kept', async () => {
    const { actor, view, choose } = start();
    await settle();
    choose();
    actor.send({ type: 'EDIT' });
    expect(view()).toMatchObject({ screen: 'choose', chosen: { number: FREE } });
  });

  it('a reordered copy of its journey (the number moved after a new first step) compiles and runs in its order', async () => {
    const file = readJourneyJson('number-change.json');
    const [number, details] = file.onboarding.steps;
    if (!number || !details) throw new Error('number-change.json has fewer than two steps');
    // The product team puts a notice step first: the number is then the second step.
    const notice = { ...number, name: 'notice', route: '/manage/change-number/notice' };
    const reordered = {
      ...file,
      revision: file.revision + 1,
      onboarding: { ...file.onboarding, steps: [notice, number, details] },
    };
    const { actor, sent, view, choose } = start({}, createMemoryStorage(), reordered);
    await settle();
    expect(view().screen).toBe('choose');
    actor.send({ type: 'NEXT', data: {} });
    choose();
    expect(view()).toMatchObject({ screen: 'details', chosen: { number: FREE } });
    actor.send({ type: 'UPDATE_DATA', data: { code: '123456' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toHaveLength(1);
  });
});

describe('number recovery (one form on the template)', () => {
  it('the previous number chosen, its fee, confirmed with the code, paid, followed', async () => {
    const { actor, sent, paid, view } = start(
      { submits: [99], statuses: ['DONE'] },
      createMemoryStorage(),
      JOURNEY,
      'RECOVERY',
    );
    await settle();
    expect(view()).toMatchObject({ screen: 'choose', recoverable: [{ number: '5588880000' }] });
    actor.send({ type: 'NEXT', data: { number: '5588880000' } });
    expect(view()).toMatchObject({
      screen: 'details',
      chosen: { number: '5588880000' },
      fee: 99,
      // The number coming back is an old one, never "New number".
      texts: { numberLabelId: 'number_change.details.recovered' },
    });
    actor.send({ type: 'UPDATE_DATA', data: { code: '123456' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([
      { accountNumber: LINE.accountNumber, action: 'RECOVERY', number: '5588880000', otpCode: '123456' },
    ]);
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view().screen).toBe('done');
    expect(paid).toHaveLength(1);
  });

  it('a lapsed line’s own number: the lapsed sentences, paid, followed; still said after a reload', async () => {
    const own = '5599990000';
    const lapsedLine: NumberChangeEligibility = {
      eligible: true,
      details: {
        currentNumber: own,
        fees: null,
        recoverable: [
          {
            number: own,
            releasedAt: '2026-11-20T10:00:00.000Z',
            recoverableUntil: '2027-01-19T10:00:00.000Z',
            releasedBy: 'LAPSED',
            fee: mxn(299),
            planPeriod: { amount: mxn(200), validityDays: 30 },
          },
        ],
      },
    };
    const storage = createMemoryStorage();
    const first = start({ eligibility: () => lapsedLine, submits: [299] }, storage, JOURNEY, 'RECOVERY');
    await settle();
    expect(first.view()).toMatchObject({
      screen: 'choose',
      lapsed: false,
      texts: { introId: 'number_change.lapsed.intro' },
    });
    first.actor.send({ type: 'NEXT', data: { number: own } });
    expect(first.view()).toMatchObject({
      screen: 'details',
      lapsed: true,
      fee: 299,
      texts: {
        whenId: 'number_change.lapsed.when',
        pendingBodyId: 'number_change.lapsed.pending_body',
        numberLabelId: 'number_change.details.recovered',
      },
    });
    first.actor.send({ type: 'UPDATE_DATA', data: { code: '123456' } });
    first.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(first.view().screen).toBe('payment');
    first.actor.stop();
    // Past the submit no eligibility is read: the line's number tells it is the line's own.
    const reloaded = start({ submits: [299] }, storage, JOURNEY, 'RECOVERY');
    await settle();
    const view = numberChangeView(reloaded.actor.getSnapshot(), 'RECOVERY', own);
    expect(view).toMatchObject({
      screen: 'payment',
      lapsed: true,
      texts: { doneBodyId: 'number_change.lapsed.done_body' },
    });
    expect(numberChangeView(reloaded.actor.getSnapshot(), 'RECOVERY', '5511112222').lapsed).toBe(false);
  });

  it('a reload on the review resumes on the review, not the form, with the number and the code typed', async () => {
    const storage = createMemoryStorage();
    const first = start({}, storage, JOURNEY, 'RECOVERY');
    await settle();
    first.actor.send({ type: 'NEXT', data: { number: '5588880000' } });
    first.actor.stop();
    // Nothing typed yet: the review again.
    const second = start({}, storage, JOURNEY, 'RECOVERY');
    await settle();
    expect(second.view()).toMatchObject({ screen: 'details', chosen: { number: '5588880000' }, fee: 99 });
    second.actor.send({ type: 'UPDATE_DATA', data: { code: '12 4' } });
    second.actor.stop();
    const third = start({}, storage, JOURNEY, 'RECOVERY');
    await settle();
    expect(third.view()).toMatchObject({ screen: 'details', chosen: { number: '5588880000' }, code: '12 4' });
    expect(third.sent).toEqual([]);
    // Back to the list from there keeps the number chosen.
    third.actor.send({ type: 'EDIT' });
    expect(third.view()).toMatchObject({ screen: 'choose', chosen: { number: '5588880000' } });
  });
});
