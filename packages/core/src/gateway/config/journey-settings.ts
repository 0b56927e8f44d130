import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * GET journey settings by journey id: the content of one journeys/*.json file (an onboarding
 * part plus other settings). Here it is only required to be an object; the journey engine
 * checks the steps with its own schema, so the two cannot disagree about what a journey is.
 */
export const journeySettingsEndpoint = defineEndpoint({
  name: 'journeySettings',
  method: 'GET',
  path: 'config-service/v1/journey-settings/{journeyId}',
  credentials: false,
  response: resultEnvelope(
    // Not v.record: it takes an array too, and copies its indexes as keys.
    v.custom<Record<string, unknown>>(
      (content) => typeof content === 'object' && content !== null && !Array.isArray(content),
      'journey settings must be a JSON object',
    ),
  ),
});
export type JourneySettingsContent = v.InferOutput<typeof journeySettingsEndpoint.response>['result'];

export async function journeySettings(
  client: GatewayClient,
  input: { journeyId: string },
): Promise<JourneySettingsContent> {
  const answer = await client.call(journeySettingsEndpoint, { params: { journeyId: input.journeyId } });
  return answer.result;
}
