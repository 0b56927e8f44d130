import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import type { PortInRequestDetails } from '../../gateway/port-in/latest-port-in-request.ts';
import { errorMessageId } from '../../i18n/error-messages.ts';
import { checkJourneyDocument } from '../../journey/index.ts';
import {
  journeyEdits,
  journeyWithSteps,
  readJourneyJson,
  vocabularyOfFile,
} from '../../journey/test-journeys.ts';
import { FORM_STEP, serviceRequestView } from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { FAKE_STEP_UP_PROOF, fakeStepUp } from '../../machines/step-up/step-up.test-support.ts';
import type { StepUpInput } from '../../machines/step-up/step-up.types.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { reinitiationFieldErrors } from './port-in-request.form.ts';
import { createPortInRequestMachine, NEW_NUMBER_CHOICE } from './port-in-request.machine.ts';
import {
  nipRequestSmsLink,
  portInRequestLineAction,
  transferTemporaryNumber,
} from './port-in-request.rules.ts';
import { providePortInRequest, reinitiationOf } from './port-in-request.services.ts';
import type { PortInRequestEligibility, PortInRequestGatewayCalls } from './port-in-request.types.ts';
import { portInRequestView } from './port-in-request.view.ts';

const JOURNEY = readJourneyJson('port-in-request.json');
const PORT_IN_REQUEST_FLOW = createPortInRequestMachine(JOURNEY);

const CONFIG = {
  nipLength: 4,
  nipValidityDays: 5,
  nipShortCode: '051',
  nipKeyword: 'NIP',
  completionHours: 24,
};
const at = '2026-01-10T10:00:00.000Z';
const latest = (status: ServiceRequestStatus, reason?: string): PortInRequestDetails => ({
  requestId: 'pin_1',
  orderReference: 'ORD-1',
  number: '5512340013',
  donor: 'TELCEL',
  status,
  ...(reason ? { reason } : {}),
  createdAt: at,
  updatedAt: at,
  history: [{ status: 'PROCESSING', at }],
});
const eligible = (
  status: ServiceRequestStatus,
  more: Partial<Extract<PortInRequestEligibility, { eligible: true }>['details']> = {},
): PortInRequestEligibility => ({
  eligible: true,
  details: {
    latest: latest(status),
    cancelRefusal: null,
    reinitiable: false,
    failureReason: null,
    config: CONFIG,
    temporaryNumber: '5640000001',
    accountNumber: 'ACC-1',
    ...more,
  },
});

function start(options: {
  eligibility: PortInRequestEligibility;
  cancelable?: boolean;
  statuses?: ServiceRequestStatus[];
  reinitiate?: () => Promise<never>;
  storage?: ReturnType<typeof createMemoryStorage>;
}) {
  const calls: string[] = [];
  const approvals: StepUpInput[] = [];
  const statuses = [...(options.statuses ?? ['PROCESSING'])];
  const gateway: PortInRequestGatewayCalls = {
    eligibility: async () => options.eligibility,
    cancelEligibility: async () => ({ cancelable: options.cancelable ?? false }),
    reinitiate: async (_owner, input) => {
      calls.push(`reinitiate:${input.donor}:${input.number}:${input.nip}`);
      if (options.reinitiate) return options.reinitiate();
      return {
        kind: 'transfer',
        requestId: 'pin_2',
        status: 'PROCESSING',
        number: input.number,
        donor: input.donor,
      };
    },
    takeNewNumber: async (_owner, { orderReference }, _signal, stepUpToken) => {
      calls.push(`new-number:${orderReference}:${stepUpToken ?? 'no proof'}`);
      return { kind: 'new-number', requestId: 'sr_9', status: 'DONE', number: '5598765432', donor: '' };
    },
    status: async (_owner, { requestId }) => {
      calls.push(`status:${requestId}`);
      return {
        status:
          statuses.length > 1 ? (statuses.shift() as ServiceRequestStatus) : (statuses[0] ?? 'PROCESSING'),
      };
    },
    cancel: async (_owner, { orderReference }) => {
      calls.push(`cancel:${orderReference}`);
      return {};
    },
  };
  const storage = options.storage ?? createMemoryStorage();
  const machine = providePortInRequest(PORT_IN_REQUEST_FLOW, {
    calls: gateway,
    storage,
    stepUp: fakeStepUp(approvals),
  });
  const actor = createActor(machine, {
    input: serviceRequestInput(PORT_IN_REQUEST_FLOW, storage, { customer: 'C1', subject: 'ORD-1' }),
  }).start();
  return { actor, calls, approvals, view: () => portInRequestView(actor.getSnapshot()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('port-in cancel', () => {
  it('a transfer still being checked may be cancelled: CANCEL cancels the order’s transfer', async () => {
    const flow = start({ eligibility: eligible('PROCESSING'), cancelable: true });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    expect(flow.view().sends.has('CANCEL')).toBe(true);
    expect(flow.view().temporaryNumber).toBe('56 4000 0001');
    // Nothing to start again while it runs.
    expect(flow.view().sends.has('NEXT')).toBe(false);
    flow.actor.send({ type: 'CANCEL' });
    await waitFor(flow.actor, (snapshot) => snapshot.status === 'done');
    expect(flow.calls).toEqual(['cancel:ORD-1']);
    expect(flow.view().screen).toBe('cancelled');
    expect(flow.view().messageId).toBe('port_in_request.cancelled.body');
  });

  it('one whose switch is scheduled may not, and says why', async () => {
    const flow = start({
      eligibility: eligible('DONOR_SWITCH_SCHEDULED', { cancelRefusal: 'SWITCH_SCHEDULED' }),
    });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    expect(flow.view().sends.has('CANCEL')).toBe(false);
    expect(flow.view().cancelRefusalId).toBe('port_in_request.cancel_refusal.switch_scheduled');
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.calls).toEqual([]);
  });

  it('a line whose number was not transferred has nothing to show', async () => {
    const flow = start({ eligibility: { eligible: false, reason: 'NO_TRANSFER' } });
    await vi.waitFor(() => expect(flow.view().screen).toBe('no-transfer'));
    expect(flow.view().messageId).toBe('port_in_request.refusal.no_transfer');
  });
});

describe('port-in re-initiation', () => {
  const failed = () =>
    eligible('PORT_IN_FAILED', {
      reinitiable: true,
      failureReason: 'NIP_EXPIRED',
      latest: latest('PORT_IN_FAILED', 'NIP_EXPIRED'),
    });

  it('a failed transfer says why in words and starts again with the corrected details: PROCESSING → DONE', async () => {
    const flow = start({ eligibility: failed(), statuses: ['PROCESSING', 'DONE'] });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    const view = flow.view();
    expect(view.failureReasonId).toBe('service_request.reason.nip_expired');
    expect(view.form).toEqual({ donorId: 'TELCEL', number: '5512340013', nip: '' });
    expect(view.nipSmsLink).toBe('sms:051?body=NIP');
    flow.actor.send({ type: 'NEXT', data: { donorId: 'ATT', number: '55 1234 5678', nip: '4821' } });
    expect(flow.view().screen).toBe('review');
    flow.actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(flow.view().screen).toBe('following'));
    expect(flow.calls[0]).toBe('reinitiate:ATT:5512345678:4821');
    await vi.advanceTimersByTimeAsync(2000);
    expect(flow.view().screen).toBe('done');
  });

  it('a refused transfer may be given up for a new number now: the account approves it, the line has it', async () => {
    const flow = start({ eligibility: failed(), statuses: ['DONE'] });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    flow.actor.send({ type: 'NEXT', data: { choice: NEW_NUMBER_CHOICE } });
    expect(flow.view()).toMatchObject({ screen: 'review', choice: 'new-number' });
    flow.actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(flow.view().screen).toBe('new-number'));
    // Approved for the line (its account number, not the order the flow is about), then sent with the proof.
    expect(flow.approvals).toEqual([{ action: 'NUMBER_CHANGE', accountNumber: 'ACC-1' }]);
    expect(flow.calls[0]).toBe(`new-number:ORD-1:${FAKE_STEP_UP_PROOF}`);
    expect(flow.calls).not.toContain('reinitiate:TELCEL:5512340013:');
    expect(flow.view().newNumber).toBe('55 9876 5432');
  });

  it('starting the transfer again needs no approval (the NIP is the proof)', async () => {
    const flow = start({ eligibility: failed() });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    flow.actor.send({
      type: 'NEXT',
      data: { donorId: 'ATT', number: '5512345678', nip: '4821', choice: 'TRANSFER' },
    });
    expect(flow.view().choice).toBe('transfer');
    flow.actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(flow.view().screen).toBe('following'));
    expect(flow.approvals).toEqual([]);
  });

  it('a transfer started again may be cancelled from the page that follows it, while allowed', async () => {
    const storage = createMemoryStorage();
    const first = start({ eligibility: failed(), cancelable: true, storage });
    await vi.waitFor(() => expect(first.view().screen).toBe('transfer'));
    first.actor.send({ type: 'NEXT', data: { donorId: 'ATT', number: '55 1234 5678', nip: '4821' } });
    first.actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(first.view().screen).toBe('following'));
    expect(first.view()).toMatchObject({ number: '55 1234 5678', donor: 'ATT', cancelling: false });
    expect(first.view().sends.has('CANCEL')).toBe(true);
    first.actor.stop();
    // After a reload the confirmation still names the number and the donor (from the form).
    const reloaded = start({ eligibility: failed(), cancelable: true, storage });
    await vi.waitFor(() => expect(reloaded.view().screen).toBe('following'));
    expect(reloaded.view()).toMatchObject({ number: '55 1234 5678', donor: 'ATT' });
    expect(reloaded.view().sends.has('CANCEL')).toBe(true);
    reloaded.actor.send({ type: 'CANCEL' });
    // The page that follows it stays while the cancel is on its way.
    expect(reloaded.view()).toMatchObject({ screen: 'following', cancelling: true });
    await waitFor(reloaded.actor, (snapshot) => snapshot.status === 'done');
    expect(reloaded.calls).toContain('cancel:ORD-1');
    expect(reloaded.view().screen).toBe('cancelled');
  });

  it('a transfer started again that may no longer be cancelled offers no cancel', async () => {
    const flow = start({ eligibility: failed(), cancelable: false });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    flow.actor.send({ type: 'NEXT', data: { donorId: 'ATT', number: '5512345678', nip: '4821' } });
    flow.actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(flow.view().screen).toBe('following'));
    expect(flow.view().sends.has('CANCEL')).toBe(false);
  });

  it('a reload keeps what was typed, and the review once reached (nothing is sent by it)', async () => {
    const storage = createMemoryStorage();
    const first = start({ eligibility: failed(), storage });
    await vi.waitFor(() => expect(first.view().screen).toBe('transfer'));
    first.actor.send({ type: 'UPDATE_DATA', data: { donorId: 'TELCEL', number: '5512340013', nip: '48' } });
    first.actor.stop();
    const typed = start({ eligibility: failed(), storage });
    await vi.waitFor(() => expect(typed.view().screen).toBe('transfer'));
    expect(typed.view().form.nip).toBe('48');
    typed.actor.send({ type: 'NEXT', data: { donorId: 'TELCEL', number: '5512340013', nip: '4821' } });
    typed.actor.stop();
    const reviewing = start({ eligibility: failed(), storage });
    await vi.waitFor(() => expect(reviewing.view().screen).toBe('review'));
    expect(reviewing.view().form.nip).toBe('4821');
    expect(reviewing.calls).toEqual([]);
  });

  it('a refused NIP keeps what was typed and says which (§7 INVALID_NIP, NIP_EXPIRED)', async () => {
    const refusal = new GatewayError({
      kind: 'http',
      status: 422,
      statusText: 'Unprocessable',
      body: null,
      url: 'x',
      errorCode: 'NIP_EXPIRED',
      errorId: 422203,
    });
    const flow = start({ eligibility: failed(), reinitiate: async () => Promise.reject(refusal) });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    flow.actor.send({ type: 'NEXT', data: { donorId: 'TELCEL', number: '5512340013', nip: '0000' } });
    flow.actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(flow.view().screen).toBe('send-failed'));
    expect(flow.view().messageId).toBe('errors.port_in.nip_expired');
    expect(flow.view().form.nip).toBe('0000');
    expect(flow.view().sends.has('EDIT')).toBe(true);
  });

  it('the §8/sandbox codes the calls answer each have their sentence', () => {
    expect(errorMessageId({ errorCode: 'INVALID_NIP' })).toBe('errors.port_in.nip_invalid');
    expect(errorMessageId({ errorCode: 'NIP_EXPIRED' })).toBe('errors.port_in.nip_expired');
    expect(errorMessageId({ errorCode: 'PORT_IN_NOT_ELIGIBLE' })).toBe('errors.port_in.not_eligible');
    expect(errorMessageId({ errorCode: 'PORT_IN_NOT_CANCELLABLE' })).toBe('errors.port_in.not_cancellable');
    expect(errorMessageId({ errorCode: 'PORT_IN_NOT_REINITIABLE' })).toBe('errors.port_in.not_reinitiable');
  });

  it('uses the purchase’s port-in rules for the fields', () => {
    expect(reinitiationFieldErrors({ donorId: '', number: '55', nip: '12' }, { numberLength: 10 })).toEqual({
      donor: { id: 'validation.port_in.donor_required' },
      number: { id: 'validation.port_in.number_length', values: { length: 10 } },
      nip: { id: 'validation.number.nip' },
    });
    expect(() => reinitiationOf('ORD-1', {})).toThrow();
    expect(
      reinitiationOf('ORD-1', { [FORM_STEP]: { donorId: 'ATT', number: '55 1234 5678', nip: '4821' } }),
    ).toEqual({ orderReference: 'ORD-1', donor: 'ATT', number: '5512345678', nip: '4821' });
    expect(nipRequestSmsLink(CONFIG)).toBe('sms:051?body=NIP');
  });
});

describe('journeys/port-in-request.json: the steps of the one page', () => {
  const failed = () =>
    eligible('PORT_IN_FAILED', { reinitiable: true, latest: latest('PORT_IN_FAILED', 'NIP_EXPIRED') });

  it('walks the file’s steps in its order, each a screen of /manage/cancel-portin, and reviews on its final step', async () => {
    const flow = start({ eligibility: failed() });
    await vi.waitFor(() => expect(flow.view().screen).toBe('transfer'));
    const walked: (string | null)[] = [];
    for (const step of JOURNEY.onboarding.steps) {
      walked.push(serviceRequestView(flow.actor.getSnapshot()).step);
      expect(flow.view().screen, step.name).toBe(step.final ? 'review' : 'transfer');
      if (!step.final)
        flow.actor.send({ type: 'NEXT', data: { donorId: 'ATT', number: '5512345678', nip: '4821' } });
    }
    expect(walked).toEqual(JOURNEY.onboarding.steps.map((step) => step.name));
    expect(new Set(JOURNEY.onboarding.steps.map((step) => step.route))).toEqual(
      new Set(['/manage/cancel-portin']),
    );
    expect(PORT_IN_REQUEST_FLOW.collect.submitOn).toEqual(
      JOURNEY.onboarding.steps.filter((step) => step.final).map((step) => step.name),
    );
    // EDIT from the review goes back to the form with what was typed.
    flow.actor.send({ type: 'EDIT' });
    expect(flow.view().screen).toBe('transfer');
    expect(flow.view().form.nip).toBe('4821');
  });

  it('refuses a file without the form, a step at another page, or a step the page has no screen for, saying why', () => {
    const [form, review] = JOURNEY.onboarding.steps;
    if (!form || !review) throw new Error('port-in-request.json has not its two steps');
    const withoutForm = journeyWithSteps(JOURNEY, [review]);
    expect(checkJourneyDocument(withoutForm, vocabularyOfFile(withoutForm)).ok).toBe(false);
    expect(() => createPortInRequestMachine(withoutForm)).toThrow(/port-in-request/);

    const elsewhere = journeyWithSteps(JOURNEY, [{ ...form, route: '/manage/cancel-portin/form' }, review]);
    const checked = checkJourneyDocument(elsewhere, vocabularyOfFile(elsewhere));
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.message)).toEqual([
      'every step of this journey is on its one page, "/manage/cancel-portin"',
    ]);

    const extra = journeyWithSteps(JOURNEY, [form, { name: 'extra' }, review]);
    expect(checkJourneyDocument(extra, vocabularyOfFile(extra)).ok).toBe(true);
    expect(() => createPortInRequestMachine(extra)).toThrow(/no screen for step "extra"/);
  });

  it('has no edit the checks accept that moves or removes a step: the form comes before its review', () => {
    expect(journeyEdits('port-in-request.json')).toEqual([]);
  });
});

describe('the line page’s entry', () => {
  const line = { orderRef: 'ORD-1', portIn: { requestId: 'pin_1', status: 'PROCESSING' as const } };
  it('offers cancel while allowed, a new attempt after a failure, why not once the switch is scheduled', () => {
    const no = { eligible: false as const, reason: 'NOT_FAILED' as const };
    expect(
      portInRequestLineAction(line, { cancel: { cancelable: true, requestId: 'pin_1' }, reinitiation: no }),
    ).toEqual({
      kind: 'offer',
      labelId: 'line.action.port_in_cancel',
      path: '/manage/cancel-portin?orderRef=ORD-1',
    });
    expect(
      portInRequestLineAction(line, {
        cancel: { cancelable: false, reason: 'NOT_PENDING' },
        reinitiation: { eligible: true, requestId: 'pin_1', number: '5512340013', donor: 'TELCEL' },
      }),
    ).toMatchObject({ kind: 'offer', labelId: 'line.action.port_in_reinitiate' });
    expect(
      portInRequestLineAction(line, {
        cancel: { cancelable: false, reason: 'SWITCH_SCHEDULED' },
        reinitiation: no,
      }),
    ).toEqual({ kind: 'refused', reasonId: 'port_in_request.cancel_refusal.switch_scheduled' });
    expect(
      portInRequestLineAction(line, {
        cancel: { cancelable: false, reason: 'NOT_PENDING' },
        reinitiation: no,
      }),
    ).toBeNull();
    expect(portInRequestLineAction({ orderRef: 'ORD-1' }, undefined)).toBeNull();
  });
});

describe('the temporary number', () => {
  const transfer = (status: ServiceRequestStatus) => ({
    portIn: { requestId: 'pin_1', status, temporaryNumber: '5640000001' },
  });

  it('is the line’s while its transfer is on its way, failed or cancelled; once DONE only the number transferred is', () => {
    for (const status of ['PROCESSING', 'WAITING', 'PORT_IN_FAILED', 'CANCELED'] as const) {
      expect(transferTemporaryNumber(transfer(status))).toBe('5640000001');
    }
    expect(transferTemporaryNumber(transfer('DONE'))).toBeNull();
    expect(transferTemporaryNumber({})).toBeNull();
  });
});
