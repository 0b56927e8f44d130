import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { simReplacementEligibility } from './gateway/sim-replacement-eligibility.ts';

/** Whether the line may have a new SIM, and why not (the line page's "Replace SIM"). */
export const simReplacementEligibilityQuery = (
  gateway: GatewayClient,
  line: { orderRef: string; accountNumber: string },
) =>
  customerQuery(gateway, ['lines', line.orderRef, 'simReplacement', 'eligibility'], (client) =>
    simReplacementEligibility(client, { accountNumber: line.accountNumber }),
  );
