import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { numberLock } from './gateway/number-lock.ts';

/**
 * The line's number lock (the line page's switch), under the line's key so that what changes the
 * line reads it again with the line's other reads.
 */
export const numberLockQuery = (gateway: GatewayClient, line: { orderRef: string; accountNumber: string }) =>
  customerQuery(gateway, ['lines', line.orderRef, 'numberLock'], (client) =>
    numberLock(client, { accountNumber: line.accountNumber }),
  );
