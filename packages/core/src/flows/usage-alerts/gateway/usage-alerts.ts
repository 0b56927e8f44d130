import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';

/**
 * The alerts a customer receives by e-mail about their lines: at 80 % and at 100 % of the plan's
 * data, and 3 days before a plan ends that will not renew on its own. Each is on until the customer
 * turns it off; an answer without one reads it as on, so an older gateway stays quiet only by choice.
 */
export const UsageAlertsSchema = v.object({
  dataAt80: v.optional(v.boolean(), true),
  dataAt100: v.optional(v.boolean(), true),
  planEnding: v.optional(v.boolean(), true),
});
export type UsageAlerts = v.InferOutput<typeof UsageAlertsSchema>;
export type UsageAlert = keyof UsageAlerts;
export const USAGE_ALERTS = ['dataAt80', 'dataAt100', 'planEnding'] as const satisfies readonly UsageAlert[];

/** GET the customer's usage alerts (ours: the spec names no call), with credentials. */
export const usageAlertsEndpoint = defineEndpoint({
  name: 'usageAlerts',
  method: 'GET',
  path: 'user-service/v1/users/usage-alerts',
  credentials: true,
  response: resultEnvelope(UsageAlertsSchema),
});

/** PUT one or more of the customer's usage alerts; the answer is all of them as now stored. */
export const updateUsageAlertsEndpoint = defineEndpoint({
  name: 'updateUsageAlerts',
  method: 'PUT',
  path: 'user-service/v1/users/usage-alerts',
  credentials: true,
  response: resultEnvelope(UsageAlertsSchema),
});

export const UpdateUsageAlertsBodySchema = v.partial(
  v.strictObject({ dataAt80: v.boolean(), dataAt100: v.boolean(), planEnding: v.boolean() }),
);
export type UpdateUsageAlertsBody = v.InferOutput<typeof UpdateUsageAlertsBodySchema>;

export async function usageAlerts(client: GatewayClient): Promise<UsageAlerts> {
  return (await client.call(usageAlertsEndpoint, {})).result;
}

export async function updateUsageAlerts(
  client: GatewayClient,
  change: UpdateUsageAlertsBody,
): Promise<UsageAlerts> {
  const body = v.parse(UpdateUsageAlertsBodySchema, change);
  return (await client.call(updateUsageAlertsEndpoint, { json: body })).result;
}
