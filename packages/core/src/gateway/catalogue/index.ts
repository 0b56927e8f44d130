export type { EligibleProductVariantsInput } from './eligible-product-variants.ts';
export {
  ELIGIBLE_PRODUCT_VARIANTS_DEFAULTS,
  eligibleProductVariants,
  eligibleProductVariantsEndpoint,
} from './eligible-product-variants.ts';
export type { Benefit, ProductVariant } from './product-variant.schema.ts';
export { BenefitSchema, ProductVariantSchema } from './product-variant.schema.ts';
export {
  compatibleAddons,
  FREE_PLAN_LABEL,
  hasTrialLabel,
  isEligibleForPortIn,
  isFreePlan,
  isVisibleToUser,
  TRIAL_MIGRATION_PLAN_LABEL,
  TRIAL_PLAN_LABEL,
} from './product-variant-rules.ts';
