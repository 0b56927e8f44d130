import * as v from 'valibot';
import { IccidSchema } from '../../validation/iccid.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { LineSchema } from '../lines/line.schema.ts';

/**
 * POST SIM activate, with credentials: the customer types the ICCID printed on the physical SIM
 * that reached them; the gateway checks it is that line's SIM and answers the line, now Active.
 */
export const activateSimEndpoint = defineEndpoint({
  name: 'activateSim',
  method: 'POST',
  path: 'order-service/v1/orders/{orderRef}/sim/activate',
  credentials: true,
  response: resultEnvelope(LineSchema),
});

export const ActivateSimBodySchema = v.strictObject({ iccid: IccidSchema });
export type ActivateSimBody = v.InferOutput<typeof ActivateSimBodySchema>;

/** A mistyped ICCID is refused here (v.ValiError) before it costs a round trip. */
export async function activateSim(client: GatewayClient, input: { orderRef: string; iccid: string }) {
  const json: ActivateSimBody = v.parse(ActivateSimBodySchema, { iccid: input.iccid });
  const answer = await client.call(activateSimEndpoint, { params: { orderRef: input.orderRef }, json });
  return answer.result;
}
