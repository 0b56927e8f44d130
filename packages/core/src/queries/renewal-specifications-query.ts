import { autoRenewalSpecifications } from '../gateway/auto-renewal/auto-renewal-specifications.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { customerQuery } from './query-definition.ts';

/**
 * A line's renewal specifications (its automatic renewal: on or off, the card, a failed charge):
 * the automatic renewal's page reads them, a change reads them again, and paying a renewal by hand
 * reads the card a failed charge was declined on. Shared, so neither flow imports the other.
 */
export const autoRenewalQuery = (gateway: GatewayClient, line: { orderRef: string; accountNumber: string }) =>
  customerQuery(gateway, ['lines', line.orderRef, 'autoRenewal'], (client) =>
    autoRenewalSpecifications(client, { accountNumber: line.accountNumber }),
  );
