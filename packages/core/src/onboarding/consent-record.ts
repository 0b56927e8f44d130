import * as v from 'valibot';
import type { ConsentDocument } from '../gateway/config/consent-settings.ts';
import { CONSENT_TYPES, type ConsentType } from '../gateway/enums.ts';
import type { ConsentInput } from '../gateway/session/submit-consent.ts';
import { ConsentBodySchema } from '../gateway/session/submit-consent.ts';

/** The flow a consent given at sign-up is recorded under (§3 Consent record: userFlow). */
export const SIGNUP_CONSENT_USER_FLOW = 'signup';

/** The consent record as prepared before sign-up: no customer id yet (§3, §4 rule 4). */
export interface PreparedConsent {
  version: 2;
  userFlow: string;
  documentName: string;
  productId?: string;
  consentGivenAt: number;
  consentType: ConsentType;
  email: string;
  appVersion: 'WEB';
}

/** What the sign-up form shows for one document: its kind, its name and link, whether it must be accepted. */
export interface SignupConsentDocument {
  consentType: ConsentType;
  documentName: string;
  url?: string;
  required: boolean;
}

/**
 * The documents the sign-up form asks about. The consent settings name them; when the settings
 * are missing or leave one out, both §3 documents are still asked for (a sign-up without terms
 * and privacy acceptance is not one the operator may take), named by their kind.
 */
export function signupConsentDocuments(
  documents: readonly ConsentDocument[] | undefined,
): SignupConsentDocument[] {
  return CONSENT_TYPES.map((consentType) => {
    const document = documents?.find((candidate) => candidate.consentType === consentType);
    return document
      ? { consentType, documentName: document.documentName, url: document.url, required: document.required }
      : { consentType, documentName: consentType, required: true };
  });
}

/** Every required document is accepted. */
export function signupConsentsComplete(
  documents: readonly SignupConsentDocument[],
  accepted: ReadonlySet<ConsentType> | readonly ConsentType[],
): boolean {
  const given = new Set(accepted);
  return documents.every((document) => !document.required || given.has(document.consentType));
}

/**
 * The records for the accepted documents, stamped now. They are kept in the auth store
 * (termsConsentPayload, privacyConsentPayload) and submitted once the account exists.
 */
export function prepareSignupConsents(input: {
  documents: readonly SignupConsentDocument[];
  accepted: ReadonlySet<ConsentType> | readonly ConsentType[];
  email: string;
  productId?: string | undefined;
  now: number;
}): Partial<Record<ConsentType, PreparedConsent>> {
  const given = new Set(input.accepted);
  const prepared: Partial<Record<ConsentType, PreparedConsent>> = {};
  for (const document of input.documents) {
    if (!given.has(document.consentType)) continue;
    prepared[document.consentType] = {
      version: 2,
      userFlow: SIGNUP_CONSENT_USER_FLOW,
      documentName: document.documentName,
      ...(input.productId ? { productId: input.productId } : {}),
      consentGivenAt: Math.trunc(input.now),
      consentType: document.consentType,
      email: input.email,
      appVersion: 'WEB',
    };
  }
  return prepared;
}

/**
 * A stored payload completed with the verified customer, ready for `submitConsent`; null when the
 * stored payload is damaged (it is then not sent: a wrong consent record is worse than none).
 */
export function completeConsent(
  payload: unknown,
  customer: { customerId: string; email: string },
): ConsentInput | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const parsed = v.safeParse(ConsentBodySchema, {
    ...payload,
    version: 2,
    appVersion: 'WEB',
    customerId: customer.customerId,
    email: customer.email,
  });
  if (!parsed.success) return null;
  const { version: _version, appVersion: _appVersion, ...input } = parsed.output;
  return input;
}
