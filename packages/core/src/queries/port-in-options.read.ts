import type { GatewayClient } from '../gateway/gateway-client.ts';
import { donorTelcos } from '../gateway/port-in/donor-telcos.ts';
import { portInConfig } from '../gateway/port-in/port-in-config.ts';

/**
 * What the transfer form offers: the donor operators, and the port-in config, which only sets
 * the number's length (without it the spec's maximum of 12 still applies, so its failure is not one).
 */
export async function portInOptions(gateway: GatewayClient) {
  const [donors, config] = await Promise.all([donorTelcos(gateway), portInConfig(gateway).catch(() => null)]);
  return { donors, config };
}
