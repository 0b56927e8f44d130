import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { portInCancelEligibility, portInReinitiationEligibility } from './gateway/index.ts';

/**
 * Whether a line's transfer may be cancelled, or started again (the line page's entry to port-in
 * cancel and re-initiation), read again when the line changes.
 */
export const portInChangesQuery = (gateway: GatewayClient, orderRef: string) =>
  customerQuery(gateway, ['lines', orderRef, 'portIn', 'changes'], async (client) => {
    const [cancel, reinitiation] = await Promise.all([
      portInCancelEligibility(client, { orderReference: orderRef }),
      portInReinitiationEligibility(client, { orderReference: orderRef }),
    ]);
    return { cancel, reinitiation };
  });
