import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { lineUsage } from './gateway/line-usage.ts';

/**
 * What is left on a line this period (the line page's gauge), under the line's key so that what
 * changes the line (a renewal, a plan switch) reads it again with the line's other reads.
 */
export const lineUsageQuery = (gateway: GatewayClient, line: { orderRef: string; accountNumber: string }) =>
  customerQuery(gateway, ['lines', line.orderRef, 'usage'], (client) =>
    lineUsage(client, { accountNumber: line.accountNumber }),
  );
