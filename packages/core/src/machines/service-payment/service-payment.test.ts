import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { planSwitchPagePath } from '../../flows/plan-switch/plan-switch.pages.ts';
import type { Line } from '../../gateway/lines/index.ts';
import { servicePaymentFlow } from '../../navigation/flow-manifests.ts';
import type { PaidOrderCheck } from '../../orders/paid-order-check.ts';
import type { RequestTimeline } from '../request-status/request-status.types.ts';
import { createServicePaymentMachine } from './service-payment.machine.ts';
import { serviceRequestResult } from './service-request-result.ts';

/** An order payment that ends as told, and records what it was asked to pay and the events it got. */
function fakeOrderPayment(outcome: 'paid' | 'failed' | 'cancelled', seen: unknown[]) {
  return setup({}).createMachine({
    id: 'fakeOrderPayment',
    context: ({ input }) => {
      seen.push(input);
      return {};
    },
    initial: 'paying',
    states: {
      paying: { on: { PAY: 'done', '*': { actions: ({ event }) => void seen.push(event) } } },
      done: { type: 'final' },
    },
    output: () => ({ outcome, orderReference: 'SO-1' }),
  });
}

describe('the service payment child', () => {
  it.each([
    ['paid', { outcome: 'paid' }],
    ['failed', { outcome: 'failed' }],
    ['cancelled', { outcome: 'cancelled' }],
  ] as const)('pays the order it is given and answers the template %s', (outcome, expected) => {
    const seen: unknown[] = [];
    const machine = createServicePaymentMachine((due) => ({
      orderReference: due.orderReference,
      amount: { amount: due.amount, currency: 'MXN' },
      targetOrigin: 'https://senda.example',
    })).provide({ actors: { orderPayment: fakeOrderPayment(outcome, seen) as never } });
    const actor = createActor(machine, {
      input: { requestId: 'SR-1', orderReference: 'SO-1', amount: 33.33 },
    });
    actor.start();
    actor.send({ type: 'FRAME_MESSAGE' } as never);
    actor.send({ type: 'PAY' } as never);
    expect(seen[0]).toEqual({
      orderReference: 'SO-1',
      amount: { amount: 33.33, currency: 'MXN' },
      targetOrigin: 'https://senda.example',
    });
    expect(seen[1]).toEqual({ type: 'FRAME_MESSAGE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(expected);
  });
});

const ORDER_REF = 'SND-1';
const switchRequest = (
  status: RequestTimeline['status'],
  timing: 'IMMEDIATE' | 'NEXT_RENEWAL',
): RequestTimeline => ({
  kind: 'PLAN_SWITCH',
  requestId: 'SR-7',
  status,
  reason: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:00.000Z',
  history: [],
  orderRef: ORDER_REF,
  transfer: null,
  planSwitch: {
    fromPlan: { sku: 'PLAN-SENDA-200', name: 'Senda 200' },
    toPlan: { sku: 'PLAN-SENDA-300', name: 'Senda 300' },
    timing,
    effectiveAt: '2026-11-23T12:00:00.000Z',
  } as never,
});
const lineData = (requests: RequestTimeline[]) => ({
  data: { kind: 'line' as const, line: {} as Line, requests },
  failed: false,
});
const paid: PaidOrderCheck = {
  kind: 'paid',
  orderRef: 'SO-1',
  order: { total: { amount: 33.33, currency: 'MXN' } } as never,
  payerOnly: false,
};

describe('what the result page may say', () => {
  const query = { orderRef: ORDER_REF, requestId: 'SR-7', paidOrder: 'SO-1' };

  it('claims a payment only when the gateway says that order is paid', () => {
    const requests = lineData([switchRequest('DONE', 'IMMEDIATE')]);
    expect(serviceRequestResult(query, requests, paid)).toMatchObject({
      kind: 'sent',
      headlineId: 'service_payment.result.done',
      paid: { orderRef: 'SO-1', amount: { amount: 33.33 } },
    });
    const waiting: PaidOrderCheck = {
      kind: 'notPaid',
      orderRef: 'SO-1',
      state: { messageId: 'orders.state.pay', tone: 'warning' },
    };
    expect(serviceRequestResult(query, requests, waiting)).toEqual({
      kind: 'notPaid',
      orderRef: 'SO-1',
      stateId: 'orders.state.pay',
    });
    expect(serviceRequestResult(query, requests, { kind: 'notFound' })).toEqual({ kind: 'notFound' });
    expect(serviceRequestResult(query, requests, { kind: 'checking' })).toEqual({ kind: 'checking' });
  });

  it('names only a request of this line; a scheduled switch with nothing paid says so', () => {
    expect(serviceRequestResult(query, lineData([]), paid)).toEqual({ kind: 'notFound' });
    expect(serviceRequestResult(null, lineData([]), null)).toEqual({ kind: 'notFound' });
    expect(
      serviceRequestResult(
        { ...query, paidOrder: undefined },
        { data: { kind: 'not-found' }, failed: false },
        null,
      ),
    ).toEqual({ kind: 'notFound' });
    expect(
      serviceRequestResult(
        { orderRef: ORDER_REF, requestId: 'SR-7' },
        lineData([switchRequest('SUBMITTED', 'NEXT_RENEWAL')]),
        null,
      ),
    ).toMatchObject({ kind: 'sent', headlineId: 'service_payment.result.scheduled', paid: null });
    expect(serviceRequestResult(query, { data: undefined, failed: true }, paid)).toEqual({ kind: 'error' });
  });
});

describe('which page shows a plan-switch screen', () => {
  const here = (pathname: string, search = `?orderRef=${ORDER_REF}`) => ({ pathname, search });
  const view = (screen: string, extra: object = {}) =>
    ({ screen, requestId: null, payment: null, busy: false, ...extra }) as Parameters<
      typeof planSwitchPagePath
    >[0];

  it('moves the address to the screen’s own page, and stays when it is there', () => {
    expect(planSwitchPagePath(view('plans'), here('/manage/plan-switch/plans'), ORDER_REF)).toBeNull();
    expect(planSwitchPagePath(view('plan-details'), here('/manage/plan-switch/plans'), ORDER_REF)).toBe(
      `/manage/plan-switch/plan-details?orderRef=${ORDER_REF}`,
    );
    expect(
      planSwitchPagePath(
        view('payment', { requestId: 'SR-7', payment: { orderReference: 'SO-1', amount: 1 } }),
        here('/manage/plan-switch/order-summary'),
        ORDER_REF,
      ),
    ).toBe(`/manage/payment?orderRef=${ORDER_REF}&flow=plan-switch`);
    expect(planSwitchPagePath(view('checking'), here('/manage/payment'), ORDER_REF)).toBeNull();
  });

  it('names the request and the paid order on the result page, and keeps that page after the flow ends', () => {
    const done = view('done', { requestId: 'SR-7', payment: { orderReference: 'SO-1', amount: 1 } });
    expect(planSwitchPagePath(done, here('/manage/payment'), ORDER_REF)).toBe(
      `/manage/payment-success?orderRef=${ORDER_REF}&flow=plan-switch&requestId=SR-7&paidOrder=SO-1`,
    );
    const result = here(
      '/manage/payment-success',
      `?orderRef=${ORDER_REF}&flow=plan-switch&requestId=SR-7&paidOrder=SO-1`,
    );
    expect(planSwitchPagePath(done, result, ORDER_REF)).toBeNull();
    // Reloaded once the flow is over (its save cleared): the machine starts afresh on the plans,
    // the result page stays.
    expect(planSwitchPagePath(view('plans'), result, ORDER_REF)).toBeNull();
    expect(planSwitchPagePath(view('plans'), here('/manage/payment-success'), ORDER_REF)).toBe(
      `/manage/plan-switch/plans?orderRef=${ORDER_REF}`,
    );
  });

  it('names the flow on the shared service payment pages, which serve every paid flow', () => {
    expect(servicePaymentFlow('?orderRef=X&flow=plan-switch')).toBe('plan-switch');
    // A flow that is not paid there, an unknown one, or none: no flow's page is opened.
    expect(servicePaymentFlow('?orderRef=X&flow=purchase')).toBeNull();
    expect(servicePaymentFlow('?orderRef=X&flow=<script>')).toBeNull();
    expect(servicePaymentFlow('?orderRef=X')).toBeNull();
    // The same page without the flow's name is moved to the address that has it.
    expect(
      planSwitchPagePath(
        view('payment', { requestId: 'SR-7', payment: { orderReference: 'SO-1', amount: 1 } }),
        here('/manage/payment'),
        ORDER_REF,
      ),
    ).toBe(`/manage/payment?orderRef=${ORDER_REF}&flow=plan-switch`);
  });
});
