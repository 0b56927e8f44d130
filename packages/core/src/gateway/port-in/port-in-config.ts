import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

const Length = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * Port-in settings. In Mexico the customer gets a 4-digit NIP de portabilidad by texting 051
 * from the line to transfer; the lengths come from here so the form follows the regulator.
 */
export const PortInConfigSchema = v.object({
  enabled: v.boolean(),
  numberLength: Length,
  nipLength: Length,
  /**
   * Whether the eligibility check sends a one-time code by SMS to the number. A Mexican operator
   * sends none: the NIP is texted by 051 to the line itself, so it already proves the line.
   * Absent: true (the safer reading for an operator that does not say).
   */
  otpRequired: v.optional(v.boolean(), true),
});
export type PortInConfig = v.InferOutput<typeof PortInConfigSchema>;

export const portInConfigEndpoint = defineEndpoint({
  name: 'portInConfig',
  method: 'GET',
  path: 'portin-service/v1/config',
  credentials: false,
  response: resultEnvelope(PortInConfigSchema),
});

export async function portInConfig(client: GatewayClient): Promise<PortInConfig> {
  const answer = await client.call(portInConfigEndpoint);
  return answer.result;
}
