export {
  type UpdateUsageAlertsBody,
  UpdateUsageAlertsBodySchema,
  USAGE_ALERTS,
  type UsageAlert,
  type UsageAlerts,
  UsageAlertsSchema,
  updateUsageAlerts,
  updateUsageAlertsEndpoint,
  usageAlerts,
  usageAlertsEndpoint,
} from './gateway/usage-alerts.ts';
export type { UsageAlertsMessageId } from './messages.ts';
export { usageAlertsQuery } from './usage-alerts.queries.ts';
export { saveUsageAlert } from './usage-alerts.services.ts';
export { type UsageAlertSwitch, usageAlertSwitches, withUsageAlert } from './usage-alerts.view.ts';
