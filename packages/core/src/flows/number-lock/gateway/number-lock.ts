import * as v from 'valibot';
import { AccountNumberSchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { stepUpHeaders } from '../../../gateway/session/step-up.ts';

/**
 * The line's number lock: while it is on, the operator refuses a port-out request for the number
 * and a SIM replacement on the line (the fraud both are used for). `changedAt` is when it was last
 * turned on or off, null when it never was.
 */
export const NumberLockSchema = v.object({
  locked: v.boolean(),
  changedAt: v.nullable(v.string()),
});
export type NumberLock = v.InferOutput<typeof NumberLockSchema>;

/** GET the line's number lock by accountNumber (ours: the spec names no call), with credentials. */
export const numberLockEndpoint = defineEndpoint({
  name: 'numberLock',
  method: 'GET',
  path: 'subscription-service/v1/line/number-lock',
  credentials: true,
  response: resultEnvelope(NumberLockSchema),
});

/**
 * PUT the line's number lock: on at once; off only with a step-up proof for NUMBER_UNLOCK on this
 * line (X-Step-Up-Token), so a stolen session cannot open the number to a port-out.
 */
export const updateNumberLockEndpoint = defineEndpoint({
  name: 'updateNumberLock',
  method: 'PUT',
  path: 'subscription-service/v1/line/number-lock',
  credentials: true,
  response: resultEnvelope(NumberLockSchema),
});

export const UpdateNumberLockBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  locked: v.boolean(),
});
export type UpdateNumberLockBody = v.InferOutput<typeof UpdateNumberLockBodySchema>;

export async function numberLock(
  client: GatewayClient,
  input: { accountNumber: string },
): Promise<NumberLock> {
  const accountNumber = v.parse(AccountNumberSchema, input.accountNumber);
  return (await client.call(numberLockEndpoint, { searchParams: { accountNumber } })).result;
}

export async function updateNumberLock(
  client: GatewayClient,
  change: UpdateNumberLockBody,
  stepUpToken?: string | null,
): Promise<NumberLock> {
  const json = v.parse(UpdateNumberLockBodySchema, change);
  return (await client.call(updateNumberLockEndpoint, { json, headers: stepUpHeaders(stepUpToken) })).result;
}
