import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { errorMessageId } from '../../i18n/error-messages.ts';
import { portOutInProgress } from '../../machines/line-home/port-out.rules.ts';
import { FORM_STEP } from '../../machines/service-request-template/index.ts';
import { serviceRequestInput } from '../../machines/service-request-template/service-request-template.provide.ts';
import { FAKE_STEP_UP_PROOF, fakeStepUp } from '../../machines/step-up/step-up.test-support.ts';
import type { StepUpInput } from '../../machines/step-up/step-up.types.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { REVERSE_PORT_OUT_FLOW } from './reverse-port-out.machine.ts';
import { reversePortOutPagePath } from './reverse-port-out.pages.ts';
import {
  reversePortOutDonePath,
  reversePortOutLineAction,
  reversePortOutRefusalMessageId,
} from './reverse-port-out.rules.ts';
import { confirmedNotRequested, provideReversePortOut } from './reverse-port-out.services.ts';
import type { ReversePortOutFlowEligibility, ReversePortOutGatewayCalls } from './reverse-port-out.types.ts';
import { reversePortOutView } from './reverse-port-out.view.ts';

const ELIGIBLE: ReversePortOutFlowEligibility = {
  eligible: true,
  details: {
    number: '5512345678',
    recipient: 'AT&T México',
    portedOutAt: '2026-01-08T10:00:00.000Z',
    windowEndsAt: '2026-02-07T10:00:00.000Z',
    windowDays: 30,
    completionHours: 24,
  },
};

function start(
  eligibility: ReversePortOutFlowEligibility,
  statuses: ServiceRequestStatus[] = ['PROCESSING'],
) {
  const calls: string[] = [];
  const approvals: StepUpInput[] = [];
  const gateway: ReversePortOutGatewayCalls = {
    eligibility: async () => eligibility,
    submit: async (_owner, { accountNumber }, _signal, stepUpToken) => {
      calls.push(`submit:${accountNumber}:${stepUpToken}`);
      return {
        requestId: 'sr_1',
        status: 'PROCESSING',
        number: '5512345678',
        recipient: 'ATT',
        expectedBy: '2026-01-11T10:00:00.000Z',
        payment: null,
      };
    },
    status: async () => ({
      status:
        statuses.length > 1 ? (statuses.shift() as ServiceRequestStatus) : (statuses[0] ?? 'PROCESSING'),
    }),
  };
  const storage = createMemoryStorage();
  const machine = provideReversePortOut(REVERSE_PORT_OUT_FLOW, {
    calls: gateway,
    storage,
    stepUp: fakeStepUp(approvals),
  });
  const actor = createActor(machine, {
    input: serviceRequestInput(REVERSE_PORT_OUT_FLOW, storage, { customer: 'C1', subject: '4000000001' }),
  }).start();
  return { actor, calls, approvals, view: () => reversePortOutView(actor.getSnapshot()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reverse port-out', () => {
  it('asks for the number back on the customer’s word, approved by the account’s address, and follows the request to DONE', async () => {
    const flow = start(ELIGIBLE, ['PROCESSING', 'DONE']);
    await vi.waitFor(() => expect(flow.view().screen).toBe('request'));
    expect(flow.view()).toMatchObject({ number: '55 1234 5678', recipient: 'AT&T México', windowDays: 30 });
    expect(flow.view().notRequestedByMe).toBe(false);
    flow.actor.send({ type: 'NEXT', data: { notRequestedByMe: true } });
    flow.actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(flow.view().screen).toBe('requested'));
    // The step-up for this line came first; its proof went with the request.
    expect(flow.approvals).toEqual([{ action: 'REVERSE_PORT_OUT', accountNumber: '4000000001' }]);
    expect(flow.calls).toEqual([`submit:4000000001:${FAKE_STEP_UP_PROOF}`]);
    expect(reversePortOutPagePath(flow.view(), { pathname: '/manage/reverse-portout' }, 'ORD-1')).toBe(
      '/manage/reverse-portout/success?orderRef=ORD-1',
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(flow.view().screen).toBe('done');
  });

  it('a transfer still under way is said as one being stopped, not as a number that was moved', async () => {
    const flow = start({ eligible: true, details: { ...ELIGIBLE.details, underWay: true } });
    await vi.waitFor(() => expect(flow.view().screen).toBe('request'));
    expect(flow.view().underWay).toBe(true);
    const moved = start(ELIGIBLE);
    await vi.waitFor(() => expect(moved.view().screen).toBe('request'));
    expect(moved.view().underWay).toBe(false);
  });

  it('is never sent without the customer’s word', () => {
    expect(() => confirmedNotRequested({})).toThrow();
    expect(() => confirmedNotRequested({ [FORM_STEP]: { notRequestedByMe: false } })).toThrow();
    expect(confirmedNotRequested({ [FORM_STEP]: { notRequestedByMe: true } })).toBe(true);
  });

  it.each([
    ['WINDOW_CLOSED', 'reverse_port_out.refusal.window_closed', false],
    ['REQUEST_OPEN', 'reverse_port_out.refusal.request_open', true],
    ['NOT_PORTED_OUT', 'reverse_port_out.refusal.not_ported_out', false],
    ['OTHER', 'reverse_port_out.refusal.other', false],
  ] as const)('refused %s: says why (%s)', async (reason, messageId, history) => {
    const flow = start({ eligible: false, reason, reasonMessageId: reversePortOutRefusalMessageId(reason) });
    await vi.waitFor(() => expect(flow.view().screen).toBe('not-eligible'));
    expect(flow.view().messageId).toBe(messageId);
    expect(flow.view().offersPortOutHistory).toBe(history);
  });

  it('the code the request answers has its sentence', () => {
    expect(errorMessageId({ errorCode: 'REVERSE_PORT_OUT_NOT_ELIGIBLE' })).toBe(
      'errors.reverse_port_out.not_eligible',
    );
  });

  // "No fui yo" works while the transfer out is still under way, not only once the number left.
  it('a port-out under way is shown with its way to the reverse port-out until it completes', () => {
    const completesAt = '2026-01-09T10:00:00.000Z';
    const line = { orderRef: 'ORD-1', portOut: { recipient: 'AT&T México', completesAt } };
    expect(portOutInProgress(line, Date.parse(completesAt) - 1)).toEqual({
      recipient: 'AT&T México',
      completesAt,
      path: '/manage/reverse-portout?orderRef=ORD-1',
    });
    expect(portOutInProgress(line, Date.parse(completesAt))).toBeNull();
    expect(portOutInProgress({ orderRef: 'ORD-1' }, Date.parse(completesAt) - 1)).toBeNull();
  });

  it('the line page offers it only to a line whose number was taken, and Done tells the app in a webview', () => {
    const line = { orderRef: 'ORD-1' };
    expect(
      reversePortOutLineAction(line, {
        eligible: true,
        number: '5512345678',
        recipient: 'AT&T',
        portedOutAt: '2026-01-08T10:00:00.000Z',
        windowEndsAt: '2026-02-07T10:00:00.000Z',
      }),
    ).toEqual({
      kind: 'offer',
      labelId: 'line.action.reverse_port_out',
      path: '/manage/reverse-portout?orderRef=ORD-1',
    });
    expect(reversePortOutLineAction(line, { eligible: false, reason: 'NOT_PORTED_OUT' })).toBeNull();
    expect(reversePortOutLineAction(line, { eligible: false, reason: 'WINDOW_CLOSED' })).toEqual({
      kind: 'refused',
      reasonId: 'reverse_port_out.refusal.window_closed',
    });
    expect(reversePortOutDonePath({ webview: true, orderRef: 'ORD-1', requestId: 'sr_1' })).toBe(
      '/reversePortOutSuccess?orderRef=ORD-1&requestId=sr_1',
    );
    expect(reversePortOutDonePath({ webview: false, orderRef: 'ORD-1', requestId: 'sr_1' })).toBe(
      '/manage/order?orderRef=ORD-1',
    );
  });
});
