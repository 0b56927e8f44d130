import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { reversePortOutEligibility } from './gateway/reverse-port-out-eligibility.ts';

/**
 * Whether a line may ask for its number back (the line page's "Bring my number back", and its
 * status sentence on a taken number): one read for both.
 */
export const reversePortOutEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'reversePortOut', 'eligibility'], (client) =>
    reversePortOutEligibility(client, { accountNumber: line.accountNumber }),
  );
