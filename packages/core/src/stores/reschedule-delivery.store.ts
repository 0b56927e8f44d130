import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { DeliveryMethodSchema } from '../gateway/delivery/delivery-methods.ts';
import { DeliverySlotSchema } from '../gateway/delivery/delivery-slot.schema.ts';
import { PickupLocationSchema } from '../gateway/delivery/pickup-location.schema.ts';
import { type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { nullableOf } from './store-schemas.ts';

/**
 * The spec's reschedule-delivery store, as much of it as the flow uses: the review's choice (a method,
 * and its slot or its store), kept as it is made so a reload keeps it. the spec's other fields (the
 * addresses, products, order, payment info, requests and results, card expiry, postpaid flag and
 * channel) are not kept: the reschedule's machine holds its order, address and fee payment, and
 * the payment child its own state (docs/choices-and-storage.md).
 */
export const RescheduleDeliveryStateSchema = v.object({
  selectedDeliveryMethod: nullableOf(DeliveryMethodSchema),
  selectedSelfPickUpAddress: nullableOf(PickupLocationSchema),
  selectedDeliverySlot: nullableOf(DeliverySlotSchema),
});
export type RescheduleDeliveryState = v.InferOutput<typeof RescheduleDeliveryStateSchema>;

export const rescheduleDeliveryDefaults = (): RescheduleDeliveryState =>
  v.parse(RescheduleDeliveryStateSchema, {});

export function createRescheduleDeliveryStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.rescheduleDelivery,
    schema: RescheduleDeliveryStateSchema,
    initial: rescheduleDeliveryDefaults,
    storage: deps.storage,
  });
  return {
    state,
    reset: atom(null, (_get, set) => {
      set(state, rescheduleDeliveryDefaults());
    }),
  };
}
export type RescheduleDeliveryStore = ReturnType<typeof createRescheduleDeliveryStore>;
