import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { JourneyFile } from '../../journey/index.ts';
import { journeyEdits, loadJourneyFile, readJourneyJson } from '../../journey/test-journeys.ts';
import type {
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
} from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { fakePaymentChild } from '../../machines/service-request-template/service-request-template.test-support.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import type { PlanSwitchPreview } from './gateway/index.ts';
import {
  createPlanSwitchMachine,
  PLAN_SWITCH_MESSAGES,
  PLAN_SWITCH_PAYMENT,
  PLAN_SWITCH_SUBMIT_STEPS,
} from './plan-switch.machine.ts';
import { providePlanSwitch } from './plan-switch.services.ts';
import type {
  PlanSwitchCancelEligibility,
  PlanSwitchEligibility,
  PlanSwitchGatewayCalls,
  PlanSwitchLine,
  PlanSwitchSubmission,
  SubmittedPlanSwitchRequest,
} from './plan-switch.types.ts';
import { planSwitchView } from './plan-switch.view.ts';

const JOURNEY = readJourneyJson('plan-switch.json');
/** The collect steps as journeys/plan-switch.json orders them: a reorder there is followed here. */
const STEPS = loadJourneyFile(JOURNEY).steps.map((step) => step.name);
const LINE: PlanSwitchLine = { customer: 'CUST-1', simNumber: '8952000011112222' };
const ORDER = { orderReference: 'ORD-PS-1', amount: 58.06 };

/** What each collect step sends forward: the plan chosen, then the timing. */
const STEP_DATA: Readonly<Record<string, Record<string, unknown>>> = {
  plans: { sku: 'PLAN-99' },
  'plan-details': { timing: 'IMMEDIATE' },
};

const mxn = (amount: number) => ({ amount, currency: 'MXN' });
const plan = (sku: string, price: number) => ({
  sku,
  name: sku,
  price: mxn(price),
  validityDays: 30,
  allowances: [],
});
const PREVIEW: PlanSwitchPreview = {
  currentPlan: plan('PLAN-50', 50),
  newPlan: plan('PLAN-99', 99),
  renewalDate: '2026-12-01T06:00:00.000Z',
  nextRenewalAmount: mxn(99),
  options: [
    {
      timing: 'IMMEDIATE',
      effectiveAt: '2026-11-23T10:00:00.000Z',
      dueNow: { amount: mxn(58.06), tax: mxn(8.01) },
      proratedDays: 18,
    },
    {
      timing: 'NEXT_RENEWAL',
      effectiveAt: '2026-12-01T06:00:00.000Z',
      dueNow: { amount: mxn(0), tax: mxn(0) },
    },
  ],
};

interface Fakes {
  eligibility?: () => PlanSwitchEligibility;
  cancelEligibility?: () => PlanSwitchCancelEligibility;
  cancel?: () => void;
  statuses?: Array<ServiceRequestStatus | Error>;
  /** Each submit's answer in turn; an Error is thrown. */
  submits?: Array<Partial<SubmittedPlanSwitchRequest> | Error>;
  payments?: ServiceRequestPaymentOutput[];
}

function start(
  fakes: Fakes = {},
  line: PlanSwitchLine = LINE,
  storage: KeyValueStorage = createMemoryStorage(),
  journey: JourneyFile = JOURNEY,
) {
  const steps = loadJourneyFile(journey).steps.map((step) => step.name);
  const calls: string[] = [];
  const paid: ServiceRequestPaymentInput[] = [];
  const statuses = [...(fakes.statuses ?? ['DONE'])];
  const submits = [...(fakes.submits ?? [{ payment: ORDER }])];
  const gateway: PlanSwitchGatewayCalls = {
    eligibility: async ({ simNumber }) => {
      calls.push(`eligibility:${simNumber}`);
      return fakes.eligibility?.() ?? { eligible: true, details: { currentSku: 'PLAN-50' } };
    },
    cancelEligibility: async ({ simNumber }) => {
      calls.push(`cancel-eligibility:${simNumber}`);
      return fakes.cancelEligibility?.() ?? { cancelable: false };
    },
    submit: async (_owner, { simNumber, sku, timing }: PlanSwitchSubmission) => {
      calls.push(`submit:${simNumber}:${sku}:${timing}`);
      const answer = submits.shift() ?? {};
      if (answer instanceof Error) throw answer;
      return { requestId: 'SR-9', timing, effectiveAt: '2026-11-23T10:00:00.000Z', ...answer };
    },
    status: async (_owner, { requestId }) => {
      calls.push(`status:${requestId}`);
      const answer = statuses.length > 1 ? statuses.shift() : statuses[0];
      if (answer instanceof Error) throw answer;
      return { status: answer ?? 'DONE' };
    },
    cancel: async (_owner, { requestId }) => {
      calls.push(`cancel:${requestId}`);
      fakes.cancel?.();
    },
  };
  const flow = createPlanSwitchMachine(journey);
  const services = {
    calls: gateway,
    storage,
    payment: fakePaymentChild(paid, fakes.payments ?? [{ outcome: 'paid' }]),
  };
  const actor = createActor(providePlanSwitch(flow, services), {
    input: serviceRequestInput(flow, services.storage, { customer: line.customer, subject: line.simNumber }),
  }).start();
  const view = (preview: PlanSwitchPreview | null = null) => planSwitchView(actor.getSnapshot(), preview);
  /** Walks the journey's collect steps in the file's order, to its review step. */
  const collect = (data: Readonly<Record<string, Record<string, unknown>>> = STEP_DATA) => {
    for (const name of steps.slice(0, -1)) actor.send({ type: 'NEXT', data: data[name] ?? {} });
  };
  return { actor, calls, paid, view, collect, steps };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('plan switch (the service-request template with journeys/plan-switch.json)', () => {
  it('reviews on its journey’s final step; payment pages are not steps of its journey', () => {
    expect(STEPS.at(-1)).toBe(PLAN_SWITCH_SUBMIT_STEPS[0]);
    expect(STEPS).not.toContain('payment');
    expect(STEPS).not.toContain('payment-success');
  });

  it('switch now: checks the line, collects, submits, pays the order it created, follows it to done', async () => {
    const { actor, calls, paid, view, collect } = start({ statuses: ['IN_PROGRESS', 'DONE'] });
    await settle();
    expect(calls).toEqual([`eligibility:${LINE.simNumber}`, `cancel-eligibility:${LINE.simNumber}`]);
    expect(view()).toMatchObject({ screen: STEPS[0], currentSku: 'PLAN-50' });
    collect();
    expect(view(PREVIEW)).toMatchObject({
      screen: 'order-summary',
      chosenSku: 'PLAN-99',
      timing: 'IMMEDIATE',
      option: PREVIEW.options[0],
      paymentDue: true,
    });
    expect(view().sends).toEqual(new Set(['SUBMIT', 'EDIT']));
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.at(-1)).toBe(`submit:${LINE.simNumber}:PLAN-99:IMMEDIATE`);
    expect(view()).toMatchObject({ screen: 'payment', payment: ORDER, requestId: 'SR-9' });
    expect(paid).toEqual([{ requestId: 'SR-9', ...ORDER }]);
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view()).toMatchObject({ screen: 'status', status: 'IN_PROGRESS' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-9' });
    expect(paid).toHaveLength(1);
  });

  it('switch at the next renewal: nothing due, no payment, straight to the status', async () => {
    const { actor, calls, paid, view, collect } = start({ submits: [{}] });
    await settle();
    collect({ ...STEP_DATA, 'plan-details': { timing: 'NEXT_RENEWAL' } });
    expect(view(PREVIEW)).toMatchObject({ option: PREVIEW.options[1], paymentDue: false });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toContain(`submit:${LINE.simNumber}:PLAN-99:NEXT_RENEWAL`);
    expect(paid).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-9' });
  });

  it('one payment, one switch, whatever fails after the payment', async () => {
    const { actor, calls, paid, view, collect } = start({ statuses: [new Error('timeout'), 'REJECTED'] });
    await settle();
    collect();
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(view()).toMatchObject({ screen: 'failed', messageId: PLAN_SWITCH_MESSAGES.failed });
    // No way back to the plans or to the payment from here.
    expect(view().sends).toEqual(new Set());
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(paid).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('submit:'))).toHaveLength(1);
  });

  it('a failed submit is sent again as it was: nothing was paid yet, and then it is paid once', async () => {
    const { actor, calls, paid, view, collect } = start({ submits: [new Error('503'), { payment: ORDER }] });
    await settle();
    collect();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ screen: 'send-failed', messageId: PLAN_SWITCH_MESSAGES.submitFailed });
    expect(paid).toEqual([]);
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(calls.filter((call) => call.startsWith('submit:'))).toEqual([
      `submit:${LINE.simNumber}:PLAN-99:IMMEDIATE`,
      `submit:${LINE.simNumber}:PLAN-99:IMMEDIATE`,
    ]);
    expect(paid).toHaveLength(1);
  });

  it('a refused payment offers the same order again, never the plans', async () => {
    const { actor, paid, view, collect } = start({ payments: [{ outcome: 'failed' }, { outcome: 'paid' }] });
    await settle();
    collect();
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view()).toMatchObject({ screen: 'payment-failed', messageId: PLAN_SWITCH_PAYMENT.failed });
    expect(view().sends.has('EDIT')).toBe(false);
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(paid.map((input) => input.orderReference)).toEqual([ORDER.orderReference, ORDER.orderReference]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-9' });
  });

  it('without a plan or a timing nothing is requested: the submit fails with plan switch’s message', async () => {
    const { actor, calls, view, collect } = start();
    await settle();
    collect({});
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ screen: 'send-failed', messageId: PLAN_SWITCH_MESSAGES.submitFailed });
    expect(calls.some((call) => call.startsWith('submit'))).toBe(false);
  });

  it('a line that may not switch ends at once with its typed reason', async () => {
    const { actor, view } = start({
      eligibility: () => ({ eligible: false, reason: 'SWITCH_PENDING' }),
    });
    await settle();
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'not-eligible',
      messageId: PLAN_SWITCH_MESSAGES.notEligible,
    });
    expect(view()).toMatchObject({ screen: 'not-eligible', refusal: 'SWITCH_PENDING', nextStep: null });
  });

  it('a line suspended for the line registry leads to registering it, not to a recharge', async () => {
    const { view } = start({
      eligibility: () => ({ eligible: false, reason: 'LINE_UNREGISTERED' }),
    });
    await settle();
    expect(view()).toMatchObject({
      screen: 'not-eligible',
      refusal: 'LINE_UNREGISTERED',
      nextStep: { labelId: 'line_registry.status.register', route: '/manage/line-registry' },
    });
  });

  it('a failed eligibility check can be retried', async () => {
    let attempts = 0;
    const { actor, view } = start({
      eligibility: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('503');
        return { eligible: true, details: { currentSku: null } };
      },
    });
    await settle();
    expect(view()).toMatchObject({ screen: 'check-failed', sends: new Set(['RETRY']) });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(view().screen).toBe(STEPS[0]);
  });

  it('cancels a pending plan switch only when cancel eligibility allows it', async () => {
    const refused = start({ cancelEligibility: () => ({ cancelable: false }) });
    await settle();
    refused.actor.send({ type: 'CANCEL' });
    expect(refused.view().screen).toBe(STEPS[0]);

    const allowed = start({ cancelEligibility: () => ({ cancelable: true, requestId: 'SR-7' }) });
    await settle();
    expect(allowed.view().sends.has('CANCEL')).toBe(true);
    allowed.actor.send({ type: 'CANCEL' });
    await settle();
    expect(allowed.calls).toContain('cancel:SR-7');
    expect(allowed.actor.getSnapshot().output).toEqual({
      outcome: 'cancelled',
      requestId: 'SR-7',
      messageId: 'plan_switch.cancelled',
    });
  });

  it('a failed cancel returns to the step with a notice', async () => {
    const { actor, view } = start({
      cancelEligibility: () => ({ cancelable: true, requestId: 'SR-7' }),
      cancel: () => {
        throw new Error('500');
      },
    });
    await settle();
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(view()).toMatchObject({ screen: STEPS[0], notice: 'errors.plan_switch.cancel_failed' });
  });

  it('a reload keeps the step and the chosen plan, for this line only', async () => {
    const storage = createMemoryStorage();
    const first = start({}, LINE, storage);
    await settle();
    first.actor.send({ type: 'NEXT', data: STEP_DATA[STEPS[0] ?? ''] ?? {} });
    first.actor.stop();

    const reloaded = start({}, LINE, storage);
    await settle();
    expect(reloaded.view()).toMatchObject({ screen: STEPS[1], chosenSku: 'PLAN-99' });

    const otherLine = start({}, { ...LINE, simNumber: '8952000099998888' }, storage);
    await settle();
    expect(otherLine.view()).toMatchObject({ screen: STEPS[0], chosenSku: null });
  });

  it('a reload on the summary shows the summary again, nothing sent, EDIT still one step back', async () => {
    const storage = createMemoryStorage();
    const first = start({}, LINE, storage);
    await settle();
    first.collect();
    expect(first.view().screen).toBe('order-summary');
    first.actor.stop();

    const reloaded = start({}, LINE, storage);
    await settle();
    expect(reloaded.view()).toMatchObject({
      screen: 'order-summary',
      chosenSku: 'PLAN-99',
      timing: 'IMMEDIATE',
    });
    expect(reloaded.view().sends).toEqual(new Set(['SUBMIT', 'EDIT']));
    expect(reloaded.calls.filter((call) => call.startsWith('submit'))).toEqual([]);
    reloaded.actor.send({ type: 'EDIT' });
    expect(reloaded.view()).toMatchObject({ screen: STEPS.at(-2), timing: 'IMMEDIATE' });
  });

  // The copies a product team's edit could make (test-journeys.ts: a step moved; an optional
  // step removed, when the file has one), found from the file itself.
  it.each(journeyEdits('plan-switch.json'))('an edited copy ($label) compiles and runs in its order', async ({
    file,
  }) => {
    const { actor, calls, view, collect, steps } = start(
      { submits: [{}] },
      LINE,
      createMemoryStorage(),
      file,
    );
    await settle();
    expect(steps).toEqual(file.onboarding.steps.map((step) => step.name));
    expect(view().screen).toBe(steps[0]);
    collect();
    expect(view()).toMatchObject({ screen: 'order-summary', chosenSku: 'PLAN-99', timing: 'IMMEDIATE' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toContain(`submit:${LINE.simNumber}:PLAN-99:IMMEDIATE`);
  });

  it('has no edit that moves a step: the plan details show the plan chosen before them', () => {
    // journeys:check refuses plan details before the plans (journeys-check.test.ts), and the
    // machine does not load such a copy; the summary is the final step.
    expect(journeyEdits('plan-switch.json')).toEqual([]);
    const file = readJourneyJson('plan-switch.json');
    const [plans, details, ...rest] = file.onboarding.steps;
    if (!plans || !details) throw new Error('plan-switch.json has fewer than two steps');
    const swapped = { ...file, onboarding: { ...file.onboarding, steps: [details, plans, ...rest] } };
    expect(() => start({}, LINE, createMemoryStorage(), swapped)).toThrow(
      /step "plan-details" must come after "plans": it shows the plan chosen there/,
    );
  });

  it('EDIT from the summary goes back one step with everything kept', async () => {
    const { actor, view, collect } = start();
    await settle();
    collect();
    actor.send({ type: 'EDIT' });
    expect(view()).toMatchObject({ screen: STEPS.at(-2), chosenSku: 'PLAN-99', timing: 'IMMEDIATE' });
    actor.send({ type: 'NEXT', data: { timing: 'NEXT_RENEWAL' } });
    expect(view()).toMatchObject({ screen: 'order-summary', timing: 'NEXT_RENEWAL' });
  });
});
