import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { serviceRequestStatusMachine } from './request-status.machine.ts';
import { portInTimeline, readStatusTarget } from './request-status.services.ts';
import type { RequestTimeline, StatusTarget } from './request-status.types.ts';
import { requestTimelineView, serviceRequestStatusView } from './request-status.view.ts';

const T0 = Date.parse('2026-11-22T12:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function transfer(statuses: ServiceRequestStatus[], reason?: string): RequestTimeline {
  const status = statuses.at(-1) ?? 'PROCESSING';
  return {
    kind: 'PORT_IN',
    requestId: 'PI-1',
    status,
    reason: reason ?? null,
    createdAt: at(0),
    updatedAt: at(statuses.length * 60),
    history: statuses.map((entry, index) => ({ status: entry, at: at(index * 60) })),
    orderRef: 'SND-261122-00007',
    transfer: { number: '5583170042', donor: 'TELCEL', scheduledSwitchAt: null },
  };
}

/** Each read's answer in turn (the last repeats): a timeline, null (404) or an Error (thrown). */
function start(answers: Array<RequestTimeline | null | Error>) {
  let reads = 0;
  const targets: StatusTarget[] = [];
  const read = async (input: { target: StatusTarget }) => {
    targets.push(input.target);
    const answer = answers[Math.min(reads, answers.length - 1)] ?? null;
    reads += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = serviceRequestStatusMachine.provide({
    actors: { readRequest: fromPromise(({ input }) => read(input)), followRequest: boundedPoll(read) },
  });
  const actor = createActor(machine, {
    input: { target: { kind: 'port-in', orderRef: 'SND-261122-00007' } },
  });
  actor.start();
  return { actor, view: () => serviceRequestStatusView(actor.getSnapshot()), reads: () => reads, targets };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const tick = () => vi.advanceTimersByTimeAsync(API_POLLING_INTERVAL_MS);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('service request status page machine', () => {
  it('reads at once, then every second while moving, and stops at DONE with the whole timeline', async () => {
    const { view, reads, targets } = start([
      transfer(['PROCESSING']),
      transfer(['PROCESSING', 'DONOR_SWITCH_SCHEDULED']),
      transfer(['PROCESSING', 'DONOR_SWITCH_SCHEDULED', 'DONE']),
    ]);
    expect(view().phase).toBe('loading');
    await settle();
    expect(view().phase).toBe('following');
    expect(view().timeline?.status.messageId).toBe('service_request.status.processing');
    await tick();
    expect(reads()).toBe(2);
    await tick();
    expect(view().phase).toBe('settled');
    expect(view().timeline).toMatchObject({
      outcome: 'succeeded',
      kindLabelId: 'service_request.type.port_in',
      explanationId: 'service_request.outcome.succeeded',
      reasonId: null,
    });
    // Newest first, the current one marked.
    expect(view().timeline?.steps.map((step) => [step.status.messageId, step.current])).toEqual([
      ['service_request.status.done', true],
      ['service_request.status.donor_switch_scheduled', false],
      ['service_request.status.processing', false],
    ]);
    await vi.advanceTimersByTimeAsync(10 * API_POLLING_INTERVAL_MS);
    expect(reads()).toBe(3);
    expect(targets[0]).toEqual({ kind: 'port-in', orderRef: 'SND-261122-00007' });
  });

  it('a refused transfer settles with the reason the customer can act on', async () => {
    const { view } = start([
      transfer(['PROCESSING']),
      transfer(['PROCESSING', 'PORT_IN_FAILED'], 'NUMBER_NOT_PORTABLE'),
    ]);
    await settle();
    await tick();
    expect(view()).toMatchObject({
      phase: 'settled',
      timeline: {
        outcome: 'failed',
        status: { messageId: 'service_request.status.port_in_failed', tone: 'danger' },
        reasonId: 'service_request.reason.number_not_portable',
      },
    });
  });

  it('stops after the §9 window (30 reads) still moving, and reads again only when asked', async () => {
    const { actor, view, reads } = start([transfer(['PROCESSING'])]);
    await settle();
    await vi.advanceTimersByTimeAsync(API_POLLING_ATTEMPTS * API_POLLING_INTERVAL_MS);
    expect(reads()).toBe(API_POLLING_ATTEMPTS);
    expect(view()).toMatchObject({ phase: 'followLater', can: { CHECK_AGAIN: true, RETRY: false } });
    await vi.advanceTimersByTimeAsync(60 * API_POLLING_INTERVAL_MS);
    expect(reads()).toBe(API_POLLING_ATTEMPTS);
    actor.send({ type: 'CHECK_AGAIN' });
    await settle();
    expect(reads()).toBe(API_POLLING_ATTEMPTS + 1);
    expect(view().phase).toBe('following');
  });

  it('a read lost while following keeps what was shown and tries again', async () => {
    const { view, reads } = start([
      transfer(['PROCESSING']),
      new Error('offline'),
      transfer(['PROCESSING', 'DONE']),
    ]);
    await settle();
    await tick();
    expect(view().phase).toBe('following');
    expect(view().timeline?.status.messageId).toBe('service_request.status.processing');
    await tick();
    expect(reads()).toBe(3);
    expect(view().phase).toBe('settled');
  });

  it('someone else’s request (404) is not found; a first read that fails can be retried', async () => {
    expect(
      (
        await (async () => {
          const { view } = start([null]);
          await settle();
          return view();
        })()
      ).phase,
    ).toBe('notFound');

    const { actor, view } = start([
      Object.assign(new Error('503'), { status: 503 }),
      transfer(['PROCESSING']),
    ]);
    await settle();
    expect(view()).toMatchObject({ phase: 'loadFailed', can: { RETRY: true }, timeline: null });
    expect(view().errorMessageId).not.toBeNull();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(view().phase).toBe('following');
  });
});

describe('readStatusTarget (query parameters are a boundary)', () => {
  it('a requestId names a service request; an orderRef alone, the line’s transfer', () => {
    expect(readStatusTarget('?orderRef=SND-1&requestId=sr_00k2')).toEqual({
      kind: 'request',
      requestId: 'sr_00k2',
    });
    expect(readStatusTarget('?orderRef=SND-1')).toEqual({ kind: 'port-in', orderRef: 'SND-1' });
  });

  it('junk or nothing names nothing', () => {
    expect(readStatusTarget('')).toBeNull();
    expect(readStatusTarget('?requestId=%3Cscript%3E&orderRef=SND-1')).toBeNull();
    expect(readStatusTarget('?orderRef=a%20b')).toBeNull();
  });
});

describe('the transfer’s number on the status page', () => {
  it('is written as Mexicans write it (2-digit lada 2-4-4, the rest 3-3-4)', () => {
    const puebla = {
      ...transfer(['PROCESSING']),
      transfer: { number: '2222956076', donor: 'TELCEL', scheduledSwitchAt: null },
    };
    expect(requestTimelineView(transfer(['PROCESSING'])).transfer?.number).toBe('55 8317 0042');
    expect(requestTimelineView(puebla).transfer?.number).toBe('222 295 6076');
  });
});

describe('what WAITING means on the status page', () => {
  it('a transfer waits for its new SIM; any other request for the customer’s payment', () => {
    expect(requestTimelineView(transfer(['WAITING'])).explanationId).toBe(
      'service_request.outcome.port_in_waiting',
    );
    const renewal: RequestTimeline = {
      ...transfer(['WAITING']),
      kind: 'RENEWAL',
      requestId: 'sr_1',
      transfer: null,
    };
    expect(requestTimelineView(renewal).explanationId).toBe('service_request.outcome.awaiting_payment');
    // The page names the request by the customer's reference, not the gateway's internal id.
    expect(requestTimelineView({ ...renewal, requestId: 'pin_003zk41a20' }).reference).toBe('003Z-K41A-20');
    expect(requestTimelineView({ ...renewal, status: 'IN_PROGRESS' }).explanationId).toBe(
      'service_request.outcome.pending',
    );
  });
});

describe('the transfer’s donor on the status page', () => {
  const details = {
    requestId: 'PI-1',
    orderReference: 'SND-261122-00007',
    number: '5583170042',
    donor: 'TELCEL',
    status: 'PROCESSING' as const,
    createdAt: at(0),
    updatedAt: at(0),
    history: [{ status: 'PROCESSING' as const, at: at(0) }],
  };
  it('is the operator as customers know it, and its code only when the gateway names none', () => {
    expect(requestTimelineView(portInTimeline({ ...details, donorName: 'Telcel' })).transfer?.donor).toBe(
      'Telcel',
    );
    expect(requestTimelineView(portInTimeline(details)).transfer?.donor).toBe('TELCEL');
  });
});
