import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { terminationCancelEligibility } from './gateway/termination-cancel-eligibility.ts';
import { terminationEligibility } from './gateway/termination-eligibility.ts';

/** Whether a line may be cancelled now (the line page's "Cancel line"), read again when the line changes. */
export const terminationEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'termination', 'eligibility'], (client) =>
    terminationEligibility(client, { accountNumber: line.accountNumber }),
  );

/** Whether the line's standing cancellation may still be withdrawn, and which request it is. */
export const terminationCancelEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'termination', 'cancelEligibility'], (client) =>
    terminationCancelEligibility(client, { accountNumber: line.accountNumber }),
  );
