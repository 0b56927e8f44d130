import * as v from 'valibot';
import { CurpSchema } from '../../validation/curp.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * Whether one more line may be registered to a CURP (Padrón de Telefonía Móvil: at most
 * `maxLines` per CURP). The answer says yes or no and the limit, never how many lines the CURP
 * has or whose they are: anyone signed in may ask about a CURP they type.
 */
export const CurpLineEligibilitySchema = v.object({
  eligible: v.boolean(),
  maxLines: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type CurpLineEligibility = v.InferOutput<typeof CurpLineEligibilitySchema>;

/**
 * POST, with credentials: a CURP is personal data, so it travels in the body, not in a URL that
 * proxies and logs keep. The purchase asks on personal details, before payment; the order's
 * creation refuses an 11th line anyway (CURP_LINE_LIMIT).
 */
export const curpLineEligibilityEndpoint = defineEndpoint({
  name: 'curpLineEligibility',
  method: 'POST',
  path: 'subscription-service/v1/line-registry/eligibility',
  credentials: true,
  response: resultEnvelope(CurpLineEligibilitySchema),
});

export const CurpLineEligibilityBodySchema = v.strictObject({ curp: CurpSchema });
export type CurpLineEligibilityBody = v.InferInput<typeof CurpLineEligibilityBodySchema>;

export async function curpLineEligibility(
  client: GatewayClient,
  input: CurpLineEligibilityBody,
): Promise<CurpLineEligibility> {
  const json = v.parse(CurpLineEligibilityBodySchema, input);
  const answer = await client.call(curpLineEligibilityEndpoint, { json });
  return answer.result;
}
