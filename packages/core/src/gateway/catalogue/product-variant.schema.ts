import * as v from 'valibot';
import { MoneySchema } from '../common.schema.ts';
import { PlanTypeSchema, ProductCategorySchema, SimTypeSchema } from '../enums.ts';

/**
 * One allowance of a plan, add-on or bundle: 10 GB of data, 1,000 minutes, 500 SMS, or
 * unlimited social networks. `type` stays free (DATA, MINUTES, SMS, SOCIAL, ROAMING_US_CA, ...):
 * the app only lists benefits, and a new kind must not empty the catalogue.
 */
export const BenefitSchema = v.object({
  type: v.pipe(v.string(), v.minLength(1)),
  /** Amount in `unit`; absent when `unlimited`. */
  value: v.optional(v.pipe(v.number(), v.minValue(0))),
  unit: v.optional(v.string(), ''),
  unlimited: v.optional(v.boolean(), false),
  /** Display text as the catalogue writes it, e.g. "10 GB", "Minutos ilimitados". */
  label: v.string(),
});
export type Benefit = v.InferOutput<typeof BenefitSchema>;

/**
 * A product variant from the catalogue (a plan, an add-on or a bundle). Prices are MXN with IVA
 * included. `productType`, `category` and `simTypes` are strict because the app filters and
 * branches on them; labels and order types are free strings the rules read case by case.
 */
export const ProductVariantSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string(), ''),
  productType: PlanTypeSchema,
  category: ProductCategorySchema,
  simTypes: v.pipe(v.array(SimTypeSchema), v.minLength(1)),
  price: MoneySchema,
  /** The price before a promotion, shown struck through. */
  originalPrice: v.optional(MoneySchema),
  /** How long the plan or add-on lasts once activated (prepaid recharges: 7, 15, 30 days). */
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  benefits: v.optional(v.array(BenefitSchema), []),
  /** e.g. trial_plan, trial_migration_plan, free_plan. */
  labels: v.optional(v.array(v.string()), []),
  eligibilityCriteria: v.optional(
    v.object({
      /** Order types the variant may be bought with, e.g. NEW, PORTIN (compared case-insensitively). */
      orderTypes: v.optional(v.array(v.string()), []),
    }),
    { orderTypes: [] },
  ),
  /** For plans: the add-on and bundle skus that can be bought with it. */
  compatibleAddonSkus: v.optional(v.array(v.string()), []),
  imageUrl: v.optional(v.string()),
});
export type ProductVariant = v.InferOutput<typeof ProductVariantSchema>;
