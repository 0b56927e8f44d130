import * as v from 'valibot';
import type { ConsentDocument } from '../gateway/config/consent-settings.ts';
import { CONSENT_TYPES, type ConsentType } from '../gateway/enums.ts';
import type { ConsentInput } from '../gateway/session/submit-consent.ts';
import { ConsentBodySchema } from '../gateway/session/submit-consent.ts';

/** The flow a consent given at sign-up is recorded under (Consent record: userFlow). */
export const SIGNUP_CONSENT_USER_FLOW = 'signup';
/** The flow a consent given on the order summary, for this purchase, is recorded under. */
export const CHECKOUT_CONSENT_USER_FLOW = 'checkout';

/**
 * Each the spec's document is asked for once, where Mexican law needs it (the terms were asked
 * at sign-up and again on the order summary):
 * - the privacy notice (LFPDPPP) when personal data is first collected: sign-up, for the e-mail;
 * - the terms and conditions, the contract of this purchase, when the customer buys: the order
 *   summary, in the journey's acceptance mode (MANDATORY_SCROLL, CHECKBOX or IMPLICIT).
 * Both are kept as the spec's records: the sign-up one is submitted once the account exists (the spec's rule 4),
 * the summary one with the order (a customer logging in to buy accepts the terms of every purchase).
 */
export const SIGNUP_CONSENT_TYPES: readonly ConsentType[] = ['PRIVACY_POLICY'];
export const CHECKOUT_CONSENT_TYPES: readonly ConsentType[] = ['TERMS_OF_USE'];

/** The consent record as prepared before sign-up: no customer id yet (the spec's rule 4). */
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
 * The documents a form asks about (`asked`: SIGNUP_CONSENT_TYPES or CHECKOUT_CONSENT_TYPES). The
 * consent settings name them; when the settings are missing or leave one out, it is still asked
 * for (the operator may take no sign-up without the privacy notice, no purchase without the
 * terms), named by its kind.
 */
export function consentDocuments(
  documents: readonly ConsentDocument[] | undefined,
  asked: readonly ConsentType[],
): SignupConsentDocument[] {
  return CONSENT_TYPES.filter((consentType) => asked.includes(consentType)).map((consentType) => {
    const document = documents?.find((candidate) => candidate.consentType === consentType);
    return document
      ? { consentType, documentName: document.documentName, url: document.url, required: document.required }
      : { consentType, documentName: consentType, required: true };
  });
}

/** The documents the sign-up form asks about: the privacy notice (see SIGNUP_CONSENT_TYPES). */
export function signupConsentDocuments(
  documents: readonly ConsentDocument[] | undefined,
): SignupConsentDocument[] {
  return consentDocuments(documents, SIGNUP_CONSENT_TYPES);
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
  /** Defaults to the sign-up flow. */
  userFlow?: string;
}): Partial<Record<ConsentType, PreparedConsent>> {
  const given = new Set(input.accepted);
  const prepared: Partial<Record<ConsentType, PreparedConsent>> = {};
  for (const document of input.documents) {
    if (!given.has(document.consentType)) continue;
    prepared[document.consentType] = {
      version: 2,
      userFlow: input.userFlow ?? SIGNUP_CONSENT_USER_FLOW,
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
 * The terms record of the order summary, for the customer placing the order: the TERMS_OF_USE
 * document as the consent settings name it, given now, for the plan bought. Null when the order
 * is placed without a customer to name (no user id): a record without one is refused anyway.
 */
export function checkoutTermsConsent(input: {
  documents: readonly ConsentDocument[] | undefined;
  customer: { customerId: string | null | undefined; email: string | null | undefined };
  productId?: string | undefined;
  now: number;
}): ConsentInput | null {
  const { customerId, email } = input.customer;
  if (!customerId) return null;
  const prepared = prepareSignupConsents({
    documents: consentDocuments(input.documents, CHECKOUT_CONSENT_TYPES),
    accepted: CHECKOUT_CONSENT_TYPES,
    email: email ?? '',
    productId: input.productId,
    now: input.now,
    userFlow: CHECKOUT_CONSENT_USER_FLOW,
  });
  return completeConsent(prepared.TERMS_OF_USE, { customerId, email: email ?? '' });
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
