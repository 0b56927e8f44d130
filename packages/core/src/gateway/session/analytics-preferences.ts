import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type AnalyticsPreferences, AnalyticsPreferencesSchema } from './analytics-preferences.schema.ts';

/** GET analytics preferences; a missing flag, or a missing result, means enabled. */
export const analyticsPreferencesEndpoint = defineEndpoint({
  name: 'analyticsPreferences',
  method: 'GET',
  path: 'user-service/v4/users/analytics-preferences/WEB',
  credentials: true,
  response: v.object({ result: v.optional(v.nullable(AnalyticsPreferencesSchema, {}), {}) }),
});

export async function analyticsPreferences(client: GatewayClient): Promise<AnalyticsPreferences> {
  const answer = await client.call(analyticsPreferencesEndpoint);
  return answer.result;
}
