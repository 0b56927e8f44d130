import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { loadJourney } from '../../journey/index.ts';
import { journeyEdits, readJourneyJson } from '../../journey/test-journeys.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { FAKE_STEP_UP_PROOF, fakeStepUp } from '../../machines/step-up/step-up.test-support.ts';
import type { StepUpInput } from '../../machines/step-up/step-up.types.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import type { WinBackOffer } from './gateway/index.ts';
import {
  createTerminationMachine,
  TERMINATION_MESSAGES,
  TERMINATION_SUBMIT_STEPS,
} from './termination.machine.ts';
import { terminationRefusalMessageId } from './termination.rules.ts';
import { provideTermination } from './termination.services.ts';
import type {
  SubmittedTerminationRequest,
  TerminationCancelEligibility,
  TerminationEligibility,
  TerminationGatewayCalls,
  TerminationLine,
} from './termination.types.ts';
import { terminationRequestProblems, terminationView } from './termination.view.ts';
import { TERMINATION_JOURNEY_VOCABULARY } from './vocabulary.ts';

const JOURNEY = readJourneyJson('termination.json');
/** The steps as journeys/termination.json orders them: a reorder there is followed here. */
const STEPS = loadJourney(JOURNEY, TERMINATION_JOURNEY_VOCABULARY).steps.map((step) => step.name);
const LINE: TerminationLine = { customer: 'CUST-1', accountNumber: 'ACC-100' };
const mxn = (amount: number) => ({ amount, currency: 'MXN' });

const DISCOUNT: WinBackOffer = {
  offerId: 'OFR-DISC',
  kind: 'RENEWAL_DISCOUNT',
  percent: 50,
  renewalPrice: mxn(99.5),
};
const DATA: WinBackOffer = { offerId: 'OFR-DATA', kind: 'EXTRA_DATA', dataGb: 5, validityDays: 30 };
const ELIGIBLE: TerminationEligibility = {
  eligible: true,
  details: {
    losses: { msisdn: '5512345678', remainingDays: 12, remainingBalance: mxn(79.6), savedCards: 1 },
    refund: null,
    reasons: [
      { code: 'PRICE', label: 'Price' },
      { code: 'COVERAGE', label: 'Coverage' },
    ],
    offers: [DISCOUNT, DATA],
  },
};

/** What each step sends forward, and the facts it sets (declining the offers on the stay step). */
const DECLINE: Readonly<Record<string, { data: Record<string, unknown>; facts?: Record<string, boolean> }>> =
  {
    request: { data: { reason: 'PRICE', feedback: 'Too dear' } },
    stay: { data: { offerId: '' }, facts: { offerAccepted: false } },
  };
const ACCEPT: typeof DECLINE = {
  ...DECLINE,
  stay: { data: { offerId: DATA.offerId }, facts: { offerAccepted: true } },
};

interface Fakes {
  eligibility?: () => TerminationEligibility;
  cancelEligibility?: () => TerminationCancelEligibility;
  statuses?: ServiceRequestStatus[];
  submit?: Partial<Extract<SubmittedTerminationRequest, { kind: 'termination' }>>;
}

function start(
  fakes: Fakes = {},
  storage: KeyValueStorage = createMemoryStorage(),
  journey: unknown = JOURNEY,
) {
  const steps = loadJourney(journey, TERMINATION_JOURNEY_VOCABULARY).steps.map((step) => step.name);
  const calls: string[] = [];
  /** The step-up started, and the proof each submit or claim carried. */
  const approvals: StepUpInput[] = [];
  const proofs: (string | undefined)[] = [];
  const statuses = [...(fakes.statuses ?? ['IN_PROGRESS'])];
  const gateway: TerminationGatewayCalls = {
    eligibility: async ({ accountNumber }) => {
      calls.push(`eligibility:${accountNumber}`);
      return fakes.eligibility?.() ?? ELIGIBLE;
    },
    cancelEligibility: async ({ accountNumber }) => {
      calls.push(`cancel-eligibility:${accountNumber}`);
      return fakes.cancelEligibility?.() ?? { cancelable: false };
    },
    submit: async (_owner, { accountNumber, reason, feedback, refundClabe }, _signal, stepUpToken) => {
      calls.push(`submit:${accountNumber}:${reason}:${feedback}${refundClabe ? `:${refundClabe}` : ''}`);
      proofs.push(stepUpToken);
      return {
        kind: 'termination',
        requestId: 'sr_003zk41a20',
        status: 'IN_PROGRESS',
        closesAt: '2026-11-24T10:00:00.000Z',
        refund: null,
        payment: null,
        ...fakes.submit,
      };
    },
    claim: async (_owner, { accountNumber, offerId }) => {
      calls.push(`claim:${accountNumber}:${offerId}`);
      return {
        kind: 'claim',
        requestId: 'reward:RW-1',
        status: 'DONE',
        offerId,
        payment: null,
        reward: {
          rewardId: 'RW-1',
          kind: 'EXTRA_DATA',
          dataGb: 5,
          grantedAt: '2026-11-23T10:00:00.000Z',
          validUntil: '2026-12-23T10:00:00.000Z',
        },
      };
    },
    status: async (_owner, { requestId }) => {
      calls.push(`status:${requestId}`);
      if (requestId.startsWith('reward:')) return { status: 'DONE' };
      const answer = statuses.length > 1 ? statuses.shift() : statuses[0];
      return { status: answer ?? 'IN_PROGRESS' };
    },
    cancel: async (_owner, { requestId }) => {
      calls.push(`cancel:${requestId}`);
    },
  };
  const flow = createTerminationMachine(journey);
  const services = { calls: gateway, storage, stepUp: fakeStepUp(approvals) };
  const actor = createActor(provideTermination(flow, services), {
    input: serviceRequestInput(flow, services.storage, {
      customer: LINE.customer,
      subject: LINE.accountNumber,
    }),
  }).start();
  const view = () => terminationView(actor.getSnapshot());
  /** Walks the journey's collect steps in the file's order, to its confirmation. */
  const collect = (answers = DECLINE) => {
    for (const name of steps.slice(0, -1)) {
      const answer = answers[name] ?? { data: {} };
      actor.send({ type: 'NEXT', data: answer.data, ...(answer.facts ? { facts: answer.facts } : {}) });
    }
  };
  return { actor, calls, view, collect, steps, approvals, proofs };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('termination (the service-request template with journeys/termination.json)', () => {
  it('confirms on its journey’s final step', () => {
    expect(STEPS.at(-1)).toBe(TERMINATION_SUBMIT_STEPS[0]);
  });

  it('request → stay → submit: the reasons, the losses and the offers, nothing chosen for the customer', async () => {
    const { actor, calls, view, collect } = start();
    await settle();
    expect(calls).toEqual([`eligibility:${LINE.accountNumber}`, `cancel-eligibility:${LINE.accountNumber}`]);
    expect(view()).toMatchObject({
      screen: STEPS[0],
      reason: null,
      feedback: '',
      acceptedOffer: null,
      offers: [DISCOUNT, DATA],
      losses: ELIGIBLE.eligible ? ELIGIBLE.details.losses : null,
    });
    collect();
    expect(view()).toMatchObject({
      screen: 'submit',
      reason: 'PRICE',
      reasonLabel: 'Price',
      feedback: 'Too dear',
    });
    expect(view().sends).toEqual(new Set(['SUBMIT', 'EDIT']));
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toContain(`submit:${LINE.accountNumber}:PRICE:Too dear`);
    expect(calls.some((call) => call.startsWith('claim:'))).toBe(false);
    expect(view()).toMatchObject({
      screen: 'submitted',
      requestId: 'sr_003zk41a20',
      // The customer reads their reference, never the gateway's id.
      reference: '003Z-K41A-20',
      closesAt: '2026-11-24T10:00:00.000Z',
      reward: null,
    });
  });

  it('the stay step is one BACK from the request and one NEXT from the confirmation', async () => {
    const { actor, view } = start();
    await settle();
    actor.send({ type: 'NEXT', data: DECLINE.request?.data ?? {} });
    expect(view()).toMatchObject({ screen: 'stay' });
    expect(view().sends.has('NEXT')).toBe(true);
    actor.send({ type: 'BACK' });
    expect(view()).toMatchObject({ screen: 'request', reason: 'PRICE' });
  });

  it('without offers the request goes straight to the confirmation (no offers step to tap through)', async () => {
    const noOffers: TerminationEligibility = ELIGIBLE.eligible
      ? { ...ELIGIBLE, details: { ...ELIGIBLE.details, offers: [] } }
      : ELIGIBLE;
    const { actor, view } = start({ eligibility: () => noOffers });
    await settle();
    expect(view().requestFacts).toEqual({ offersAvailable: false });
    expect(view().portOutAdvice).toBe(true);
    actor.send({ type: 'NEXT', data: DECLINE.request?.data ?? {}, facts: view().requestFacts });
    expect(view()).toMatchObject({ screen: 'submit', reason: 'PRICE' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view().screen).toBe('submitted');
  });

  // The copies a product team's edit could make (test-journeys.ts), found from the file itself:
  // the offers before the reason keeps the 4 screens journeys:check allows.
  it.each(journeyEdits('termination.json'))('an edited copy ($label) compiles and runs in its order', async ({
    file,
  }) => {
    const { actor, calls, view, collect, steps } = start({}, createMemoryStorage(), file);
    await settle();
    expect(steps).toEqual(file.onboarding.steps.map((step) => step.name));
    expect(view().screen).toBe(steps[0]);
    collect();
    expect(view().screen).toBe(steps.at(-1));
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toContain(`submit:${LINE.accountNumber}:PRICE:Too dear`);
  });

  it('has an edited copy to run: its steps can move', () => {
    expect(journeyEdits('termination.json').map((edit) => edit.label)).not.toEqual([]);
  });

  it('a termination is approved by the account’s address first, and its proof goes with the submit', async () => {
    const { actor, view, collect, approvals, proofs } = start();
    await settle();
    collect();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(approvals).toEqual([{ action: 'TERMINATION', accountNumber: LINE.accountNumber }]);
    expect(proofs).toEqual([FAKE_STEP_UP_PROOF]);
    expect(view().screen).toBe('submitted');
  });

  it('claiming an offer ends it with the reward and without a termination (nor a step-up: nothing of the account changes)', async () => {
    const { actor, calls, view, collect, approvals } = start();
    await settle();
    collect(ACCEPT);
    expect(view()).toMatchObject({ screen: 'submit', acceptedOffer: DATA });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toContain(`claim:${LINE.accountNumber}:${DATA.offerId}`);
    expect(calls.some((call) => call.startsWith('submit:'))).toBe(false);
    expect(approvals).toEqual([]);
    expect(view()).toMatchObject({ screen: 'claimed', requestId: null, closesAt: null });
    expect(view().reward).toMatchObject({ rewardId: 'RW-1', kind: 'EXTRA_DATA' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a line that may not terminate (4121101) ends at once with its reason', async () => {
    const { actor, calls, view } = start({
      eligibility: () => ({
        eligible: false,
        reason: 'PORT_IN_IN_PROGRESS',
        reasonMessageId: terminationRefusalMessageId('PORT_IN_IN_PROGRESS'),
      }),
    });
    await settle();
    expect(view()).toMatchObject({
      screen: 'not-eligible',
      refusal: 'PORT_IN_IN_PROGRESS',
      endedMessageId: 'termination.refusal.port_in_in_progress',
      offersRequestHistory: false,
    });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'not-eligible' });
    expect(calls.some((call) => call.startsWith('submit:'))).toBe(false);
  });

  it('a refusal for a termination already on its way points at the request history', async () => {
    const { view } = start({
      eligibility: () => ({
        eligible: false,
        reason: 'TERMINATION_PENDING',
        reasonMessageId: terminationRefusalMessageId('TERMINATION_PENDING'),
      }),
    });
    await settle();
    expect(view()).toMatchObject({ screen: 'not-eligible', offersRequestHistory: true });
  });

  it('withdraws the submitted termination while cancel eligibility allows it', async () => {
    const { actor, calls, view, collect } = start({
      cancelEligibility: () => ({ cancelable: true, requestId: 'sr_003zk41a20' }),
    });
    await settle();
    collect();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ screen: 'submitted' });
    expect(view().sends.has('CANCEL')).toBe(true);
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(calls).toContain('cancel:sr_003zk41a20');
    expect(view()).toMatchObject({ screen: 'withdrawn', endedMessageId: TERMINATION_MESSAGES.cancelled });
  });

  it('no withdraw once cancel eligibility refuses it', async () => {
    const { actor, calls, view, collect } = start({ cancelEligibility: () => ({ cancelable: false }) });
    await settle();
    collect();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view().sends.has('CANCEL')).toBe(false);
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(calls.some((call) => call.startsWith('cancel:'))).toBe(false);
    expect(view().screen).toBe('submitted');
  });

  it('before activation: closed at once, the refund in the answer', async () => {
    const refund = {
      amount: mxn(299),
      orderRef: 'ORD-9',
      paidWith: { method: 'CARD' as const, brand: 'VISA', last4: '4242' },
    };
    const { actor, view, collect } = start({ submit: { status: 'DONE', refund }, statuses: ['DONE'] });
    await settle();
    collect();
    actor.send({ type: 'SUBMIT' });
    await settle();
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(view()).toMatchObject({
      screen: 'closed',
      refund,
      refundDestination: { id: 'termination.refund_to.card', values: { brand: 'VISA', last4: '4242' } },
      asksRefundClabe: false,
    });
  });

  it('an order paid in cash at OXXO: the request asks for a CLABE, sends it, and says where the money goes', async () => {
    const CLABE = '002010077777777771';
    const refund = { amount: mxn(299), orderRef: 'ORD-9', paidWith: { method: 'OXXO' as const } };
    const { actor, view, collect, calls } = start({
      eligibility: () => ({ ...ELIGIBLE, details: { ...ELIGIBLE.details, refund, offers: [] } }),
      submit: { status: 'DONE', refund: { ...refund, clabeLast4: '7771' } },
      statuses: ['DONE'],
    });
    await settle();
    expect(view()).toMatchObject({
      asksRefundClabe: true,
      refundDestination: { id: 'termination.refund_to.oxxo', values: {} },
    });
    // Without a valid CLABE the step does not go on; spaces as banks print it are fine.
    const reasons = view().reasons;
    expect(
      terminationRequestProblems({ reason: 'PRICE', feedback: '', refundClabe: '' }, reasons, true),
    ).toEqual({
      refundClabe: 'termination.refund_clabe.required',
    });
    expect(
      terminationRequestProblems(
        { reason: 'PRICE', feedback: '', refundClabe: '0020100777777777 72' },
        reasons,
        true,
      ),
    ).toEqual({ refundClabe: 'termination.refund_clabe.invalid' });
    // Kept as typed (a reload keeps it), a wrong CLABE is not said to be where the money goes.
    actor.send({
      type: 'UPDATE_DATA',
      data: { reason: 'PRICE', feedback: '', refundClabe: '002010077777777772' },
    });
    expect(view().refundDestination).toEqual({ id: 'termination.refund_to.oxxo', values: {} });
    expect(
      terminationRequestProblems(
        { reason: 'PRICE', feedback: '', refundClabe: '002 010 07777777777 1' },
        reasons,
        true,
      ),
    ).toEqual({});
    actor.send({ type: 'UPDATE_DATA', data: { reason: 'PRICE', feedback: '', refundClabe: CLABE } });
    expect(view().refundDestination).toEqual({
      id: 'termination.refund_to.clabe',
      values: { last4: '7771' },
    });
    collect({ ...DECLINE, request: { data: { reason: 'PRICE', feedback: '', refundClabe: CLABE } } });
    expect(view().refundDestination).toEqual({
      id: 'termination.refund_to.clabe',
      values: { last4: '7771' },
    });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toContain(`submit:${LINE.accountNumber}:PRICE::${CLABE}`);
    await vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);
    expect(view()).toMatchObject({
      screen: 'closed',
      refundDestination: { id: 'termination.refund_to.clabe', values: { last4: '7771' } },
    });
  });

  it('an order paid by SPEI: its refund goes back to the account it came from, no CLABE asked', async () => {
    const refund = { amount: mxn(299), orderRef: 'ORD-9', paidWith: { method: 'SPEI' as const } };
    const { view } = start({
      eligibility: () => ({ ...ELIGIBLE, details: { ...ELIGIBLE.details, refund } }),
    });
    await settle();
    expect(view()).toMatchObject({
      asksRefundClabe: false,
      refundDestination: { id: 'termination.refund_to.spei', values: {} },
    });
  });

  it('without a reason nothing is sent: the submit fails with termination’s message', async () => {
    const { actor, calls, view, collect } = start();
    await settle();
    collect({ stay: DECLINE.stay ?? { data: {} } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(view()).toMatchObject({ screen: 'send-failed', messageId: TERMINATION_MESSAGES.submitFailed });
    expect(calls.some((call) => call.startsWith('submit:'))).toBe(false);
  });

  it('a reload keeps the step and the reason typed', async () => {
    const storage = createMemoryStorage();
    const first = start({}, storage);
    await settle();
    first.actor.send({ type: 'NEXT', data: DECLINE.request?.data ?? {} });
    first.actor.stop();
    const reloaded = start({}, storage);
    await settle();
    expect(reloaded.view()).toMatchObject({ screen: STEPS[1], reason: 'PRICE' });
  });
});
