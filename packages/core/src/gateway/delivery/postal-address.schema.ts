import * as v from 'valibot';

const Field = v.optional(v.string(), '');

/**
 * An address with the spec's fields (shipping and billing are identical). Only the postal code and
 * the country are required; every other field reads as '' when absent, so the output binds to
 * the address forms as it is. In Mexico: `area` is the colonia, `city` the municipio or
 * alcaldía, `street` the calle and `addressLine1` calle and número.
 */
export const PostalAddressSchema = v.object({
  postalCode: v.pipe(v.string(), v.minLength(1)),
  country: v.pipe(v.string(), v.minLength(1)),
  state: Field,
  province: Field,
  district: Field,
  city: Field,
  area: Field,
  street: Field,
  buildingName: Field,
  blockNumber: Field,
  floor: Field,
  unit: Field,
  landmark: Field,
  addressLine1: Field,
  addressLine2: Field,
  cityInProvince: Field,
});
export type PostalAddress = v.InferOutput<typeof PostalAddressSchema>;
