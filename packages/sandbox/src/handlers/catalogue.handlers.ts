import { eligibleProductVariantsEndpoint } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { CATALOGUE, type CatalogueBenefit, type CatalogueProduct } from '../data/catalogue.ts';
import type { SandboxLanguage } from '../domain/language.ts';
import { CURRENCY } from '../domain/orders.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** A catalogue product as product-service sends it. */
export function productVariantView(product: CatalogueProduct, lang: SandboxLanguage, includeBenefits = true) {
  return {
    sku: product.sku,
    name: product.name[lang],
    description: product.description[lang],
    productType: product.planType,
    category: product.kind,
    simTypes: [...product.simTypes],
    price: { amount: product.price, currency: CURRENCY },
    validityDays: product.validityDays,
    benefits: includeBenefits ? product.benefits.map((benefit) => benefitView(benefit, lang)) : [],
    labels: product.label ? [product.label] : [],
    eligibilityCriteria: { orderTypes: product.orderTypes.map((type) => type.toUpperCase()) },
    compatibleAddonSkus: [...(product.compatibleAddonSkus ?? [])],
    imageUrl: `/images/products/${product.sku.toLowerCase()}.webp`,
  };
}

/** An allowance as the catalogue and a line's plan send it, its label in the call's language. */
export function benefitView(benefit: CatalogueBenefit, lang: SandboxLanguage) {
  return { ...benefit, label: benefit.label[lang] };
}

/**
 * Eligible variants, filtered as the gateway would: by channel and SIM type (productCategory).
 * The free plan is served to everyone; hiding it from telco users is the app's rule.
 */
export function catalogueHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    gatewayRoute(
      ctx,
      eligibleProductVariantsEndpoint,
      ({ query, lang }) => {
        const channel = (query.get('channel') ?? 'web').toLowerCase();
        const simType = query.get('productCategory');
        const includeBenefits = query.get('includeBenefits') !== 'false';
        return CATALOGUE.filter(
          (product) =>
            product.channels.includes(channel as never) &&
            (!simType || product.simTypes.includes(simType as never)),
        ).map((product) => productVariantView(product, lang, includeBenefits));
      },
      { auth: 'none' },
    ),
  ];
}
