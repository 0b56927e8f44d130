import type { QueryClient } from '@tanstack/query-core';
import type { Channel } from '../config/constants.ts';
import { eligibleProductVariants } from '../gateway/catalogue/eligible-product-variants.ts';
import { appLocale } from '../gateway/config/app-locale.ts';
import { consentSettings } from '../gateway/config/consent-settings.ts';
import { globalConfig } from '../gateway/config/global-config.ts';
import { journeySettings } from '../gateway/config/journey-settings.ts';
import { maintenanceStatus } from '../gateway/config/maintenance-status.ts';
import { promotionConfig } from '../gateway/config/promotion-config.ts';
import type { SimType } from '../gateway/enums.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { numberCategories } from '../gateway/numbers/number-categories.ts';
import { PURCHASE_ROUTES } from '../navigation/routes.ts';
import { MAINTENANCE_STATUS_STALE_MS } from './query-client.ts';
import { referenceQuery } from './query-definition.ts';

// The reads the page load starts with (app boot, journey settings, the first screen's reads), in a
// module of their own: the first load's bundle carries these and no other screen's reads.

// --- Configuration the app boots with ---

/**
 * Whether the site is up. The answer the page load asked for serves the app-boot machine even when
 * it arrived before the machine started; a reader after that asks again (the maintenance page's
 * recheck refetches regardless).
 */
export const maintenanceStatusQuery = (gateway: GatewayClient) => ({
  ...referenceQuery(gateway, ['maintenanceStatus'], (client) => maintenanceStatus(client)),
  staleTime: MAINTENANCE_STATUS_STALE_MS,
});

export const globalConfigQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['globalConfig'], (client) => globalConfig(client));

/** The remote message keys of one language. */
export const appLocaleQuery = (gateway: GatewayClient, langCode: string) =>
  referenceQuery(gateway, ['appLocale', langCode], (client) => appLocale(client, { langCode }));

/** A journey's settings (its definition, when the gateway serves one). */
export const journeySettingsQuery = (gateway: GatewayClient, journeyId: string) =>
  referenceQuery(gateway, ['journeySettings', journeyId], (client) => journeySettings(client, { journeyId }));

// --- Reference data the purchase screens read ---

/** The plans and extras the catalogue sells for a SIM type and channel: one key for every screen. */
export const catalogueQuery = (gateway: GatewayClient, input: { simType: SimType; channel: Channel }) =>
  referenceQuery(gateway, ['eligibleProductVariants', input.simType, input.channel], (client) =>
    eligibleProductVariants(client, input),
  );

/**
 * The catalogues of several SIM types, in the order given (a pending cart does not say its SIM
 * type). Each is read through the cache under catalogueQuery's key, so plan selection's read is
 * reused and reuses this one.
 */
export const cataloguesQuery = (
  queryClient: QueryClient,
  gateway: GatewayClient,
  input: { simTypes: readonly SimType[]; channel: Channel },
) =>
  referenceQuery(gateway, ['eligibleProductVariants', 'several', input.channel, ...input.simTypes], () =>
    Promise.all(
      input.simTypes.map(async (simType) => ({
        simType,
        variants: await queryClient.fetchQuery(catalogueQuery(gateway, { simType, channel: input.channel })),
      })),
    ),
  );

/** Whether promo codes are on, and how many an order takes. */
export const promotionConfigQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['promotionConfig'], (client) => promotionConfig(client));

/** The consent documents: terms of use (and how they are accepted), privacy, marketing. */
export const consentSettingsQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['consentSettings'], (client) => consentSettings(client));

/** The new-number categories and their prices. */
export const numberCategoriesQuery = (gateway: GatewayClient) =>
  referenceQuery(gateway, ['numberCategories'], (client) => numberCategories(client));

// --- What a page load starts with ---

/** What decides a page's first reads, read from the stores by the app (first-requests.ts). */
export interface PageFirstReadsContext {
  simType: SimType;
  channel: Channel;
  /** The basket holds a new number whose category prices the order summary shows. */
  needsNumberCategories: boolean;
}

/**
 * The reads a page's screen starts with, when the address and the stores already say what they
 * are: plan selection's plans (where most visits start, and the largest thing on it), the
 * order summary's settings and number prices, which its priced basket waits for, and sign-up's
 * consent settings, without which its privacy checkbox is a placeholder that grows when they come. The app starts
 * them with the page load (first-requests.ts); the build starts a first visit's from index.html,
 * before the scripts (scripts/vite/early-gateway-reads.ts).
 */
export function pageFirstReads(gateway: GatewayClient, pathname: string, context: PageFirstReadsContext) {
  switch (pathname) {
    case PURCHASE_ROUTES.preCheckout:
      return [catalogueQuery(gateway, { simType: context.simType, channel: context.channel })];
    case PURCHASE_ROUTES.orderSummary:
      return [
        ...(context.needsNumberCategories ? [numberCategoriesQuery(gateway)] : []),
        promotionConfigQuery(gateway),
        consentSettingsQuery(gateway),
      ];
    case PURCHASE_ROUTES.signup:
      return [consentSettingsQuery(gateway)];
    default:
      return [];
  }
}
