import { type Channel, eligibleProductVariants, type GatewayClient, type SimType } from '@senda/core';

/**
 * The plans and extras the catalogue sells for a SIM type and channel: one read, one key, for the
 * screens that show them and for the page's first requests (which start it for plan selection
 * before the screen has even downloaded).
 */
export function catalogueQuery(gateway: GatewayClient, input: { simType: SimType; channel: Channel }) {
  return {
    key: ['eligibleProductVariants', input.simType, input.channel] as const,
    read: () => eligibleProductVariants(gateway, input),
  };
}
