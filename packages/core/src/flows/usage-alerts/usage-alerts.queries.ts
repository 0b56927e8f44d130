import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { usageAlerts } from './gateway/usage-alerts.ts';

/** The customer's usage alerts (the profile's switches). */
export const usageAlertsQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['usageAlerts'], (client) => usageAlerts(client));
