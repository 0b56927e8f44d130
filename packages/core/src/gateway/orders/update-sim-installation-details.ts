import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import {
  type SimInstallationDetails,
  SimInstallationDetailsSchema,
} from './sim-installation-details.schema.ts';

/**
 * POST sim-installation-details by orderId, with credentials: the app reports that the eSIM
 * profile was installed on the phone. A physical SIM is installed by activating it (activateSim).
 */
export const updateSimInstallationDetailsEndpoint = defineEndpoint({
  name: 'updateSimInstallationDetails',
  method: 'POST',
  path: 'order-service/v1/orders/{orderId}/sim-installation-details',
  credentials: true,
  response: resultEnvelope(SimInstallationDetailsSchema),
});

export const UpdateSimInstallationDetailsBodySchema = v.strictObject({
  installationStatus: v.literal('INSTALLED'),
  /** How it was installed: the one-click link / QR code, or the codes typed by hand. */
  method: v.optional(v.picklist(['ONE_CLICK', 'QR_CODE', 'MANUAL'])),
});
export type UpdateSimInstallationDetailsBody = v.InferOutput<typeof UpdateSimInstallationDetailsBodySchema>;

export async function updateSimInstallationDetails(
  client: GatewayClient,
  input: { orderId: string } & UpdateSimInstallationDetailsBody,
): Promise<SimInstallationDetails> {
  const { orderId, ...body } = input;
  const json = v.parse(UpdateSimInstallationDetailsBodySchema, body);
  const answer = await client.call(updateSimInstallationDetailsEndpoint, { params: { orderId }, json });
  return answer.result;
}
