import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Order, OrderSchema } from '../gateway/orders/order.schema.ts';
import { paidOrderCheck, type ReadState } from './paid-order-check.ts';

const money = (amount: number) => ({ amount, currency: 'MXN' });

function order(state: string, due: number): Order {
  return v.parse(OrderSchema, {
    order_ref: 'SND-1',
    order_type: 'SIM_ONLY',
    state,
    status: 'CREATED',
    created_at: '2025-01-15T16:00:00.000Z',
    items: [],
    subtotal: money(100),
    tax: money(0),
    total: money(100),
    payment_due: money(due),
  });
}

const answered = <T>(data: T): ReadState<T> => ({ data, error: null, loading: false });
const failed = (error: unknown): ReadState<never> => ({ data: undefined, error, loading: false });
const loading: ReadState<never> = { data: undefined, error: null, loading: true };
const NOT_FOUND = { kind: 'http', status: 404, errorCode: 'NOT_FOUND' };

describe('a success page believes the gateway, not the address bar', () => {
  it('paid only when the gateway says nothing is due and the order is not closed', () => {
    expect(paidOrderCheck('SND-1', answered(order('TSU', 0)))).toMatchObject({
      kind: 'paid',
      payerOnly: false,
    });
    expect(paidOrderCheck('SND-1', answered(order('PAY', 100)))).toEqual({
      kind: 'notPaid',
      orderRef: 'SND-1',
      state: { messageId: 'orders.state.pay', tone: 'warning' },
    });
    expect(paidOrderCheck('SND-1', answered(order('CAN', 0)))).toMatchObject({
      kind: 'notPaid',
      state: { messageId: 'orders.state.can' },
    });
  });

  it('a made-up or another customer’s reference (404) is not found; no reference neither', () => {
    expect(paidOrderCheck('SND-X', failed(NOT_FOUND))).toEqual({ kind: 'notFound' });
    expect(paidOrderCheck(undefined, failed(NOT_FOUND))).toEqual({ kind: 'notFound' });
  });

  it('claims nothing while the gateway has not answered, and asks again when it could not', () => {
    expect(paidOrderCheck('SND-1', loading)).toEqual({ kind: 'checking' });
    const down = { kind: 'http', status: 503 };
    expect(paidOrderCheck('SND-1', failed(down))).toEqual({ kind: 'error', error: down });
  });

  it('a paylink’s payer: the paylink for this order, paid, counts; another order’s or an unpaid one does not', () => {
    const paylink = (orderRef: string, status: 'PAID' | 'ACTIVE') => answered({ orderRef, status });
    // Theirs to know is that it is paid: nothing of the order (it is not theirs to open).
    expect(paidOrderCheck('SND-1', failed(NOT_FOUND), paylink('SND-1', 'PAID'))).toMatchObject({
      kind: 'paid',
      payerOnly: true,
    });
    // Where its mails went, as the link masks it (a recarga's: the payer's own address).
    expect(
      paidOrderCheck(
        'SND-1',
        failed(NOT_FOUND),
        answered({ orderRef: 'SND-1', status: 'PAID' as const, customerEmail: 'a***@example.mx' }),
      ),
    ).toMatchObject({ kind: 'paid', payerOnly: true, mailedTo: 'a***@example.mx' });
    expect(paidOrderCheck('SND-1', failed(NOT_FOUND), paylink('SND-2', 'PAID'))).toEqual({
      kind: 'notFound',
    });
    expect(paidOrderCheck('SND-1', failed(NOT_FOUND), paylink('SND-1', 'ACTIVE'))).toEqual({
      kind: 'notFound',
    });
    // The order's own answer wins when the payer can read it.
    expect(paidOrderCheck('SND-1', answered(order('PAY', 100)), paylink('SND-1', 'PAID'))).toMatchObject({
      kind: 'notPaid',
    });
  });
});
