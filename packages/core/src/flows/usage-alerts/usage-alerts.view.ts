import type { MessageId } from '../../i18n/messages/index.ts';
import { USAGE_ALERTS, type UsageAlert, type UsageAlerts } from './gateway/usage-alerts.ts';

export interface UsageAlertSwitch {
  readonly alert: UsageAlert;
  readonly on: boolean;
  readonly labelId: MessageId;
  readonly descriptionId: MessageId;
}

const TEXTS: Readonly<Record<UsageAlert, { labelId: MessageId; descriptionId: MessageId }>> = {
  dataAt80: { labelId: 'profile.alerts.data_at_80', descriptionId: 'profile.alerts.data_at_80_description' },
  dataAt100: {
    labelId: 'profile.alerts.data_at_100',
    descriptionId: 'profile.alerts.data_at_100_description',
  },
  planEnding: {
    labelId: 'profile.alerts.plan_ending',
    descriptionId: 'profile.alerts.plan_ending_description',
  },
};

/** The profile's switches, in the order a customer meets the moments they are about. */
export function usageAlertSwitches(alerts: UsageAlerts): readonly UsageAlertSwitch[] {
  return USAGE_ALERTS.map((alert) => ({ alert, on: alerts[alert], ...TEXTS[alert] }));
}

/** The alerts with one switched: what the screen shows while the change is being saved. */
export const withUsageAlert = (alerts: UsageAlerts, alert: UsageAlert, on: boolean): UsageAlerts => ({
  ...alerts,
  [alert]: on,
});
