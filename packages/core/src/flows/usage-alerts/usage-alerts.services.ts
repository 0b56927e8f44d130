import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { type UsageAlert, type UsageAlerts, updateUsageAlerts } from './gateway/usage-alerts.ts';
import { usageAlertsQuery } from './usage-alerts.queries.ts';
import { withUsageAlert } from './usage-alerts.view.ts';

/** What the save needs of a QueryClient: the switches as shown, before and after the call. */
interface UsageAlertsCache {
  getQueryData(key: readonly unknown[]): unknown;
  setQueryData(key: readonly unknown[], data: UsageAlerts): unknown;
}

/**
 * Switches one alert. The switch moves at once (the cache holds the new value while the call runs);
 * the gateway's answer then replaces it, or, if the save fails, the switch goes back to what was
 * saved and the error reaches the page to say so.
 */
export async function saveUsageAlert(
  deps: { gateway: GatewayClient; queryClient: UsageAlertsCache },
  alert: UsageAlert,
  on: boolean,
): Promise<UsageAlerts> {
  const { queryKey } = usageAlertsQuery(deps.gateway);
  const saved = deps.queryClient.getQueryData(queryKey) as UsageAlerts | undefined;
  if (saved) deps.queryClient.setQueryData(queryKey, withUsageAlert(saved, alert, on));
  try {
    const answer = await updateUsageAlerts(deps.gateway, { [alert]: on });
    deps.queryClient.setQueryData(queryKey, answer);
    return answer;
  } catch (error) {
    if (saved) deps.queryClient.setQueryData(queryKey, saved);
    throw error;
  }
}
