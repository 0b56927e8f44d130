import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { type TerminationReason, TerminationReasonSchema } from './termination.schema.ts';

/** GET termination reasons, in the call's language, with credentials. */
export const terminationReasonsEndpoint = defineEndpoint({
  name: 'terminationReasons',
  method: 'GET',
  path: 'subscription-service/v1/termination/reasons',
  credentials: true,
  response: resultEnvelope(v.object({ reasons: v.array(TerminationReasonSchema) })),
});

export async function terminationReasons(client: GatewayClient): Promise<TerminationReason[]> {
  const answer = await client.call(terminationReasonsEndpoint, {});
  return answer.result.reasons;
}
