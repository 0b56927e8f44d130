import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { type Icon, IconSchema } from './icon.schema.ts';

export const numberTypeIconsEndpoint = defineEndpoint({
  name: 'numberTypeIcons',
  method: 'GET',
  path: 'config-service/v1/icons/number-types',
  credentials: false,
  response: resultEnvelope(v.array(IconSchema)),
});

export async function numberTypeIcons(client: GatewayClient): Promise<Icon[]> {
  const answer = await client.call(numberTypeIconsEndpoint);
  return answer.result;
}
