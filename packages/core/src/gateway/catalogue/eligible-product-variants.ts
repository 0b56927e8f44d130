import * as v from 'valibot';
import type { Channel } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { SimType } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type ProductVariant, ProductVariantSchema } from './product-variant.schema.ts';

/** GET the plans, add-ons and bundles a customer may buy (Catalogue and numbers). */
export const eligibleProductVariantsEndpoint = defineEndpoint({
  name: 'eligibleProductVariants',
  method: 'GET',
  path: 'product-service/v2/products/eligible-variants',
  credentials: false,
  response: resultEnvelope(v.array(ProductVariantSchema)),
});

export interface EligibleProductVariantsInput {
  /** Sent as productCategory: the catalogue is per SIM type. */
  simType: SimType;
  channel?: Channel;
  customerJourney?: string;
  customerType?: string;
  evaluationType?: string;
  includeBenefits?: boolean;
}

/** The query defaults of the spec: a new customer onboarding on the web, products with their benefits. */
export const ELIGIBLE_PRODUCT_VARIANTS_DEFAULTS = Object.freeze({
  channel: 'web' satisfies Channel,
  customerJourney: 'onboarding',
  customerType: 'new',
  evaluationType: 'PRODUCT',
  includeBenefits: true,
});

export async function eligibleProductVariants(
  client: GatewayClient,
  input: EligibleProductVariantsInput,
): Promise<ProductVariant[]> {
  const d = ELIGIBLE_PRODUCT_VARIANTS_DEFAULTS;
  const answer = await client.call(eligibleProductVariantsEndpoint, {
    searchParams: {
      channel: input.channel ?? d.channel,
      customerJourney: input.customerJourney ?? d.customerJourney,
      customerType: input.customerType ?? d.customerType,
      evaluationType: input.evaluationType ?? d.evaluationType,
      includeBenefits: input.includeBenefits ?? d.includeBenefits,
      productCategory: input.simType,
    },
  });
  return answer.result;
}
