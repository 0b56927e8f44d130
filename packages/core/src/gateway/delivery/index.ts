export type { AddressLookup } from './address-lookup.ts';
export { AddressLookupSchema, addressLookup, addressLookupEndpoint } from './address-lookup.ts';
export type { DeliveryMethod } from './delivery-methods.ts';
export { DeliveryMethodSchema, deliveryMethods, deliveryMethodsEndpoint } from './delivery-methods.ts';
export type { DeliverySlot } from './delivery-slot.schema.ts';
export { DeliverySlotSchema } from './delivery-slot.schema.ts';
export { deliverySlots, deliverySlotsEndpoint } from './delivery-slots.ts';
export type { EsimDeliverySpecificationEntry } from './esim-delivery-specification.ts';
export {
  EsimDeliverySpecificationEntrySchema,
  esimDeliverySpecification,
  esimDeliverySpecificationEndpoint,
  isEsimDeliveryNeeded,
} from './esim-delivery-specification.ts';
export type { OpeningHours, PickupLocation } from './pickup-location.schema.ts';
export { OpeningHoursSchema, PickupLocationSchema } from './pickup-location.schema.ts';
export type { PostalAddress } from './postal-address.schema.ts';
export { PostalAddressSchema } from './postal-address.schema.ts';
export type { SelfPickupAddresses } from './self-pickup-addresses.ts';
export {
  firstPickupLocation,
  selfPickupAddresses,
  selfPickupAddressesEndpoint,
} from './self-pickup-addresses.ts';
