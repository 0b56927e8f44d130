import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import type { AnalyticsPreferences } from './analytics-preferences.schema.ts';

/**
 * PUT analytics preferences. The answer echoes the stored flag, and here it is required: a
 * default of "enabled" on a missing echo would hide a failed opt-out.
 */
export const updateAnalyticsPreferencesEndpoint = defineEndpoint({
  name: 'updateAnalyticsPreferences',
  method: 'PUT',
  path: 'user-service/v4/users/analytics-preferences/WEB',
  credentials: true,
  response: resultEnvelope(v.object({ enabled: v.boolean() })),
});

export const UpdateAnalyticsPreferencesBodySchema = v.object({ enabled: v.boolean() });
export type UpdateAnalyticsPreferencesBody = v.InferOutput<typeof UpdateAnalyticsPreferencesBodySchema>;

export async function updateAnalyticsPreferences(
  client: GatewayClient,
  input: { enabled: boolean },
): Promise<AnalyticsPreferences> {
  const body: UpdateAnalyticsPreferencesBody = { enabled: input.enabled };
  const answer = await client.call(updateAnalyticsPreferencesEndpoint, { json: body });
  return answer.result;
}
