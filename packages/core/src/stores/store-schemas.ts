import * as v from 'valibot';
import { safeRelativePath } from '../navigation/safe-redirect.ts';

/**
 * Building blocks of the persisted shapes. Every field of a store is wrapped in `withDefault`, so
 * one field of an older or tampered shape falls back to its default instead of costing the user
 * everything else they entered (design card: "never loses what the user already entered").
 */
export function withDefault<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: () => v.InferOutput<TSchema>,
): v.SchemaWithFallback<TSchema, () => v.InferOutput<TSchema>> {
  return v.fallback(schema, value as v.Fallback<TSchema>) as v.SchemaWithFallback<
    TSchema,
    () => v.InferOutput<TSchema>
  >;
}

export const text = (initial = '') => withDefault(v.string(), () => initial);
export const flag = (initial: boolean) => withDefault(v.boolean(), () => initial);
export const nullableText = () => withDefault(v.nullable(v.string()), () => null);
export const finiteNumber = (initial: number) => withDefault(v.pipe(v.number(), v.finite()), () => initial);

/**
 * A gateway answer kept in its gateway schema's shape: a stored value of another shape (an older
 * build's, a hand-edited one) falls back to null for this field alone.
 */
export const nullableOf = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  withDefault(v.nullable(schema), () => null);
/** A list of gateway answers, each in its gateway schema's shape, or empty. */
export const listOf = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  withDefault(v.array(schema), () => []);

/**
 * A gateway answer kept as it came, for the fields whose gateway call core does not have yet
 * (win-back offers, auto-renewal): the store only guarantees it is still an object.
 */
// Not v.record: it takes an array too, and copies its indexes as keys.
export const GatewayObjectSchema = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);
export type GatewayObject = v.InferOutput<typeof GatewayObjectSchema>;
export const nullableObject = () => withDefault(v.nullable(GatewayObjectSchema), () => null);
export const objectList = () => withDefault(v.array(GatewayObjectSchema), () => []);

/** A same-origin relative path (navigation's check), so a stored value cannot become an open redirect. */
export const InternalPathSchema = v.pipe(
  v.string(),
  v.transform((path) => safeRelativePath(path) ?? ''),
  v.nonEmpty(),
);
export const nullableInternalPath = () => withDefault(v.nullable(InternalPathSchema), () => null);

/** Shipping and billing addresses are identical. */
export const ADDRESS_FIELDS = [
  'postalCode',
  'country',
  'state',
  'province',
  'district',
  'city',
  'area',
  'street',
  'buildingName',
  'blockNumber',
  'floor',
  'unit',
  'landmark',
  'addressLine1',
  'addressLine2',
  'cityInProvince',
] as const;
export const AddressSchema = v.object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text()])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    ReturnType<typeof text>
  >,
);
export type Address = v.InferOutput<typeof AddressSchema>;
export const emptyAddress = (): Address => v.parse(AddressSchema, {});

/**
 * Profile fields, in the spec's order, then Mexico's CURP (the 2026 line registry; the
 * spec's CNIC fields are another country's identity card and stay empty here).
 */
export const PERSONAL_DETAILS_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'fullName',
  'dob',
  'contactNumber',
  'email',
  'CNICNumber',
  'CNICExpiryDate',
  'nationality',
  'curp',
] as const;
export const PersonalDetailsSchema = v.object(
  Object.fromEntries(PERSONAL_DETAILS_FIELDS.map((field) => [field, text()])) as Record<
    (typeof PERSONAL_DETAILS_FIELDS)[number],
    ReturnType<typeof text>
  >,
);
export type PersonalDetails = v.InferOutput<typeof PersonalDetailsSchema>;
export const emptyPersonalDetails = (): PersonalDetails => v.parse(PersonalDetailsSchema, {});

/**
 * A catalogue product as the stores keep it: the sku the rules compare, the labels they read, and
 * the rest of the gateway's product untouched.
 */
export const ProductSchema = v.looseObject({
  sku: v.pipe(v.string(), v.nonEmpty()),
  labels: v.optional(v.array(v.string())),
  product_label: v.optional(v.string()),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** The catalogue carries labels as a list; a manage-order entry carries one `product_label`. Both count. */
export function productLabels(product: Pick<Product, 'labels' | 'product_label'>): string[] {
  const labels = Array.isArray(product.labels) ? product.labels : [];
  return typeof product.product_label === 'string' ? [...labels, product.product_label] : labels;
}
