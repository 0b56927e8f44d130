import { describe, expect, it } from 'vitest';
import type { PostVerificationDestination } from '../post-verification/post-verification.types.ts';
import { postVerificationMove, routesToPendingOrders } from './post-verification-move.ts';

const STEPS: Record<string, string> = {
  '/web/pre-checkout': 'pre-checkout',
  '/web/pending-orders': 'pending-orders',
  '/web/connection-details': 'connection-details',
  '/web/order-summary': 'order-summary',
};
const journey = (planChosen: boolean) => ({ stepAt: (path: string) => STEPS[path], planChosen });
const to = (path: string, rule: PostVerificationDestination['rule']): PostVerificationDestination => ({
  path,
  rule,
});

describe('postVerificationMove', () => {
  it('a pending SIM-only order leaves through manage-order with its orderRef', () => {
    expect(
      postVerificationMove(
        { path: '/manage/order?orderRef=ORD-1', rule: 'pending-sim-order', orderRef: 'ORD-1' },
        journey(true),
      ),
    ).toEqual({ kind: 'exit', exit: 'manage-order', path: '/manage/order?orderRef=ORD-1' });
  });

  it('the order list leaves through order-list', () => {
    expect(postVerificationMove(to('/orderlist', 'order-list'), journey(true))).toEqual({
      kind: 'exit',
      exit: 'order-list',
      path: '/orderlist',
    });
  });

  it('a page outside the journey leaves through redirect, query kept', () => {
    expect(postVerificationMove(to('/profile?tab=1', 'redirect'), journey(false))).toEqual({
      kind: 'exit',
      exit: 'redirect',
      path: '/profile?tab=1',
    });
  });

  it('a page of the journey continues it: the journey picks the step from the new facts', () => {
    expect(postVerificationMove(to('/web/connection-details', 'redirect'), journey(true))).toEqual({
      kind: 'next',
    });
    expect(postVerificationMove(to('/web/pending-orders', 'signup-carts-fallback'), journey(true))).toEqual({
      kind: 'next',
    });
    expect(postVerificationMove(to('/web/order-summary?x=1', 'orders-redirect'), journey(true))).toEqual({
      kind: 'next',
    });
  });

  it('the pre-checkout fallback continues a customer with a plan and sends one without back to plan selection', () => {
    expect(postVerificationMove(to('/web/pre-checkout', 'pre-checkout-fallback'), journey(true))).toEqual({
      kind: 'next',
    });
    expect(
      postVerificationMove(to('/web/pre-checkout', 'login-pending-order-redirect'), journey(false)),
    ).toEqual({
      kind: 'step',
      step: 'pre-checkout',
    });
  });
});

describe('routesToPendingOrders', () => {
  it('is true only when §4 chose the pending-orders pages', () => {
    expect(routesToPendingOrders(to('/web/pending-orders', 'signup-carts-connection-redirect'))).toBe(true);
    expect(routesToPendingOrders(to('/web/pending-order-details?cart=1', 'redirect'))).toBe(true);
    expect(routesToPendingOrders(to('/web/connection-details', 'redirect'))).toBe(false);
    expect(routesToPendingOrders(to('/web/pre-checkout', 'login-pending-order-redirect'))).toBe(false);
  });
});
