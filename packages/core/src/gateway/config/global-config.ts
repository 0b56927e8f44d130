import * as v from 'valibot';
import { CountryConfigSchema } from '../../i18n/country-config.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * The global config: the country's i18n settings plus feature values. The country config is
 * the i18n module's schema, which drops a bad format field on its own so the formatters fall
 * back for that field alone.
 */
export const GlobalConfigSchema = v.object({
  country_config: CountryConfigSchema,
  /** Feature values by key (e.g. guest_checkout: true). Flags from the flag service win. */
  features: v.optional(v.record(v.string(), v.union([v.boolean(), v.number(), v.string()])), {}),
  /** How long a notification stays ("from config"); DEFAULT_NOTIFICATION_DURATION_MS when absent. */
  notification_duration_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type GlobalConfig = v.InferOutput<typeof GlobalConfigSchema>;

/** GET global config, with credentials. */
export const globalConfigEndpoint = defineEndpoint({
  name: 'globalConfig',
  method: 'GET',
  path: 'config-service/v1/global_config',
  credentials: true,
  response: resultEnvelope(GlobalConfigSchema),
});

export async function globalConfig(client: GatewayClient): Promise<GlobalConfig> {
  const answer = await client.call(globalConfigEndpoint);
  return answer.result;
}
