import { describe, expect, it } from 'vitest';
import { rescheduleDeliveryDefaults } from './reschedule-delivery.store.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { emptyAddress } from './store-schemas.ts';
import { persisted, setupStores } from './test-stores.ts';

describe('reschedule-delivery store', () => {
  it('defaults to the web channel', () => {
    const { stores, store } = setupStores();
    expect(store.get(stores.rescheduleDelivery.state)).toEqual(rescheduleDeliveryDefaults());
    expect(store.get(stores.rescheduleDelivery.state).channel).toBe('web');
  });

  it('copies the billing address over the delivery address on same-as-billing', () => {
    const { stores, store } = setupStores();
    const billing = { ...emptyAddress(), street: 'Reforma 1' };
    store.set(stores.rescheduleDelivery.state, (s) => ({ ...s, billingAddressDetails: billing }));
    store.set(stores.rescheduleDelivery.setSameAsBilling, true);
    expect(store.get(stores.rescheduleDelivery.state).deliveryAddressDetails).toEqual(billing);
  });

  it('resets to defaults keeping its channel unless told otherwise', () => {
    const { stores, store } = setupStores();
    store.set(stores.rescheduleDelivery.state, (s) => ({ ...s, channel: 'retail', isCardExpired: true }));
    store.set(stores.rescheduleDelivery.reset);
    expect(store.get(stores.rescheduleDelivery.state)).toEqual({
      ...rescheduleDeliveryDefaults(),
      channel: 'retail',
    });
    store.set(stores.rescheduleDelivery.reset, { keepChannel: false });
    expect(store.get(stores.rescheduleDelivery.state).channel).toBe('web');
  });

  it('never stores a card number from payment data', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.rescheduleDelivery.state, (s) => ({
      ...s,
      paymentInfo: { cardNumber: '4111111111111111', method: 'card' },
    }));
    expect(store.get(stores.rescheduleDelivery.state).paymentInfo).toEqual({ method: 'card' });
    expect(storage.dump()[STORE_KEYS.rescheduleDelivery]).not.toContain('4111111111111111');
  });

  it('drops a stored delivery choice of the wrong shape and keeps the rest', () => {
    const slot = {
      slotId: 'SLOT-1',
      date: '2026-01-17',
      startTime: '09:00',
      endTime: '13:00',
      available: true,
    };
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.rescheduleDelivery, {
        selectedDeliveryMethod: { type: 'DOORSTEP_DELIVERY' },
        selectedDeliverySlot: slot,
        rescheduleOrder: { order_ref: 'ORD-1' },
        sameAsBillingAddress: true,
      }),
    );
    const state = store.get(stores.rescheduleDelivery.state);
    expect(state.selectedDeliveryMethod).toBeNull();
    expect(state.rescheduleOrder).toBeNull();
    expect(state.selectedDeliverySlot).toEqual(slot);
    expect(state.sameAsBillingAddress).toBe(true);
  });

  it('discards a foreign stored value for the defaults', () => {
    const { stores, store } = setupStores(persisted(STORE_KEYS.rescheduleDelivery, ['not', 'a', 'state']));
    expect(store.get(stores.rescheduleDelivery.state)).toEqual(rescheduleDeliveryDefaults());
  });
});
