import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Line } from '../../gateway/lines/index.ts';
import type { Order } from '../../gateway/orders/order.schema.ts';
import type { RequestTimeline } from '../request-status/request-status.types.ts';
import {
  type ResultReads,
  type ServiceRequestResultInput,
  serviceRequestResultMachine,
} from './service-request-result.machine.ts';
import { serviceRequestResultView } from './service-request-result.view.ts';

const ORDER_REF = 'SND-1';
const request: RequestTimeline = {
  kind: 'PLAN_SWITCH',
  requestId: 'SR-7',
  status: 'DONE',
  reason: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:00.000Z',
  history: [],
  orderRef: ORDER_REF,
  transfer: null,
  planSwitch: {
    fromPlan: { sku: 'PLAN-SENDA-200', name: 'Senda 200' },
    toPlan: { sku: 'PLAN-SENDA-300', name: 'Senda 300' },
    timing: 'IMMEDIATE',
    effectiveAt: '2026-11-23T12:00:00.000Z',
  } as never,
};
const paidOrder = {
  state: 'TSU',
  payment_due: { amount: 0, currency: 'MXN' },
  total: { amount: 33.33, currency: 'MXN' },
} as unknown as Order;
const lineRequests = { kind: 'line' as const, line: {} as Line, requests: [request] };
const query = { orderRef: ORDER_REF, requestId: 'SR-7', paidOrder: 'SO-1' };

/** The result machine over scripted reads (one answer per read, the last repeats); what it was asked. */
function start(answers: ResultReads[], input: Partial<ServiceRequestResultInput> = {}) {
  const asked: unknown[] = [];
  const machine = serviceRequestResultMachine.provide({
    actors: {
      readResult: fromPromise(async ({ input: read }) => {
        asked.push(read);
        return answers[Math.min(asked.length - 1, answers.length - 1)] as ResultReads;
      }),
    },
  });
  const actor = createActor(machine, { input: { query, webview: false, ...input } }).start();
  return { actor, asked, view: () => serviceRequestResultView(actor.getSnapshot()) };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the result page reads in core, not in the screen', () => {
  it('reads the line’s requests and the paid order, and says what the gateway says', async () => {
    const run = start([{ requests: { data: lineRequests }, paidOrder: { data: paidOrder } }]);
    expect(run.view()).toEqual({ result: { kind: 'checking' }, error: null, done: null });
    await settled();
    expect(run.asked).toEqual([query]);
    expect(run.view()).toMatchObject({
      result: { kind: 'sent', headlineId: 'service_payment.result.done', paid: { orderRef: 'SO-1' } },
      error: null,
      done: { path: `/manage/order?orderRef=${ORDER_REF}`, labelId: 'service_payment.back_to_line' },
    });
  });

  it('an address that names nothing reads nothing and claims nothing', async () => {
    const run = start([], { query: null });
    await settled();
    expect(run.asked).toEqual([]);
    expect(run.view()).toEqual({ result: { kind: 'notFound' }, error: null, done: null });
  });

  it('a read that failed is shown with "try again", which reads again', async () => {
    const outage = { status: 503, errorCode: 'SERVICE_UNAVAILABLE' };
    const run = start([
      { requests: { error: outage }, paidOrder: { data: paidOrder } },
      { requests: { data: lineRequests }, paidOrder: { data: paidOrder } },
    ]);
    await settled();
    expect(run.view()).toEqual({ result: { kind: 'error' }, error: outage, done: null });
    run.actor.send({ type: 'RETRY' });
    expect(run.view().result).toEqual({ kind: 'checking' });
    await settled();
    expect(run.asked).toHaveLength(2);
    expect(run.view().result).toMatchObject({ kind: 'sent' });
  });

  it('another customer’s paid order (404) is not claimed', async () => {
    const run = start([
      { requests: { data: lineRequests }, paidOrder: { error: { status: 404, errorCode: 'NOT_FOUND' } } },
    ]);
    await settled();
    expect(run.view().result).toEqual({ kind: 'notFound' });
  });
});

describe('a renewal’s result says until when, and where its receipt and invoice are', () => {
  const renewal: RequestTimeline = { ...request, kind: 'RENEWAL', requestId: 'SR-9', planSwitch: null };
  const renewedLine = {
    kind: 'line' as const,
    line: { renewalDate: '2026-12-23T06:00:00.000Z' } as Line,
    requests: [renewal],
  };
  const renewalQuery = { ...query, requestId: 'SR-9' };

  it('a renewal done names the line’s new renewal date, and the receipt e-mailed for what was paid', async () => {
    const run = start([{ requests: { data: renewedLine }, paidOrder: { data: paidOrder } }], {
      query: renewalQuery,
    });
    await settled();
    expect(run.view().result).toMatchObject({
      kind: 'sent',
      headlineId: 'service_payment.result.renewed',
      renewedUntil: '2026-12-23T06:00:00.000Z',
      receiptSent: true,
    });
  });

  it('a renewal still being processed claims no date, and a plan switch never one', async () => {
    const processing = { ...renewedLine, requests: [{ ...renewal, status: 'IN_PROGRESS' as const }] };
    const run = start([{ requests: { data: processing }, paidOrder: { data: paidOrder } }], {
      query: renewalQuery,
    });
    await settled();
    expect(run.view().result).toMatchObject({
      headlineId: 'service_payment.result.processing',
      renewedUntil: null,
    });
    const switched = start([
      { requests: { data: { ...lineRequests, line: renewedLine.line } }, paidOrder: { data: paidOrder } },
    ]);
    await settled();
    expect(switched.view().result).toMatchObject({
      headlineId: 'service_payment.result.done',
      renewedUntil: null,
    });
  });

  it('nothing charged ($0, or nothing paid) promises no receipt', async () => {
    const free = { ...paidOrder, total: { amount: 0, currency: 'MXN' } } as unknown as Order;
    const run = start([{ requests: { data: lineRequests }, paidOrder: { data: free } }]);
    await settled();
    expect(run.view().result).toMatchObject({ kind: 'sent', receiptSent: false });
    const unpaid = start([{ requests: { data: lineRequests }, paidOrder: null }], {
      query: { ...query, paidOrder: undefined },
    });
    await settled();
    expect(unpaid.view().result).toMatchObject({ kind: 'sent', paid: null, receiptSent: false });
  });
});

describe('the result page in the operator’s app (§2 webview close target)', () => {
  it('its way out closes the webview, telling the app the line, the request and how it ended', async () => {
    const run = start([{ requests: { data: lineRequests }, paidOrder: { data: paidOrder } }], {
      webview: true,
    });
    await settled();
    expect(run.view().done).toEqual({
      path: `/manageOrderClose?orderRef=${ORDER_REF}&requestId=SR-7&status=succeeded`,
      labelId: 'service_payment.back_to_app',
    });
  });
});

describe('a SIM replacement’s result says where the new SIM really is', () => {
  type Case = [
    simType: 'physical_sim' | 'esim',
    status: 'IN_PROGRESS' | 'DONE',
    delivery: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | undefined,
    sim: {
      activationStatus: 'AWAITING_ACTIVATION' | 'ACTIVATED';
      installationStatus: 'NOT_INSTALLED' | 'INSTALLED';
    },
    headlineId: string,
    next: string | null,
  ];
  const waiting = { activationStatus: 'AWAITING_ACTIVATION', installationStatus: 'NOT_INSTALLED' } as const;
  const inUse = { activationStatus: 'ACTIVATED', installationStatus: 'INSTALLED' } as const;
  const activate = `/manage/sim-activation?orderRef=${ORDER_REF}`;
  const install = `/manage/esim-install-oneclick?orderRef=${ORDER_REF}`;
  it.each<Case>([
    [
      'physical_sim',
      'IN_PROGRESS',
      'DOORSTEP_DELIVERY',
      waiting,
      'sim_replacement.result.physical',
      activate,
    ],
    [
      'physical_sim',
      'IN_PROGRESS',
      'SELF_PICKUP',
      waiting,
      'sim_replacement.result.physical_to_store',
      activate,
    ],
    // Completed: delivered or at the store, never "on its way".
    [
      'physical_sim',
      'DONE',
      'DOORSTEP_DELIVERY',
      waiting,
      'sim_replacement.result.physical_delivered',
      activate,
    ],
    ['physical_sim', 'DONE', 'SELF_PICKUP', waiting, 'sim_replacement.result.physical_ready', activate],
    ['physical_sim', 'DONE', 'DOORSTEP_DELIVERY', inUse, 'sim_replacement.result.physical_active', null],
    ['esim', 'DONE', undefined, waiting, 'sim_replacement.result.esim', install],
    ['esim', 'DONE', undefined, inUse, 'sim_replacement.result.esim_installed', null],
    ['esim', 'IN_PROGRESS', undefined, waiting, 'service_payment.result.processing', null],
  ])('%s, %s, %s, the line’s SIM %o: %s', async (simType, status, delivery, sim, headlineId, next) => {
    const replacement: RequestTimeline = {
      ...request,
      kind: 'SIM_REPLACEMENT',
      status,
      planSwitch: null,
      simReplacement: {
        reason: 'DAMAGED',
        simType,
        ...(delivery ? { deliveryMethod: delivery } : {}),
      },
    };
    const line = { sim: { iccid: '8952140000000000001', type: simType, blocked: false, ...sim } } as Line;
    const run = start([
      { requests: { data: { kind: 'line', line, requests: [replacement] } }, paidOrder: { data: paidOrder } },
    ]);
    await settled();
    const result = run.view().result;
    expect(result).toMatchObject({ kind: 'sent', headlineId });
    expect(result.kind === 'sent' ? (result.next?.path ?? null) : 'not sent').toBe(next);
  });
});
