import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import type { Paylink } from '../../gateway/payments/paylink-details.ts';
import type { ServiceRequestPaymentOutput } from '../service-request-template/service-request-template.types.ts';
import { paylinkMachine } from './paylink.machine.ts';
import { paylinkInput, paylinkPaymentOrder } from './paylink.services.ts';
import type { PaylinkRead } from './paylink.types.ts';
import { paylinkView } from './paylink.view.ts';

const LINK: Paylink = {
  paylinkId: 'pl_1',
  orderRef: 'ORD-9',
  amount: { amount: 100, currency: 'MXN' },
  status: 'ACTIVE',
  expiresAt: '2030-01-01T00:00:00.000Z',
  description: 'Pedido ORD-9',
};
const read = (outcome: PaylinkRead['outcome']): PaylinkRead => ({ paylink: LINK, outcome });
const notFound = Object.assign(new Error('not found'), { status: 404 });
const down = Object.assign(new Error('down'), { status: 503 });

/** A payment child that ends as the screen tells it (PAYMENT events reach it through the machine). */
const fakePay = setup({
  types: { events: {} as { type: 'END'; output: ServiceRequestPaymentOutput } },
}).createMachine({
  context: { output: { outcome: 'cancelled' } as ServiceRequestPaymentOutput },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        END: {
          target: 'done',
          actions: ({ context, event }) => Object.assign(context, { output: event.output }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output,
});

function start(
  options: {
    paylinkId?: string | null;
    resume?: boolean;
    reads?: (PaylinkRead | Error)[];
    opens?: (PaylinkRead | Error)[];
  } = {},
) {
  const reads = [...(options.reads ?? [read('payable')])];
  const opens = [...(options.opens ?? [read('payable')])];
  const calls = { read: 0, open: 0 };
  const next = (list: (PaylinkRead | Error)[]) => {
    const answer = list.length > 1 ? list.shift() : list[0];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as PaylinkRead);
  };
  const machine = paylinkMachine.provide({
    actors: {
      readPaylink: fromPromise(async () => {
        calls.read += 1;
        return next(reads);
      }),
      openPaylink: fromPromise(async () => {
        calls.open += 1;
        return next(opens);
      }),
      pay: fakePay,
    },
  });
  const actor = createActor(machine, {
    input: {
      paylinkId: options.paylinkId === undefined ? 'pl_1' : options.paylinkId,
      resume: options.resume ?? false,
    },
  }).start();
  const screen = (name: string) => waitFor(actor, (snapshot) => paylinkView(snapshot).screen === name);
  const end = (output: ServiceRequestPaymentOutput) =>
    actor.send({ type: 'PAYMENT', event: { type: 'END', output } as never });
  return { actor, calls, screen, end, view: () => paylinkView(actor.getSnapshot()) };
}

describe('paylink machine', () => {
  it('no link id: the invalid-link screen, nothing asked', async () => {
    const flow = start({ paylinkId: null });
    expect(flow.view().screen).toBe('invalid');
    expect(flow.calls).toEqual({ read: 0, open: 0 });
  });

  it('shows the order and amount, opens the link on Pay, pays through the child once, then the success page', async () => {
    const flow = start();
    await flow.screen('ready');
    expect(flow.view()).toMatchObject({ paylink: LINK, due: null, redirectTo: null });
    expect(flow.view().sends.has('PAY')).toBe(true);
    expect(flow.calls.open).toBe(0);
    flow.actor.send({ type: 'PAY' });
    await flow.screen('paying');
    expect(flow.calls.open).toBe(1);
    expect(flow.view().due).toEqual({ orderReference: 'ORD-9', amount: 100 });
    flow.end({ outcome: 'paid' });
    await flow.screen('paid');
    expect(flow.view().redirectTo).toBe('/payment/direct-payment-success?orderRef=ORD-9&paylink_id=pl_1');
    expect(flow.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['paid', 'already-paid', null],
    ['expired', 'expired', '/payment/paylink-expired?paylink_id=pl_1'],
    ['cancelled', 'cancelled', null],
  ] as const)('a %s link on the first read: %s, never offered for payment', async (outcome, screen, redirect) => {
    const flow = start({ reads: [read(outcome)] });
    await flow.screen(screen);
    expect(flow.view().redirectTo).toBe(redirect);
    expect(flow.view().sends.size).toBe(0);
    expect(flow.calls.open).toBe(0);
  });

  it('an unknown link is not found; another failure is retried', async () => {
    expect((await start({ reads: [notFound] }).screen('not-found')).status).toBe('done');
    const flow = start({ reads: [down, read('payable')] });
    await flow.screen('load-failed');
    flow.actor.send({ type: 'RETRY' });
    await flow.screen('ready');
  });

  it('too many unknown links from here (429): its own page with the minutes to wait, not a retry', async () => {
    const limited = Object.assign(new Error('429'), {
      status: 429,
      errorCode: 'PAYLINK_TRIES_EXCEEDED',
      retryAfterSeconds: 840,
    });
    // Settled: neither reading nor opening (a retry page, without the 429's own).
    const settled = (flow: ReturnType<typeof start>) =>
      waitFor(flow.actor, (snapshot) => !['loading', 'opening'].includes(paylinkView(snapshot).screen));
    const flow = start({ reads: [limited, read('payable')] });
    await settled(flow);
    expect(flow.view()).toMatchObject({ screen: 'too-many-tries', retryMinutes: 14, paylink: null });
    expect(flow.view().sends.size).toBe(0);
    expect(flow.calls).toEqual({ read: 1, open: 0 });
    // Refused when opening it too; with no Retry-After, the gateway's window.
    const opened = start({ opens: [Object.assign(new Error('429'), { status: 429 })] });
    await opened.screen('ready');
    opened.actor.send({ type: 'PAY' });
    await settled(opened);
    expect(opened.view()).toMatchObject({ screen: 'too-many-tries', retryMinutes: 15 });
  });

  it('paid by someone else between the read and Pay: already paid, nothing charged', async () => {
    const flow = start({ opens: [read('paid')] });
    await flow.screen('ready');
    flow.actor.send({ type: 'PAY' });
    await flow.screen('already-paid');
  });

  it('a failed opening is retried; a refused payment given up on can be tried again', async () => {
    const flow = start({ opens: [down, read('payable')] });
    await flow.screen('ready');
    flow.actor.send({ type: 'PAY' });
    await flow.screen('open-failed');
    flow.actor.send({ type: 'RETRY' });
    await flow.screen('paying');
    flow.end({ outcome: 'failed' });
    await flow.screen('pay-failed');
    expect(flow.view().failureMessageId).toBe('paylink.pay_failed');
    flow.actor.send({ type: 'RETRY' });
    await flow.screen('paying');
  });

  it('left unpaid: the link is read again (the order may have been paid or closed meanwhile)', async () => {
    const flow = start({ reads: [read('payable'), read('paid')] });
    await flow.screen('ready');
    flow.actor.send({ type: 'PAY' });
    await flow.screen('paying');
    flow.end({ outcome: 'cancelled' });
    await flow.screen('already-paid');
    expect(flow.calls.read).toBe(2);
  });

  it('a reload while paying goes straight back to paying (a voucher or a card in flight is followed)', async () => {
    const flow = start({ resume: true });
    await flow.screen('paying');
    expect(flow.calls).toEqual({ read: 1, open: 1 });
  });
});

describe('paylinkInput and the order the card payment reads', () => {
  it('resumes only the link this browser was paying', () => {
    expect(paylinkInput('pl_1', { kind: 'paylink', paylinkId: 'pl_1', orderRef: 'ORD-9' }).resume).toBe(true);
    expect(paylinkInput('pl_2', { kind: 'paylink', paylinkId: 'pl_1', orderRef: 'ORD-9' }).resume).toBe(
      false,
    );
    expect(paylinkInput('pl_1', { kind: 'order', orderRef: 'ORD-9' }).resume).toBe(false);
    expect(paylinkInput(null, null)).toEqual({ paylinkId: null, resume: false });
  });

  it('due: the link amount while open, nothing once paid, closed otherwise', () => {
    expect(paylinkPaymentOrder(read('payable'))).toEqual({ state: 'PAY', payment_due: LINK.amount });
    expect(paylinkPaymentOrder(read('paid')).payment_due.amount).toBe(0);
    expect(paylinkPaymentOrder(read('expired')).state).toBe('CAN');
    expect(paylinkPaymentOrder(read('cancelled')).state).toBe('CAN');
  });
});
