import type { GatewayClient } from '../gateway/gateway-client.ts';
import { reversePortOutEligibility } from '../gateway/reverse-port-out/reverse-port-out-eligibility.ts';
import { customerQuery } from './query-definition.ts';

// What a line may do now, one read per line action (the line page's and the request hub's
// entries to the service flows).
// Kept apart so that a page bundles only the reads it makes and what they need.

/** Whether a line may ask for its number back (the line page's "Bring my number back"). */
export const reversePortOutEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'reversePortOut', 'eligibility'], (client) =>
    reversePortOutEligibility(client, { accountNumber: line.accountNumber }),
  );
