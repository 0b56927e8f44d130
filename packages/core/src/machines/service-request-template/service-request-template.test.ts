import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { condition, defineJourneyVocabulary } from '../../journey/index.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { FORM_STEP } from './service-request.rules.ts';
import { connectServiceRequestAnalytics } from './service-request-analytics.ts';
import { formCollector, journeyCollector } from './service-request-template.collect.ts';
import { createServiceRequestMachine } from './service-request-template.machine.ts';
import {
  restoreServiceRequest,
  serviceRequestStorageKey,
  withServiceRequestPersistence,
} from './service-request-template.persistence.ts';
import { provideServiceRequest } from './service-request-template.provide.ts';
import { fakePaymentChild } from './service-request-template.test-support.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestCollector,
  ServiceRequestEligibility,
  ServiceRequestEmitted,
  ServiceRequestMessages,
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
  ServiceRequestStatusAnswer,
  ServiceRequestStatusInput,
  SubmitServiceRequestInput,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';
import { serviceRequestView } from './service-request-template.view.ts';

const MESSAGES = {
  notEligible: 'errors.plan_switch.not_eligible',
  submitFailed: 'errors.plan_switch.submit_failed',
  failed: 'errors.plan_switch.failed',
  cancelled: 'plan_switch.cancelled',
  followLater: 'plan_switch.follow_later',
} as const satisfies ServiceRequestMessages;
/** The template's two opt-ins, both taken here: a payment, and a cancel. */
const PAY = { failed: 'plan_switch.payment_failed' } as const;
const CANCEL = { failed: 'errors.plan_switch.cancel_failed' } as const;
/** Reasons the gateway gives, other than the flow's own messages. */
const LINE_SUSPENDED: MessageId = 'service_request.reason.unknown';
const REJECTED: MessageId = 'service_request.reason.donor_rejected';

/** A small journey of the template's own: two steps, an exit from the second, a review to submit from. */
const JOURNEY_FILE = {
  version: 1,
  id: 'test-request',
  revision: 1,
  onboarding: {
    steps: [step('choose'), { ...step('details'), exits: ['home'] }, { ...step('review'), final: true }],
    exits: [{ name: 'home', route: '/manage' }],
  },
};

function step(name: string) {
  return {
    name,
    route: `/manage/test-request/${name}`,
    layout: 'main-authenticated',
    analyticsPageName: `Test ${name}`,
    faq: { enabled: false },
  };
}

const JOURNEY = journeyCollector(JOURNEY_FILE, { submitOn: ['review'] });
const FORM = formCollector();
const OWNER = { customer: 'CUST-1', subject: '8952000011112222' };

/** The submit's answer: a request id, with the order to pay when something is due. */
type SubmitAnswer = string | Error | SubmittedServiceRequest;

interface Fakes {
  eligibility?: () => ServiceRequestEligibility;
  cancelEligibility?: (requestId: string | null) => ServiceRequestCancelEligibility;
  /** Each submit's answer in turn; an Error is thrown. */
  submits?: SubmitAnswer[];
  /** Each status read's answer in turn (the last one repeats); an Error is thrown. */
  statuses?: Array<ServiceRequestStatus | Error | ServiceRequestStatusAnswer>;
  cancel?: () => void;
  /** Each payment child's outcome in turn (the last one repeats). */
  payments?: ServiceRequestPaymentOutput[];
}

function flow(collect: ServiceRequestCollector) {
  return createServiceRequestMachine({
    id: 'testRequest',
    collect,
    messages: MESSAGES,
    pay: PAY,
    cancel: CANCEL,
  });
}

function start(
  collect: ServiceRequestCollector,
  fakes: Fakes = {},
  options: { storage?: KeyValueStorage; resume?: boolean; owner?: typeof OWNER } = {},
) {
  const calls: string[] = [];
  const submitted: SubmitServiceRequestInput[] = [];
  const paid: ServiceRequestPaymentInput[] = [];
  const emitted: ServiceRequestEmitted[] = [];
  const definition = flow(collect);
  const storage = options.storage ?? createMemoryStorage();
  const owner = options.owner ?? OWNER;
  const submits = [...(fakes.submits ?? ['SR-1'])];
  let statusReads = 0;
  const machine = withServiceRequestPersistence(definition.machine, definition, storage).provide({
    actors: {
      checkEligibility: fromPromise(async ({ input }) => {
        calls.push(`eligibility:${input.subject}`);
        return fakes.eligibility?.() ?? { eligible: true, details: null };
      }),
      checkCancelEligibility: fromPromise(async ({ input }) => {
        calls.push(`cancel-eligibility:${input.requestId}`);
        return fakes.cancelEligibility?.(input.requestId) ?? { cancelable: false };
      }),
      submit: fromPromise(async ({ input }) => {
        calls.push('submit');
        submitted.push(input);
        const answer = submits.shift() ?? 'SR-next';
        if (answer instanceof Error) throw answer;
        return typeof answer === 'string' ? { requestId: answer } : answer;
      }),
      followStatus: boundedPoll(async (input: ServiceRequestStatusInput) => {
        const answers = fakes.statuses ?? ['DONE'];
        const answer = answers[Math.min(statusReads, answers.length - 1)] ?? 'DONE';
        statusReads += 1;
        calls.push(`status:${input.requestId}`);
        if (answer instanceof Error) throw answer;
        return typeof answer === 'string' ? { status: answer } : answer;
      }),
      cancel: fromPromise(async ({ input }) => {
        calls.push(`cancel:${input.requestId}`);
        fakes.cancel?.();
      }),
      pay: fakePaymentChild(paid, fakes.payments ?? [{ outcome: 'paid' }]),
    },
  });
  const resume = options.resume ? restoreServiceRequest(storage, definition, owner) : null;
  const actor = createActor(machine, { input: { ...owner, resume } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => serviceRequestView(actor.getSnapshot());
  const reads = () => calls.filter((call) => call.startsWith('status:')).length;
  /** The form's last fields, then the confirmation: what a form flow's screen sends. */
  const submitForm = (data: Record<string, unknown>) => {
    actor.send({ type: 'NEXT', data });
    actor.send({ type: 'SUBMIT' });
  };
  return { actor, calls, submitted, paid, emitted, storage, view, reads, submitForm };
}

/** Lets the fake actors' promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('service request template: definition', () => {
  it('refuses a journey flow whose submit step is not a final step of its journey', () => {
    expect(() => journeyCollector(JOURNEY_FILE, { submitOn: ['details'] })).toThrow(
      /submits on "details", which is not a final step/,
    );
    expect(() => journeyCollector(JOURNEY_FILE, { submitOn: [] })).toThrow(/no final step/);
  });
});

describe('service request template: pay and cancel are opt-in', () => {
  it('a flow that neither pays nor cancels has no payment or cancel phases and runs on its three calls', async () => {
    const plain = createServiceRequestMachine({
      id: 'plainRequest',
      collect: formCollector(),
      messages: MESSAGES,
    });
    expect(Object.keys(plain.machine.root.states)).not.toContain('paying');
    expect(Object.keys(plain.machine.root.states)).not.toContain('paymentFailed');
    expect(Object.keys(plain.machine.root.states)).not.toContain('cancelling');
    const asked: string[] = [];
    const machine = provideServiceRequest(plain, createMemoryStorage(), {
      eligibility: async ({ subject }) => {
        asked.push(`eligibility:${subject}`);
        return { eligible: true, details: null };
      },
      submit: async ({ subject }) => {
        asked.push(`submit:${subject}`);
        return { requestId: 'SR-9', payment: { orderReference: 'ORD-never', amount: 10 } };
      },
      status: async ({ requestId }) => {
        asked.push(`status:${requestId}`);
        return { status: 'DONE' };
      },
    });
    const actor = createActor(machine, { input: OWNER }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(serviceRequestView(actor.getSnapshot())).toMatchObject({ phase: 'collecting' });
    actor.send({ type: 'NEXT', data: { note: 'x' } });
    expect(serviceRequestView(actor.getSnapshot()).can.CANCEL).toBe(false);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    // An order named by the submit of a flow that does not pay is never paid here.
    expect(serviceRequestView(actor.getSnapshot()).phase).toBe('succeeded');
    expect(asked).toEqual([`eligibility:${OWNER.subject}`, `submit:${OWNER.subject}`, 'status:SR-9']);
  });
});

describe('service request template: eligibility', () => {
  it('a refused line ends at once with the refusal message id, nothing collected or sent', async () => {
    const { actor, calls, view } = start(JOURNEY, {
      eligibility: () => ({ eligible: false, reasonMessageId: LINE_SUSPENDED }),
    });
    await settle();
    expect(view().phase).toBe('notEligible');
    expect(view().messageId).toBe(LINE_SUSPENDED);
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'not-eligible',
      messageId: LINE_SUSPENDED,
    });
    expect(calls).toEqual(['eligibility:8952000011112222']);
    expect(actor.getSnapshot().children.journey).toBeUndefined();
  });

  it('a refusal without a reason carries the flow’s own message id', async () => {
    const { actor } = start(FORM, { eligibility: () => ({ eligible: false }) });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'not-eligible', messageId: MESSAGES.notEligible });
  });

  it('an eligibility check that got no answer can be retried', async () => {
    let attempts = 0;
    const { actor, view } = start(FORM, {
      eligibility: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('503');
        return { eligible: true, details: null };
      },
    });
    await settle();
    expect(view().phase).toBe('checkFailed');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(view().phase).toBe('collecting');
  });
});

describe('service request template: collecting and submitting', () => {
  it('runs the journey, then submits what every step collected, the last step’s data included', async () => {
    const { actor, submitted, view, emitted } = start(JOURNEY, { statuses: ['DONE'] });
    await settle();
    expect(view()).toMatchObject({ phase: 'collecting', step: 'choose' });
    actor.send({ type: 'NEXT', data: { plan: 'PLAN-50' } });
    expect(view().step).toBe('details');
    actor.send({ type: 'NEXT', data: { confirm: true } });
    await settle();
    // Collected, shown for review: nothing is sent before SUBMIT.
    expect(view()).toMatchObject({ phase: 'confirming', step: 'review', can: { SUBMIT: true, EDIT: true } });
    expect(submitted).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(submitted).toEqual([
      {
        customer: 'CUST-1',
        subject: '8952000011112222',
        data: { choose: { plan: 'PLAN-50' }, details: { confirm: true } },
        journeyOutcome: { kind: 'final', step: 'review' },
        eligibility: null,
        facts: {},
      },
    ]);
    expect(emitted[0]).toEqual({ type: 'serviceRequest.submitted', requestId: 'SR-1' });
  });

  it('a journey that ends through an exit leaves without sending anything', async () => {
    const { actor, calls } = start(JOURNEY);
    await settle();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'EXIT', exit: 'home' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'left',
      journey: { kind: 'exit', exit: 'home', path: '/manage' },
    });
    expect(calls).not.toContain('submit');
  });

  it('a failed submit keeps the data: RETRY sends the same data again, EDIT reopens the form with it', async () => {
    const refused = Object.assign(new Error('refused'), { status: 500 });
    const { actor, submitted, view, submitForm } = start(FORM, { submits: [refused, refused, 'SR-2'] });
    await settle();
    actor.send({ type: 'UPDATE_DATA', data: { reason: 'moving' } });
    submitForm({ when: 'now' });
    await settle();
    expect(view().phase).toBe('submitFailed');
    expect(view().messageId).toBe('errors.unknown');
    expect(view().can).toMatchObject({ RETRY: true, EDIT: true, CANCEL: false });

    actor.send({ type: 'RETRY' });
    await settle();
    expect(view().phase).toBe('submitFailed');
    expect(submitted[1]?.data).toEqual(submitted[0]?.data);

    actor.send({ type: 'EDIT' });
    expect(view()).toMatchObject({
      phase: 'collecting',
      data: { [FORM_STEP]: { reason: 'moving', when: 'now' } },
    });
    submitForm({});
    await settle();
    expect(submitted).toHaveLength(3);
    expect(submitted[2]?.data).toEqual({ [FORM_STEP]: { reason: 'moving', when: 'now' } });
    expect(view().requestId).toBe('SR-2');
  });

  it('a refusal without a code we know shows the flow’s own message', async () => {
    const { view, submitForm } = start(FORM, { submits: [new Error('no code')] });
    await settle();
    submitForm({});
    await settle();
    expect(view().messageId).toBe(MESSAGES.submitFailed);
  });
});

describe('service request template: following the status (§9: 30 × 1000 ms)', () => {
  async function submitForm(fakes: Fakes) {
    const started = start(FORM, fakes);
    await settle();
    started.submitForm({ reason: 'x' });
    await settle();
    return started;
  }

  it('reads the status at once, then once a second until it succeeds', async () => {
    const { actor, view, reads, emitted, storage } = await submitForm({
      statuses: ['SUBMITTED', 'IN_PROGRESS', 'DONE'],
    });
    expect(reads()).toBe(1);
    expect(view()).toMatchObject({ phase: 'following', status: 'SUBMITTED', requestId: 'SR-1' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS - 1);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(reads()).toBe(3);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-1' });
    expect(emitted.map((event) => event.type)).toEqual([
      'serviceRequest.submitted',
      'serviceRequest.succeeded',
    ]);
    // Over: nothing is left for a reload to resume.
    expect(storage.getItem(serviceRequestStorageKey('testRequest', OWNER))).toBeNull();
  });

  it('ends in failed with the reason; RETRY sends a new request with the same data', async () => {
    const { actor, view, emitted, submitted, calls } = await submitForm({
      submits: ['SR-1', 'SR-2'],
      statuses: ['IN_PROGRESS', { status: 'REJECTED', reasonMessageId: REJECTED }, 'DONE'],
    });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(view()).toMatchObject({
      phase: 'failed',
      status: 'REJECTED',
      messageId: REJECTED,
    });
    expect(emitted.at(-1)).toEqual({
      type: 'serviceRequest.failed',
      requestId: 'SR-1',
      messageId: REJECTED,
    });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(submitted.map((input) => input.data)).toEqual([
      { form: { reason: 'x' } },
      { form: { reason: 'x' } },
    ]);
    expect(calls.at(-1)).toBe('status:SR-2');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-2' });
  });

  it('a failed status without a reason carries the flow’s own message', async () => {
    const { view } = await submitForm({ statuses: ['PORT_IN_FAILED'] });
    expect(view()).toMatchObject({ phase: 'failed', messageId: MESSAGES.failed });
  });

  it('stops after 30 reads still moving, keeps the request id, and reads again only when asked', async () => {
    const lost = new Error('timeout');
    const { actor, view, reads, emitted, storage } = await submitForm({
      statuses: ['PROCESSING', lost, 'WAITING', 'PROCESSING'],
    });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * (API_POLLING_ATTEMPTS - 2));
    expect(reads()).toBe(API_POLLING_ATTEMPTS - 1);
    expect(view().phase).toBe('following');
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(reads()).toBe(API_POLLING_ATTEMPTS);
    expect(view()).toMatchObject({
      phase: 'followLater',
      requestId: 'SR-1',
      notice: MESSAGES.followLater,
      can: { CHECK_AGAIN: true, RETRY: false },
    });
    expect(emitted.at(-1)).toEqual({ type: 'serviceRequest.followLater', requestId: 'SR-1' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS * 10);
    expect(reads()).toBe(API_POLLING_ATTEMPTS);
    // The status page is where a reload comes back to: the request is still saved.
    expect(restoreServiceRequest(storage, flow(FORM), OWNER)?.requestId).toBe('SR-1');

    actor.send({ type: 'CHECK_AGAIN' });
    await settle();
    expect(reads()).toBe(API_POLLING_ATTEMPTS + 1);
    expect(view().phase).toBe('following');
  });
});

describe('service request template: cancel', () => {
  it('cancels the request sent while cancel eligibility allows it', async () => {
    const { actor, view, calls, emitted, submitForm } = start(FORM, {
      // Nothing pending before the submit; the request sent may be cancelled.
      cancelEligibility: (requestId) => ({ cancelable: requestId !== null }),
      statuses: ['IN_PROGRESS'],
    });
    await settle();
    expect(view().can.CANCEL).toBe(false);
    submitForm({});
    await settle();
    expect(view().can.CANCEL).toBe(true);
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(calls).toContain('cancel:SR-1');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'cancelled',
      requestId: 'SR-1',
      messageId: MESSAGES.cancelled,
    });
    expect(emitted.at(-1)).toEqual({ type: 'serviceRequest.cancelled', requestId: 'SR-1' });
  });

  it('refuses CANCEL when cancel eligibility says no, or could not be asked', async () => {
    const refused = start(FORM, {
      cancelEligibility: () => ({ cancelable: false }),
      statuses: ['IN_PROGRESS'],
    });
    await settle();
    refused.submitForm({});
    await settle();
    refused.actor.send({ type: 'CANCEL' });
    await settle();
    expect(refused.view().phase).toBe('following');
    expect(refused.calls.some((call) => call.startsWith('cancel:'))).toBe(false);

    const unknown = start(FORM, {
      cancelEligibility: () => {
        throw new Error('timeout');
      },
    });
    await settle();
    expect(unknown.view()).toMatchObject({ phase: 'collecting', can: { CANCEL: false } });
  });

  it('cancels a request already pending when the flow opened, from the journey', async () => {
    const { actor, calls } = start(JOURNEY, {
      cancelEligibility: () => ({ cancelable: true, requestId: 'SR-7' }),
    });
    await settle();
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(calls).toContain('cancel:SR-7');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'cancelled', requestId: 'SR-7' });
  });

  it('a refused cancel goes back where the customer was, with a notice and nothing lost', async () => {
    const { actor, view } = start(JOURNEY, {
      cancelEligibility: () => ({ cancelable: true, requestId: 'SR-7' }),
      cancel: () => {
        throw new Error('500');
      },
    });
    await settle();
    actor.send({ type: 'NEXT', data: { plan: 'PLAN-50' } });
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(view()).toMatchObject({
      phase: 'collecting',
      step: 'details',
      notice: CANCEL.failed,
      data: { choose: { plan: 'PLAN-50' } },
    });
    actor.send({ type: 'BACK' });
    expect(view().step).toBe('choose');
  });
});

describe('service request template: resume after a reload', () => {
  it('resumes the journey at the same step with what was typed, after checking eligibility again', async () => {
    const storage = createMemoryStorage();
    const first = start(JOURNEY, {}, { storage });
    await settle();
    first.actor.send({ type: 'NEXT', data: { plan: 'PLAN-50' } });
    first.actor.send({ type: 'UPDATE_DATA', data: { note: 'half typed' } });
    first.actor.stop();

    const reloaded = start(JOURNEY, {}, { storage, resume: true });
    await settle();
    expect(reloaded.calls[0]).toBe('eligibility:8952000011112222');
    expect(reloaded.view()).toMatchObject({
      phase: 'collecting',
      step: 'details',
      data: { choose: { plan: 'PLAN-50' }, details: { note: 'half typed' } },
      notice: null,
    });
    // The trail came back too: BACK goes to the step before.
    reloaded.actor.send({ type: 'BACK' });
    expect(reloaded.view().step).toBe('choose');
  });

  it('resumes a form with what was typed', async () => {
    const storage = createMemoryStorage();
    const first = start(FORM, {}, { storage });
    await settle();
    first.actor.send({ type: 'UPDATE_DATA', data: { reason: 'moving' } });
    first.actor.stop();
    const reloaded = start(FORM, {}, { storage, resume: true });
    await settle();
    expect(reloaded.view()).toMatchObject({ phase: 'collecting', data: { form: { reason: 'moving' } } });
  });

  it('after a submit, follows the same request instead of collecting or sending again', async () => {
    const storage = createMemoryStorage();
    const first = start(FORM, { statuses: ['IN_PROGRESS'] }, { storage });
    await settle();
    first.submitForm({ reason: 'x' });
    await settle();
    first.actor.stop();

    const reloaded = start(FORM, { statuses: ['IN_PROGRESS', 'DONE'] }, { storage, resume: true });
    await settle();
    expect(reloaded.calls).toEqual(['cancel-eligibility:SR-1', 'status:SR-1']);
    expect(reloaded.view()).toMatchObject({ phase: 'following', requestId: 'SR-1' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(reloaded.actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-1' });
    expect(reloaded.calls).not.toContain('submit');
  });

  it('a damaged save is removed and the flow starts over, without a crash', async () => {
    const key = serviceRequestStorageKey('testRequest', OWNER);
    const wrongId = { format: 1, flowId: 'testRequest', savedAt: 0, requestId: 42, data: {}, journey: null };
    for (const damaged of ['{not json', JSON.stringify(wrongId), '[]']) {
      const storage = createMemoryStorage({ [key]: damaged });
      const reloaded = start(JOURNEY, {}, { storage, resume: true });
      await settle();
      expect(reloaded.view()).toMatchObject({ phase: 'collecting', step: 'choose', data: {} });
      expect(reloaded.calls).toEqual(['eligibility:8952000011112222', 'cancel-eligibility:null']);
      reloaded.actor.stop();
      // Removed, so it cannot fail again; a new save replaces it as soon as the customer moves.
      expect(restoreServiceRequest(createMemoryStorage({ [key]: damaged }), flow(JOURNEY), OWNER)).toBeNull();
    }
  });

  it('a journey save that no longer fits restarts the journey with the data kept and a notice', async () => {
    const key = serviceRequestStorageKey('testRequest', OWNER);
    const storage = createMemoryStorage({
      [key]: JSON.stringify({
        format: 2,
        flowId: 'testRequest',
        ...OWNER,
        checkpoint: 'collecting',
        payment: null,
        savedAt: 0,
        requestId: null,
        data: { choose: { plan: 'PLAN-50' } },
        journey: { journeyData: { choose: { plan: 'PLAN-50' } }, snapshot: 'garbled' },
      }),
    });
    const reloaded = start(JOURNEY, {}, { storage, resume: true });
    await settle();
    expect(reloaded.view()).toMatchObject({
      phase: 'collecting',
      step: 'choose',
      data: { choose: { plan: 'PLAN-50' } },
      notice: 'notifications.journey_restarted',
    });
  });
});

describe('service request template: saves belong to one customer and one line', () => {
  it('a request saved for one line is never resumed on another line, nor for another customer', async () => {
    const storage = createMemoryStorage();
    const first = start(FORM, { statuses: ['IN_PROGRESS'] }, { storage });
    await settle();
    first.submitForm({ reason: 'x' });
    await settle();
    first.actor.stop();

    const otherLine = { ...OWNER, subject: '8952000099998888' };
    const onB = start(FORM, {}, { storage, resume: true, owner: otherLine });
    await settle();
    // Line B starts with its own eligibility and follows nothing of line A.
    expect(onB.calls).toEqual([`eligibility:${otherLine.subject}`, 'cancel-eligibility:null']);
    expect(onB.view()).toMatchObject({ phase: 'collecting', requestId: null, data: {} });

    const otherCustomer = { ...OWNER, customer: 'CUST-2' };
    const theirs = start(FORM, {}, { storage, resume: true, owner: otherCustomer });
    await settle();
    expect(theirs.view()).toMatchObject({ phase: 'collecting', requestId: null, data: {} });

    // Line A's own save is still there for line A.
    expect(restoreServiceRequest(storage, flow(FORM), OWNER)?.requestId).toBe('SR-1');
  });

  it('a record under this line’s key that names another line is removed, not read', () => {
    const key = serviceRequestStorageKey('testRequest', OWNER);
    const record = {
      format: 2,
      flowId: 'testRequest',
      customer: OWNER.customer,
      subject: 'another-line',
      savedAt: 0,
      checkpoint: 'submitted',
      requestId: 'SR-A',
      payment: null,
      data: {},
      journey: null,
    };
    const storage = createMemoryStorage({ [key]: JSON.stringify(record) });
    expect(restoreServiceRequest(storage, flow(FORM), OWNER)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });
});

describe('service request template: submit, then pay the order it created, once', () => {
  const ORDER = { orderReference: 'ORD-7', amount: 149.5 };
  const due = (requestId: string): SubmittedServiceRequest => ({ requestId, payment: ORDER });

  async function submitWithPayment(fakes: Fakes, options: { storage?: KeyValueStorage } = {}) {
    const started = start(FORM, { submits: [due('SR-1')], ...fakes }, options);
    await settle();
    started.submitForm({ plan: 'PLAN-99' });
    await settle();
    return started;
  }

  it('sends the request first, then pays the order it created, then follows the status', async () => {
    const { actor, calls, paid, view, emitted } = await submitWithPayment({ statuses: ['DONE'] });
    expect(calls).toEqual(['eligibility:8952000011112222', 'cancel-eligibility:null', 'submit']);
    expect(view()).toMatchObject({
      phase: 'paying',
      checkpoint: 'submitted',
      payment: ORDER,
      requestId: 'SR-1',
    });
    expect(paid).toEqual([{ requestId: 'SR-1', ...ORDER }]);
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(emitted.map((event) => event.type)).toEqual([
      'serviceRequest.submitted',
      'serviceRequest.paid',
      'serviceRequest.succeeded',
    ]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-1' });
  });

  it('tells analytics its paid order as a purchase, with the flow (a form flow has no revision)', async () => {
    const started = start(FORM, { submits: [due('SR-1')], statuses: ['DONE'] });
    const told: unknown[] = [];
    connectServiceRequestAnalytics(started.actor, flow(FORM), {
      analytics: (event) => told.push(event),
      orderPaid: (event) => told.push(event),
    });
    await settle();
    started.submitForm({ plan: 'PLAN-99' });
    await settle();
    expect(told).toEqual([]);
    started.actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(told).toEqual([
      { journey: { id: 'testRequest', revision: null }, orderReference: 'ORD-7', amount: 149.5 },
    ]);
  });

  it('tells analytics the steps its journey declares, with the journey id and revision', async () => {
    const file = structuredClone(JOURNEY_FILE);
    Object.assign(file.onboarding.steps[1] ?? {}, { analyticsEvent: 'add_to_cart' });
    const collect = journeyCollector(file, { submitOn: ['review'] });
    const started = start(collect);
    const told: unknown[] = [];
    connectServiceRequestAnalytics(started.actor, flow(collect), {
      analytics: (event, basket) => told.push([event, basket]),
      orderPaid: (event) => told.push(event),
    });
    await settle();
    started.actor.send({ type: 'NEXT' });
    await settle();
    expect(told).toEqual([
      [
        {
          name: 'add_to_cart',
          journeyId: 'test-request',
          revision: 1,
          step: 'details',
          pageName: 'Test details',
        },
        'none',
      ],
    ]);
  });

  it('nothing due: no payment, the status is followed at once', async () => {
    const { calls, paid, actor, submitForm } = start(FORM, { submits: ['SR-1'] });
    await settle();
    submitForm({ plan: 'PLAN-10' });
    await settle();
    expect(paid).toEqual([]);
    expect(calls.at(-1)).toBe('status:SR-1');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-1' });
  });

  it('one payment whatever fails after it: a refused request, lost reads, a reload', async () => {
    const storage = createMemoryStorage();
    const { actor, paid, submitted, view, calls } = await submitWithPayment(
      { statuses: [new Error('timeout'), { status: 'REJECTED', reasonMessageId: REJECTED }] },
      { storage },
    );
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view()).toMatchObject({ phase: 'following', checkpoint: 'paid' });
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(view()).toMatchObject({ phase: 'failed', messageId: REJECTED });
    // Paid: sending again or editing would be a second charge; neither path exists.
    expect(view().can).toMatchObject({ RETRY: false, EDIT: false, SUBMIT: false });
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'EDIT' });
    await settle();
    expect(view().phase).toBe('failed');
    expect(submitted).toHaveLength(1);
    expect(paid).toHaveLength(1);
    expect(calls.filter((call) => call === 'submit')).toHaveLength(1);
  });

  it('a reload after the payment follows the request: it neither pays nor sends again', async () => {
    const storage = createMemoryStorage();
    const first = await submitWithPayment({ statuses: ['IN_PROGRESS'] }, { storage });
    first.actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    first.actor.stop();
    const reloaded = start(FORM, { statuses: ['DONE'] }, { storage, resume: true });
    await settle();
    expect(reloaded.calls).toEqual(['cancel-eligibility:SR-1', 'status:SR-1']);
    expect(reloaded.paid).toEqual([]);
    expect(reloaded.actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-1' });
  });

  it('a reload while paying pays the same order: the request is not sent again', async () => {
    const storage = createMemoryStorage();
    const first = await submitWithPayment({}, { storage });
    first.actor.stop();
    const reloaded = start(FORM, {}, { storage, resume: true });
    await settle();
    expect(reloaded.view()).toMatchObject({ phase: 'paying', requestId: 'SR-1', payment: ORDER });
    expect(reloaded.paid).toEqual([{ requestId: 'SR-1', ...ORDER }]);
    expect(reloaded.calls).not.toContain('submit');
  });

  it('a refused or abandoned payment is retried on the same order; nothing is sent again', async () => {
    const { actor, paid, submitted, view } = await submitWithPayment({
      payments: [{ outcome: 'failed' }, { outcome: 'cancelled' }, { outcome: 'paid' }],
    });
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view()).toMatchObject({
      phase: 'paymentFailed',
      messageId: PAY.failed,
      can: { RETRY: true, EDIT: false },
    });
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(view().phase).toBe('paymentFailed');
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'PAYMENT', event: { type: 'PAY' } });
    await settle();
    expect(paid.map((input) => input.orderReference)).toEqual(['ORD-7', 'ORD-7', 'ORD-7']);
    expect(submitted).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'succeeded', requestId: 'SR-1' });
  });
});

describe('service request template: a flow’s own eligibility and submission types', () => {
  it('what the eligible answer carries reaches the submit and the view, typed', async () => {
    interface Fee {
      fee: number;
    }
    const definition = createServiceRequestMachine<Fee, SubmittedServiceRequest & { fee: number }>({
      id: 'feeRequest',
      collect: FORM,
      messages: MESSAGES,
    });
    const inputs: SubmitServiceRequestInput<Fee>[] = [];
    const actor = createActor(
      definition.machine.provide({
        actors: {
          checkEligibility: fromPromise(
            async (): Promise<ServiceRequestEligibility<Fee>> => ({ eligible: true, details: { fee: 99 } }),
          ),
          checkCancelEligibility: fromPromise(
            async (): Promise<ServiceRequestCancelEligibility> => ({ cancelable: false }),
          ),
          submit: fromPromise(async ({ input }) => {
            inputs.push(input);
            return { requestId: 'SR-F', fee: input.eligibility?.fee ?? 0 };
          }),
          followStatus: boundedPoll(
            async (): Promise<ServiceRequestStatusAnswer> => ({ status: 'IN_PROGRESS' }),
          ),
        },
      }),
      { input: OWNER },
    ).start();
    await settle();
    expect(serviceRequestView(actor.getSnapshot()).eligibility).toEqual({ fee: 99 });
    actor.send({ type: 'NEXT', data: {} });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(inputs[0]?.eligibility).toEqual({ fee: 99 });
    expect(serviceRequestView(actor.getSnapshot()).submitted).toEqual({ requestId: 'SR-F', fee: 99 });
    actor.stop();
  });
});

describe('service request template: one collect contract', () => {
  it('a form and a journey take the same events and end in the same review phase', async () => {
    for (const collect of [FORM, JOURNEY]) {
      const { actor, view } = start(collect);
      await settle();
      const steps = collect.journey ? collect.journey.steps.filter((s) => !s.final).length : 1;
      for (let i = 0; i < steps; i += 1) actor.send({ type: 'NEXT', data: { n: i } });
      expect(view()).toMatchObject({ phase: 'confirming', step: collect.submitOn[0] });
      actor.send({ type: 'EDIT' });
      expect(view().phase).toBe('collecting');
      actor.stop();
    }
    expect(FORM_STEP).toBe(FORM.submitOn[0]);
  });
});

/**
 * A win-back as a termination flow would run it: the offer step, the confirmation only when the
 * offer was declined, then the review. Its vocabulary is its own: one fact, one condition.
 */
const WIN_BACK_VOCABULARY = defineJourneyVocabulary(
  { offerAccepted: [false, true] },
  {
    offerDeclined: condition<{ offerAccepted: boolean }>(
      ['offerAccepted'],
      'The customer declined the win-back offer.',
      (facts) => !facts.offerAccepted,
    ),
  },
);
const WIN_BACK = journeyCollector(
  {
    ...JOURNEY_FILE,
    id: 'test-win-back',
    onboarding: {
      steps: [
        step('offer'),
        { ...step('confirm'), when: ['offerDeclined'] },
        { ...step('review'), final: true },
      ],
    },
  },
  { submitOn: ['review'], vocabulary: WIN_BACK_VOCABULARY },
);

describe('service request template: each journey its own facts', () => {
  const childFacts = (actor: ReturnType<typeof start>['actor']) =>
    (actor.getSnapshot().children.collect?.getSnapshot() as { context: { facts: unknown } }).context.facts;

  it('a journey holds only the facts it declares: none of the purchase’s session or payment facts', async () => {
    const plain = start(JOURNEY);
    await settle();
    expect(childFacts(plain.actor)).toEqual({});
    const winBack = start(WIN_BACK);
    await settle();
    expect(childFacts(winBack.actor)).toEqual({ offerAccepted: false });
    expect(winBack.actor.getSnapshot().context.facts).toEqual({ offerAccepted: false });
  });

  it('what the journey learns reaches the parent and the submit, and survives a reload', async () => {
    const storage = createMemoryStorage();
    const first = start(WIN_BACK, {}, { storage });
    await settle();
    // A fact of another journey's vocabulary is not taken.
    first.actor.send({ type: 'NEXT', facts: { offerAccepted: true, isLoggedIn: true } });
    expect(first.view()).toMatchObject({ phase: 'confirming', step: 'review' });
    expect(first.actor.getSnapshot().context.facts).toEqual({ offerAccepted: true });
    first.actor.stop();

    // A save made on the review resumes on the review, with the facts the journey learnt.
    const reloaded = start(WIN_BACK, {}, { storage, resume: true });
    await settle();
    expect(reloaded.view()).toMatchObject({ phase: 'confirming', step: 'review' });
    expect(reloaded.actor.getSnapshot().context.facts).toEqual({ offerAccepted: true });
    reloaded.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(reloaded.submitted[0]?.facts).toEqual({ offerAccepted: true });
  });
});
