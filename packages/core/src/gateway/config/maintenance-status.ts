import * as v from 'valibot';
import { IsoTimestampSchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** GET maintenance status; `enabled` sends every page to /maintenance. */
export const maintenanceStatusEndpoint = defineEndpoint({
  name: 'maintenanceStatus',
  method: 'GET',
  path: 'config-service/v1/maintenance',
  credentials: false,
  response: resultEnvelope(
    v.object({
      enabled: v.boolean(),
      /** When the window is planned to end, if known. */
      endsAt: v.optional(IsoTimestampSchema),
    }),
  ),
});
export type MaintenanceInfo = v.InferOutput<typeof maintenanceStatusEndpoint.response>['result'];

export async function maintenanceStatus(client: GatewayClient): Promise<MaintenanceInfo> {
  const answer = await client.call(maintenanceStatusEndpoint);
  return answer.result;
}
