import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StepUpStart } from '../../gateway/session/step-up.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../stores/persisted-atom.ts';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { stepUpMachine } from '../step-up/step-up.machine.ts';
import { stepUpView } from '../step-up/step-up.view.ts';
import { FORM_STEP } from './service-request.rules.ts';
import { formCollector } from './service-request-template.collect.ts';
import { createServiceRequestMachine } from './service-request-template.machine.ts';
import {
  restoreServiceRequest,
  serviceRequestStorageKey,
  withServiceRequestPersistence,
} from './service-request-template.persistence.ts';
import type {
  ServiceRequestCancelEligibility,
  ServiceRequestEligibility,
  ServiceRequestMessages,
  ServiceRequestStepUp,
  SubmitServiceRequestInput,
} from './service-request-template.types.ts';
import { serviceRequestView } from './service-request-template.view.ts';

/**
 * A flow that opts in (`stepUp`) has the account's current address approve the submit
 * through the shared step-up child; the proof goes with the submit, which spends it. The step-up's
 * own rules (codes, tries, resends) are step-up.test.ts's; here, only how the template runs it.
 */
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

const OWNER = { customer: 'CUST-1', subject: 'ACC-7' };
const FORM = formCollector();
const CODE_SENT: StepUpStart = {
  required: true,
  requestId: 'su-1',
  expiresIn: 120,
  sentTo: 'a••••@example.mx',
};
const PROOF = 'proof-by-code-000001';
const stepUpRefused = () => Object.assign(new Error('422'), { status: 422, errorCode: 'STEP_UP_REQUIRED' });

interface Options {
  stepUp?: ServiceRequestStepUp;
  /** Each step-up start's answer in turn (the last repeats): a code mailed, or a proof at once. */
  starts?: StepUpStart[];
  /** Each submit's answer in turn; an Error is thrown. */
  submits?: (string | Error)[];
  storage?: KeyValueStorage;
  resume?: boolean;
}

function start(options: Options = {}) {
  const definition = createServiceRequestMachine({
    id: 'stepUpRequest',
    collect: FORM,
    messages: MESSAGES,
    pay: PAY,
    cancel: CANCEL,
    ...(options.stepUp ? { stepUp: options.stepUp } : {}),
  });
  const storage = options.storage ?? createMemoryStorage();
  const stepUpStarts: unknown[] = [];
  const submitted: SubmitServiceRequestInput[] = [];
  const answers = options.starts ?? [CODE_SENT];
  const submits = [...(options.submits ?? ['SR-1'])];
  let proofs = 0;
  const machine = withServiceRequestPersistence(definition.machine, definition, storage).provide({
    actors: {
      checkEligibility: fromPromise(
        async (): Promise<ServiceRequestEligibility> => ({ eligible: true, details: null }),
      ),
      checkCancelEligibility: fromPromise(
        async (): Promise<ServiceRequestCancelEligibility> => ({ cancelable: false }),
      ),
      submit: fromPromise(async ({ input }) => {
        submitted.push(input);
        const answer = submits.shift() ?? 'SR-next';
        if (answer instanceof Error) throw answer;
        return { requestId: answer };
      }),
      followStatus: boundedPoll(async () => ({ status: 'IN_PROGRESS' as const })),
      stepUp: stepUpMachine.provide({
        actors: {
          startStepUp: fromPromise(async ({ input }) => {
            stepUpStarts.push(input);
            return answers[Math.min(stepUpStarts.length - 1, answers.length - 1)] ?? CODE_SENT;
          }),
          otpTimer: otpTimerMachine.provide({
            actors: {
              validateOtp: fromPromise(async () => {
                proofs += 1;
                return { accessToken: `${PROOF.slice(0, -1)}${proofs}` };
              }),
            },
          }),
        },
      }),
    },
  });
  const resume = options.resume ? restoreServiceRequest(storage, definition, OWNER) : null;
  const actor = createActor(machine, { input: { ...OWNER, resume } }).start();
  const view = () => serviceRequestView(actor.getSnapshot());
  /** The code typed in the step's boxes (the shared step renders the child's OTP timer). */
  const typeCode = () => {
    const stepUp = view().stepUp;
    if (!stepUp) throw new Error('no step-up shown');
    stepUpView(stepUp.getSnapshot()).otp?.send({ type: 'SUBMIT', code: '123456' });
  };
  const review = (data: Record<string, unknown> = { reason: 'x' }) => actor.send({ type: 'NEXT', data });
  return { actor, view, storage, stepUpStarts, submitted, typeCode, review };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('service request template: the step-up before an account-changing submit', () => {
  it('SUBMIT asks the account’s address first; the code’s proof goes with the submit, on the line', async () => {
    const { actor, view, stepUpStarts, submitted, typeCode, review } = start({
      stepUp: { action: 'SIM_REPLACEMENT' },
    });
    await settle();
    review();
    actor.send({ type: 'SUBMIT' });
    await settle();
    // The review stays the phase; the step is shown over it.
    expect(view()).toMatchObject({
      phase: 'confirming',
      step: FORM_STEP,
      can: { SUBMIT: false, EDIT: true },
    });
    expect(view().stepUp).not.toBeNull();
    expect(stepUpStarts).toEqual([{ action: 'SIM_REPLACEMENT', accountNumber: 'ACC-7' }]);
    expect(submitted).toEqual([]);

    typeCode();
    await settle();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.stepUpToken).toBe(PROOF);
    expect(view()).toMatchObject({ requestId: 'SR-1', stepUp: null });
    // Spent by the submit: not kept.
    expect(actor.getSnapshot().context.stepUpToken).toBeNull();
  });

  it('a log-in minutes old: the proof at once, no code, and the submit goes straight on', async () => {
    const { actor, submitted, review } = start({
      stepUp: { action: 'REVERSE_PORT_OUT' },
      starts: [{ required: false, stepUpToken: 'proof-fresh-login-00', expiresIn: 600 }],
    });
    await settle();
    review();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(submitted.map((input) => input.stepUpToken)).toEqual(['proof-fresh-login-00']);
  });

  it('EDIT or BACK on the step returns to the review with nothing sent; SUBMIT asks again', async () => {
    const { actor, view, stepUpStarts, submitted, review } = start({ stepUp: { action: 'TERMINATION' } });
    await settle();
    review();
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'EDIT' });
    expect(view()).toMatchObject({ phase: 'confirming', stepUp: null, can: { SUBMIT: true } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'BACK' });
    expect(view()).toMatchObject({ phase: 'confirming', stepUp: null });
    expect(stepUpStarts).toHaveLength(2);
    expect(submitted).toEqual([]);
  });

  it('a submit refused for the proof (422120: spent, expired) drops it and asks again; the new proof is sent', async () => {
    const { actor, view, submitted, typeCode, review } = start({
      stepUp: { action: 'TERMINATION' },
      submits: [stepUpRefused(), 'SR-2'],
    });
    await settle();
    review();
    actor.send({ type: 'SUBMIT' });
    await settle();
    typeCode();
    await settle();
    expect(view().phase).toBe('confirming');
    expect(view().stepUp).not.toBeNull();
    expect(actor.getSnapshot().context.stepUpToken).toBeNull();
    typeCode();
    await settle();
    expect(submitted.map((input) => input.stepUpToken)).toEqual([PROOF, `${PROOF.slice(0, -1)}2`]);
    expect(view().requestId).toBe('SR-2');
  });

  it('a submit that got no answer keeps the proof: RETRY sends it again without another code', async () => {
    const lost = Object.assign(new Error('timeout'), { status: 0 });
    const { actor, view, stepUpStarts, submitted, typeCode, review } = start({
      stepUp: { action: 'SIM_REPLACEMENT' },
      submits: [lost, 'SR-1'],
    });
    await settle();
    review();
    actor.send({ type: 'SUBMIT' });
    await settle();
    typeCode();
    await settle();
    expect(view().phase).toBe('submitFailed');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(stepUpStarts).toHaveLength(1);
    expect(submitted.map((input) => input.stepUpToken)).toEqual([PROOF, PROOF]);
  });

  it('`needed` false (what was collected changes nothing, a win-back claim): sent without the step', async () => {
    const { actor, stepUpStarts, submitted, review } = start({
      stepUp: { action: 'TERMINATION', needed: ({ data }) => data[FORM_STEP]?.claim !== true },
    });
    await settle();
    review({ claim: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(stepUpStarts).toEqual([]);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).not.toHaveProperty('stepUpToken');
  });

  it('the proof is never saved: a reload on the step (or after a lost submit) returns to the review, which asks again', async () => {
    const storage = createMemoryStorage();
    const lost = Object.assign(new Error('timeout'), { status: 0 });
    const first = start({ stepUp: { action: 'SIM_REPLACEMENT' }, storage, submits: [lost] });
    await settle();
    first.review();
    first.actor.send({ type: 'SUBMIT' });
    await settle();
    first.typeCode();
    await settle();
    expect(first.view().phase).toBe('submitFailed');
    expect(storage.getItem(serviceRequestStorageKey('stepUpRequest', OWNER))).not.toContain(PROOF);
    first.actor.stop();

    const reloaded = start({ stepUp: { action: 'SIM_REPLACEMENT' }, storage, resume: true });
    await settle();
    expect(reloaded.view()).toMatchObject({ phase: 'confirming', stepUp: null });
    reloaded.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(reloaded.view().stepUp).not.toBeNull();
    expect(reloaded.submitted).toEqual([]);
  });

  it('a flow without the option submits at once and never shows the step', async () => {
    const { actor, view, stepUpStarts, submitted, review } = start();
    await settle();
    review();
    expect(view().stepUp).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(stepUpStarts).toEqual([]);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).not.toHaveProperty('stepUpToken');
  });
});
