import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import {
  ConsentTypeSchema,
  type ServerTermsAcceptanceMode,
  ServerTermsAcceptanceModeSchema,
  type TermsAcceptanceMode,
} from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** One document the customer accepts at sign-up (Consent record: TERMS_OF_USE, PRIVACY_POLICY). */
export const ConsentDocumentSchema = v.object({
  consentType: ConsentTypeSchema,
  /** Sent back as the consent record's documentName. */
  documentName: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.url()),
  version: v.optional(v.string()),
  acceptanceMode: ServerTermsAcceptanceModeSchema,
  required: v.optional(v.boolean(), true),
});
export type ConsentDocument = v.InferOutput<typeof ConsentDocumentSchema>;

export const ConsentSettingsSchema = v.object({ documents: v.array(ConsentDocumentSchema) });
export type ConsentSettings = v.InferOutput<typeof ConsentSettingsSchema>;

export const consentSettingsEndpoint = defineEndpoint({
  name: 'consentSettings',
  method: 'GET',
  path: 'config-service/v1/consent-settings',
  credentials: false,
  response: resultEnvelope(ConsentSettingsSchema),
});

export async function consentSettings(client: GatewayClient): Promise<ConsentSettings> {
  const answer = await client.call(consentSettingsEndpoint);
  return answer.result;
}

const ACCEPTANCE_MODE_BY_SERVER_MODE: Readonly<Record<ServerTermsAcceptanceMode, TermsAcceptanceMode>> = {
  // Read to the end before accepting: the accept control unlocks after scrolling.
  EXPLICIT_READ: 'MANDATORY_SCROLL',
  // Explicit, but reading is not enforced: a checkbox.
  EXPLICIT_NO_READ: 'CHECKBOX',
  IMPLICIT: 'IMPLICIT',
};

/** The app's acceptance mode for the server's form of it (Terms acceptance modes). */
export function termsAcceptanceModeFromServer(mode: ServerTermsAcceptanceMode): TermsAcceptanceMode {
  return ACCEPTANCE_MODE_BY_SERVER_MODE[mode];
}
