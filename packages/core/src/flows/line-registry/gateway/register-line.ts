import * as v from 'valibot';
import { IsoTimestampSchema } from '../../../gateway/common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../../../gateway/endpoint.ts';
import type { GatewayClient } from '../../../gateway/gateway-client.ts';
import { FolioSchema, type LineRegistry } from '../../../gateway/lines/line-registry-status.schema.ts';
import { CurpSchema } from '../../../validation/curp.ts';
import { MEXICO_DOCUMENT_TYPES } from '../../../validation/upload.ts';

/** The ID documents a person in Mexico registers a line with (INE, Mexican passport, or a foreigner's passport with temporary CURP). */
export const RegistryDocumentTypeSchema = v.picklist(MEXICO_DOCUMENT_TYPES);

/**
 * POST, with credentials: the CURP travels in the body. The ID and the selfie went first through
 * the eKYC upload (named here by their kycIds); the gateway checks them against the CURP's holder
 * and keeps only what the registry keeps (name, CURP, number, document type, result, folio).
 */
export const registerLineEndpoint = defineEndpoint({
  name: 'registerLine',
  method: 'POST',
  path: 'subscription-service/v1/line-registry/registrations',
  credentials: true,
  response: resultEnvelope(
    v.object({ status: v.literal('REGISTERED'), folio: FolioSchema, registeredAt: IsoTimestampSchema }),
  ),
});

export const RegisterLineBodySchema = v.strictObject({
  orderRef: v.pipe(v.string(), v.minLength(1)),
  curp: CurpSchema,
  documentType: RegistryDocumentTypeSchema,
  kycIds: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
});
/** The document type as the eKYC step chose it: checked against the registry's types on the way out. */
export type RegisterLineBody = Omit<v.InferInput<typeof RegisterLineBodySchema>, 'documentType'> & {
  documentType: string;
};
export type LineRegistration = Extract<LineRegistry, { status: 'REGISTERED' }>;

export async function registerLine(
  client: GatewayClient,
  input: RegisterLineBody,
): Promise<LineRegistration> {
  const json = v.parse(RegisterLineBodySchema, input);
  const answer = await client.call(registerLineEndpoint, { json });
  return answer.result;
}
