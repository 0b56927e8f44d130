import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type Icon, IconSchema } from './icon.schema.ts';

export const simTypeIconsEndpoint = defineEndpoint({
  name: 'simTypeIcons',
  method: 'GET',
  path: 'config-service/v1/icons/sim-types',
  credentials: false,
  response: resultEnvelope(v.array(IconSchema)),
});

export async function simTypeIcons(client: GatewayClient): Promise<Icon[]> {
  const answer = await client.call(simTypeIconsEndpoint);
  return answer.result;
}
