import {
  type Channel,
  consentSettings,
  eligibleProductVariants,
  type GatewayClient,
  numberCategories,
  promotionConfig,
  type SimType,
} from '@senda/core';

/**
 * Gateway reads several screens make, each as one key and one read, for useGatewayQuery. The
 * page's first requests (first-requests.ts) start some of them with the page, before the screen
 * has downloaded; the screen then takes the answer under the same key.
 */
export interface GatewayQueryDefinition<T> {
  key: readonly unknown[];
  read: () => Promise<T>;
}

/** The plans and extras the catalogue sells for a SIM type and channel. */
export function catalogueQuery(gateway: GatewayClient, input: { simType: SimType; channel: Channel }) {
  return {
    key: ['eligibleProductVariants', input.simType, input.channel],
    read: () => eligibleProductVariants(gateway, input),
  } satisfies GatewayQueryDefinition<unknown>;
}

/** Whether promo codes are on, and how many an order takes. */
export const promotionConfigQuery = (gateway: GatewayClient) =>
  ({
    key: ['promotionConfig'],
    read: () => promotionConfig(gateway),
  }) satisfies GatewayQueryDefinition<unknown>;

/** The consent documents: terms of use (and how they are accepted), privacy, marketing. */
export const consentSettingsQuery = (gateway: GatewayClient) =>
  ({
    key: ['consentSettings'],
    read: () => consentSettings(gateway),
  }) satisfies GatewayQueryDefinition<unknown>;

/** The new-number categories and their prices. */
export const numberCategoriesQuery = (gateway: GatewayClient) =>
  ({
    key: ['numberCategories'],
    read: () => numberCategories(gateway),
  }) satisfies GatewayQueryDefinition<unknown>;
