import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';

/**
 * The port-in rules in force ("active config"): Mexican portability's NIP (its length, how many
 * calendar days it lasts, the short code and word that ask for it) and how many hours a transfer
 * takes once asked. The storefront shows these rather than figures of its own.
 */
export const ActivePortInConfigSchema = v.object({
  nipLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
  nipValidityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  nipShortCode: v.pipe(v.string(), v.regex(/^\d{3,6}$/)),
  nipKeyword: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
  completionHours: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ActivePortInConfig = v.InferOutput<typeof ActivePortInConfigSchema>;

/** GET the active port-in config (Port-in), with credentials. */
export const activePortInConfigEndpoint = defineEndpoint({
  name: 'activePortInConfig',
  method: 'GET',
  path: 'portin-service/v1/config/active',
  credentials: true,
  response: resultEnvelope(ActivePortInConfigSchema),
});

export async function activePortInConfig(client: GatewayClient): Promise<ActivePortInConfig> {
  const answer = await client.call(activePortInConfigEndpoint, {});
  return answer.result;
}
