import * as v from 'valibot';
import { defineEndpoint, EmptyResponseSchema } from '../endpoint.ts';
import { ConsentTypeSchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** The consent record: version 2, app version WEB, given-at in epoch milliseconds. */
export const ConsentBodySchema = v.object({
  version: v.literal(2),
  userFlow: v.pipe(v.string(), v.minLength(1)),
  documentName: v.pipe(v.string(), v.minLength(1)),
  /** The plan the consent was given for, when there is one (the purchase flow). */
  productId: v.optional(v.string()),
  consentGivenAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  consentType: ConsentTypeSchema,
  customerId: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  appVersion: v.literal('WEB'),
});
export type ConsentBody = v.InferOutput<typeof ConsentBodySchema>;
export type ConsentInput = Omit<ConsentBody, 'version' | 'appVersion'>;

/**
 * POST consent, with credentials. The answer carries nothing the app uses (the consents are
 * submitted "all settled" after signup), so any 2xx body is accepted.
 */
export const submitConsentEndpoint = defineEndpoint({
  name: 'submitConsent',
  method: 'POST',
  path: 'user-service/v4/consents',
  credentials: true,
  response: EmptyResponseSchema,
});

export async function submitConsent(client: GatewayClient, input: ConsentInput): Promise<void> {
  // Built field by field so that nothing beyond the record reaches the gateway.
  const body: ConsentBody = {
    version: 2,
    userFlow: input.userFlow,
    documentName: input.documentName,
    ...(input.productId !== undefined ? { productId: input.productId } : {}),
    consentGivenAt: input.consentGivenAt,
    consentType: input.consentType,
    customerId: input.customerId,
    email: input.email,
    appVersion: 'WEB',
  };
  await client.call(submitConsentEndpoint, { json: body });
}
