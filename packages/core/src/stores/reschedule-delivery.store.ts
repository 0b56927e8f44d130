import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { DeliveryMethodSchema } from '../gateway/delivery/delivery-methods.ts';
import { DeliverySlotSchema } from '../gateway/delivery/delivery-slot.schema.ts';
import { PickupLocationSchema } from '../gateway/delivery/pickup-location.schema.ts';
import { OrderSchema } from '../gateway/orders/order.schema.ts';
import { ChannelSchema, type ResetOptions } from './auth.store.ts';
import { ScrubbedObjectSchema, scrubCardSecrets } from './card-secrets.ts';
import { setBillingAddress, setSameAsBilling } from './onboarding.store.ts';
import { PaymentRequestSchema } from './payment.store.ts';
import { type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
import {
  type Address,
  AddressSchema,
  emptyAddress,
  flag,
  nullableOf,
  ProductSchema,
  withDefault,
} from './store-schemas.ts';

export const RescheduleDeliveryStateSchema = v.object({
  deliveryAddressDetails: withDefault(AddressSchema, emptyAddress),
  billingAddressDetails: withDefault(AddressSchema, emptyAddress),
  selectedDeliveryMethod: nullableOf(DeliveryMethodSchema),
  selectedSelfPickUpAddress: nullableOf(PickupLocationSchema),
  selectedDeliverySlot: nullableOf(DeliverySlotSchema),
  selectedPrimaryProducts: withDefault(v.array(ProductSchema), () => []),
  rescheduleOrder: nullableOf(OrderSchema),
  paymentInfo: withDefault(v.nullable(ScrubbedObjectSchema), () => null),
  paymentRequests: withDefault(v.record(v.string(), PaymentRequestSchema), () => ({})),
  /** Payment id to status, as the gateway reports it. */
  processingPayments: withDefault(v.record(v.string(), v.string()), () => ({})),
  isCardExpired: flag(false),
  paymentResult: withDefault(v.nullable(ScrubbedObjectSchema), () => null),
  sameAsBillingAddress: flag(false),
  isPostPaid: flag(false),
  channel: withDefault(ChannelSchema, () => 'web' as const),
});
export type RescheduleDeliveryState = v.InferOutput<typeof RescheduleDeliveryStateSchema>;

export const rescheduleDeliveryDefaults = (): RescheduleDeliveryState =>
  v.parse(RescheduleDeliveryStateSchema, {});

export function resetRescheduleDelivery(
  state: RescheduleDeliveryState,
  { keepChannel = true }: ResetOptions = {},
): RescheduleDeliveryState {
  return { ...rescheduleDeliveryDefaults(), ...(keepChannel ? { channel: state.channel } : {}) };
}

export function createRescheduleDeliveryStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.rescheduleDelivery,
    schema: RescheduleDeliveryStateSchema,
    initial: rescheduleDeliveryDefaults,
    storage: deps.storage,
    serialize: scrubCardSecrets,
  });
  return {
    state,
    setSameAsBilling: atom(null, (_get, set, same: boolean) => {
      set(state, (previous) => setSameAsBilling(previous, same));
    }),
    setBillingAddress: atom(null, (_get, set, address: Address) => {
      set(state, (previous) => setBillingAddress(previous, address));
    }),
    reset: atom(null, (_get, set, options?: ResetOptions) => {
      set(state, (previous) => resetRescheduleDelivery(previous, options));
    }),
  };
}
export type RescheduleDeliveryStore = ReturnType<typeof createRescheduleDeliveryStore>;
