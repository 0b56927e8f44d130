import { describe, expect, it } from 'vitest';
import { rescheduleDeliveryDefaults } from './reschedule-delivery.store.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { persisted, setupStores } from './test-stores.ts';

const slot = { slotId: 'SLOT-1', date: '2026-01-17', startTime: '09:00', endTime: '13:00', available: true };

describe('reschedule-delivery store', () => {
  it('starts with no choice and resets to none', () => {
    const { stores, store } = setupStores();
    expect(store.get(stores.rescheduleDelivery.state)).toEqual(rescheduleDeliveryDefaults());
    store.set(stores.rescheduleDelivery.state, (s) => ({ ...s, selectedDeliverySlot: slot }));
    store.set(stores.rescheduleDelivery.reset);
    expect(store.get(stores.rescheduleDelivery.state)).toEqual(rescheduleDeliveryDefaults());
  });

  it('keeps only the review’s choice: fields §3 lists that nothing uses are not stored', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.rescheduleDelivery, {
        selectedDeliverySlot: slot,
        paymentInfo: { method: 'card' },
        billingAddressDetails: { street: 'Reforma 1' },
        channel: 'retail',
      }),
    );
    expect(store.get(stores.rescheduleDelivery.state)).toEqual({
      selectedDeliveryMethod: null,
      selectedSelfPickUpAddress: null,
      selectedDeliverySlot: slot,
    });
  });

  it('drops a stored delivery choice of the wrong shape and keeps the rest', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.rescheduleDelivery, {
        selectedDeliveryMethod: { type: 'DOORSTEP_DELIVERY' },
        selectedDeliverySlot: slot,
      }),
    );
    const state = store.get(stores.rescheduleDelivery.state);
    expect(state.selectedDeliveryMethod).toBeNull();
    expect(state.selectedDeliverySlot).toEqual(slot);
  });

  it('discards a foreign stored value for the defaults', () => {
    const { stores, store } = setupStores(persisted(STORE_KEYS.rescheduleDelivery, ['not', 'a', 'state']));
    expect(store.get(stores.rescheduleDelivery.state)).toEqual(rescheduleDeliveryDefaults());
  });
});
