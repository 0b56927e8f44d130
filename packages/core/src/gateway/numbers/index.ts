export { esimBrands, esimBrandsEndpoint } from './esim-brands.ts';
export type { EsimDevice } from './esim-devices.ts';
export { EsimDeviceSchema, esimDevices, esimDevicesEndpoint } from './esim-devices.ts';
export type { GoldenNumberCategory } from './golden-number-categories.ts';
export {
  GoldenNumberCategorySchema,
  goldenNumberCategories,
  goldenNumberCategoriesEndpoint,
} from './golden-number-categories.ts';
export type { NumberLock } from './lock-number.ts';
export { lockNumber, lockNumberEndpoint } from './lock-number.ts';
export type { NumberAvailability } from './number-availability.ts';
export { numberAvailability, numberAvailabilityEndpoint } from './number-availability.ts';
export type { NumberCategoryOffer } from './number-categories.ts';
export {
  NumberCategoryOfferSchema,
  numberCategories,
  numberCategoriesEndpoint,
} from './number-categories.ts';
export type { NumberOfLinesSpecification } from './number-of-lines-specification.ts';
export {
  numberOfLinesSpecification,
  numberOfLinesSpecificationEndpoint,
} from './number-of-lines-specification.ts';
export { PhoneNumberSchema } from './phone-number.schema.ts';
export type { AvailableNumber, SearchNumbersInput } from './search-numbers.ts';
export { AvailableNumberSchema, searchNumbers, searchNumbersEndpoint } from './search-numbers.ts';
