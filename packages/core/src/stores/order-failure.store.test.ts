import { describe, expect, it } from 'vitest';
import { setupStores } from './test-stores.ts';

describe('order-failure store', () => {
  it('holds a reason id and a fix path, and clears', () => {
    const { stores, store } = setupStores();
    expect(
      store.set(stores.orderFailure.setFailure, { reason: 'order.failure.kyc', fixPath: '/web/manual-ekyc' }),
    ).toBe(true);
    expect(store.get(stores.orderFailure.state)).toEqual({
      reason: 'order.failure.kyc',
      fixPath: '/web/manual-ekyc',
    });
    store.set(stores.orderFailure.clear);
    expect(store.get(stores.orderFailure.state)).toBeNull();
  });

  it('refuses a sentence as reason and an outside fix path', () => {
    const { stores, store } = setupStores();
    expect(store.set(stores.orderFailure.setFailure, { reason: 'Your order failed.', fixPath: null })).toBe(
      false,
    );
    expect(store.set(stores.orderFailure.setFailure, { reason: 'x', fixPath: 'https://evil.example' })).toBe(
      false,
    );
    expect(store.set(stores.orderFailure.setFailure, { reason: 'x', fixPath: '//evil.example' })).toBe(false);
    expect(store.get(stores.orderFailure.state)).toBeNull();
  });
});
