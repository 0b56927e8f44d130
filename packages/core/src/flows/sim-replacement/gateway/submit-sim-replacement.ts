import * as v from 'valibot';
import { MoneySchema } from '../../../gateway/common.schema.ts';
import { PostalAddressSchema } from '../../../gateway/delivery/postal-address.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import { ServiceRequestStatusSchema, SimTypeSchema } from '../../../gateway/enums.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { IdempotencyKeySchema } from '../../../gateway/payments/payment-request.ts';
import { stepUpHeaders } from '../../../gateway/session/step-up.ts';
import {
  AccountNumberSchema,
  SimReplacementReasonSchema,
  SimReplacementRequestIdSchema,
} from './sim-replacement.schema.ts';

/**
 * The replacement as the gateway made it: the request, whether the old SIM is blocked now (a lost
 * or stolen one is, from this answer on), and the order that pays the fee.
 */
export const SubmittedSimReplacementSchema = v.object({
  requestId: SimReplacementRequestIdSchema,
  status: ServiceRequestStatusSchema,
  simType: SimTypeSchema,
  oldSimBlocked: v.boolean(),
  payment: v.optional(
    v.object({
      orderRef: v.pipe(v.string(), v.minLength(1)),
      amount: MoneySchema,
    }),
  ),
});
export type SubmittedSimReplacement = v.InferOutput<typeof SubmittedSimReplacementSchema>;

/** Where the new physical SIM goes: a doorstep window at an address, or a store. */
export const SimReplacementDeliverySchema = v.variant('method', [
  v.strictObject({
    method: v.literal('DOORSTEP_DELIVERY'),
    slotId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    address: PostalAddressSchema,
  }),
  v.strictObject({
    method: v.literal('SELF_PICKUP'),
    pickupLocationId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  }),
]);
export type SimReplacementDelivery = v.InferOutput<typeof SimReplacementDeliverySchema>;

/**
 * What is sent. The identity check's uploads went up as they were picked (manual KYC, multipart,
 * the spec's keys): the request names them by kycId.
 */
export const SubmitSimReplacementBodySchema = v.strictObject({
  accountNumber: AccountNumberSchema,
  reason: SimReplacementReasonSchema,
  simType: SimTypeSchema,
  kycIds: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.minLength(1)),
  delivery: v.nullable(SimReplacementDeliverySchema),
  idempotencyKey: IdempotencyKeySchema,
});
export type SubmitSimReplacementBody = v.InferOutput<typeof SubmitSimReplacementBodySchema>;

/** Form-data keys of the multipart submit. */
export const SIM_REPLACEMENT_FORM_KEYS = Object.freeze({
  accountNumber: 'accountNumber',
  reason: 'reason',
  simType: 'simType',
  kycId: 'kycId',
  delivery: 'delivery',
  idempotencyKey: 'idempotencyKey',
});

/** The multipart body ("multipart submit"); exported so the sandbox and tests read it the same way. */
export function simReplacementFormData(input: SubmitSimReplacementBody): FormData {
  const body = new FormData();
  body.set(SIM_REPLACEMENT_FORM_KEYS.accountNumber, input.accountNumber);
  body.set(SIM_REPLACEMENT_FORM_KEYS.reason, input.reason);
  body.set(SIM_REPLACEMENT_FORM_KEYS.simType, input.simType);
  for (const kycId of input.kycIds) body.append(SIM_REPLACEMENT_FORM_KEYS.kycId, kycId);
  if (input.delivery) body.set(SIM_REPLACEMENT_FORM_KEYS.delivery, JSON.stringify(input.delivery));
  body.set(SIM_REPLACEMENT_FORM_KEYS.idempotencyKey, input.idempotencyKey);
  return body;
}

/** The multipart body read back into the submit's fields (the sandbox's side), checked. */
export function readSimReplacementFormData(form: FormData): SubmitSimReplacementBody {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  const delivery = text(SIM_REPLACEMENT_FORM_KEYS.delivery);
  let parsedDelivery: unknown = null;
  if (delivery !== undefined) {
    try {
      parsedDelivery = JSON.parse(delivery);
    } catch {
      parsedDelivery = delivery;
    }
  }
  return v.parse(SubmitSimReplacementBodySchema, {
    accountNumber: text(SIM_REPLACEMENT_FORM_KEYS.accountNumber),
    reason: text(SIM_REPLACEMENT_FORM_KEYS.reason),
    simType: text(SIM_REPLACEMENT_FORM_KEYS.simType),
    kycIds: form.getAll(SIM_REPLACEMENT_FORM_KEYS.kycId).filter((value) => typeof value === 'string'),
    delivery: parsedDelivery,
    idempotencyKey: text(SIM_REPLACEMENT_FORM_KEYS.idempotencyKey),
  });
}

/**
 * POST a SIM replacement as multipart, with credentials. `idempotencyKey` is the customer's
 * one attempt: sent again it answers the same request and order, so a replacement is made and
 * charged once. It changes the account: it carries the step-up proof for
 * SIM_REPLACEMENT on this line (X-Step-Up-Token), which it spends; without one, 422120.
 */
export const submitSimReplacementEndpoint = defineEndpoint({
  name: 'submitSimReplacement',
  method: 'POST',
  path: 'subscription-service/v1/sim-replacement',
  credentials: true,
  response: resultEnvelope(SubmittedSimReplacementSchema),
});

export async function submitSimReplacement(
  client: GatewayClient,
  input: SubmitSimReplacementBody,
  stepUpToken?: string | null,
): Promise<SubmittedSimReplacement> {
  const body = simReplacementFormData(v.parse(SubmitSimReplacementBodySchema, input));
  const answer = await client.call(submitSimReplacementEndpoint, {
    body,
    headers: stepUpHeaders(stepUpToken),
  });
  return answer.result;
}
