import { describe, expect, it } from 'vitest';
import { orderRefToPay, paymentFormTarget } from './payment-target.ts';

describe('orderRefToPay', () => {
  it('pays the stored target, else the order the summary step kept', () => {
    expect(orderRefToPay({ kind: 'order', orderRef: 'SND-1' }, { orderRef: 'SND-2' })).toBe('SND-1');
    expect(orderRefToPay({ kind: 'paylink', paylinkId: 'pl_1', orderRef: 'SND-3' }, undefined)).toBe('SND-3');
    expect(orderRefToPay(null, { orderRef: 'SND-2' })).toBe('SND-2');
    expect(orderRefToPay(null, { orderRef: '../../x' })).toBeNull();
    expect(orderRefToPay(null, undefined)).toBeNull();
  });
});

describe('paymentFormTarget', () => {
  it('reads orderRef, order_ref or paylink_id from the link first', () => {
    expect(paymentFormTarget('?orderRef=SND-260115-00001', null)).toEqual({
      kind: 'order',
      orderRef: 'SND-260115-00001',
    });
    expect(paymentFormTarget('?order_ref=SND-9', { kind: 'order', orderRef: 'SND-1' })).toEqual({
      kind: 'order',
      orderRef: 'SND-9',
    });
    expect(paymentFormTarget('?paylink_id=pl_abc', null)).toEqual({ kind: 'paylink', paylinkId: 'pl_abc' });
  });

  it('falls back to the stored target, and says when the link is junk', () => {
    expect(paymentFormTarget('', { kind: 'paylink', paylinkId: 'pl_1', orderRef: 'SND-1' })).toEqual({
      kind: 'paylink',
      paylinkId: 'pl_1',
    });
    expect(paymentFormTarget('', { kind: 'order', orderRef: 'SND-1' })).toEqual({
      kind: 'order',
      orderRef: 'SND-1',
    });
    expect(paymentFormTarget('?orderRef=%3Cscript%3E', null)).toEqual({ kind: 'invalid' });
    expect(paymentFormTarget('', null)).toEqual({ kind: 'none' });
  });
});
