import * as v from 'valibot';
import { CurpSchema } from '../../validation/curp.ts';
import { MEXICO_DOCUMENT_TYPES } from '../../validation/upload.ts';
import { IsoTimestampSchema } from '../common.schema.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * Mexico's mobile line registry (Padrón de Telefonía Móvil, in force since 9 January 2026): every
 * line is linked to its holder's CURP and an official ID. Lines not linked by 30 June 2026 are
 * suspended (only emergency numbers work) until the holder registers.
 */
export const LINE_REGISTRY_DEADLINE = '2026-06-30';
/** Failed identity checks a line's registration allows online; then the holder goes in person. */
export const LINE_REGISTRY_MAX_ATTEMPTS = 3;

const FolioSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

/**
 * What a line's data says of its registration: registered (the folio and when), or not, with the
 * identity checks still allowed online. Absent: the gateway does not say (the page says nothing).
 */
export const LineRegistrySchema = v.variant('status', [
  v.object({ status: v.literal('REGISTERED'), folio: FolioSchema, registeredAt: IsoTimestampSchema }),
  v.object({
    status: v.literal('UNREGISTERED'),
    attemptsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
]);
export type LineRegistry = v.InferOutput<typeof LineRegistrySchema>;

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
