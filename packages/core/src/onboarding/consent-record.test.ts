import { describe, expect, it } from 'vitest';
import type { ConsentDocument } from '../gateway/config/consent-settings.ts';
import {
  CHECKOUT_CONSENT_TYPES,
  checkoutTermsConsent,
  completeConsent,
  consentDocuments,
  prepareSignupConsents,
  signupConsentDocuments,
  signupConsentsComplete,
} from './consent-record.ts';

const TERMS: ConsentDocument = {
  consentType: 'TERMS_OF_USE',
  documentName: 'terminos-v3',
  url: 'https://senda.mx/legal/terminos',
  acceptanceMode: 'EXPLICIT_READ',
  required: true,
};
const PRIVACY: ConsentDocument = {
  consentType: 'PRIVACY_POLICY',
  documentName: 'aviso-v2',
  url: 'https://senda.mx/legal/aviso',
  acceptanceMode: 'EXPLICIT_NO_READ',
  required: true,
};

describe('signupConsentDocuments', () => {
  it('asks for the privacy notice only: the terms are asked once, on the order summary', () => {
    expect(signupConsentDocuments([PRIVACY, TERMS])).toEqual([
      { consentType: 'PRIVACY_POLICY', documentName: 'aviso-v2', url: PRIVACY.url, required: true },
    ]);
  });

  it('still asks for the privacy notice when the settings are missing it', () => {
    expect(signupConsentDocuments(undefined)).toEqual([
      { consentType: 'PRIVACY_POLICY', documentName: 'PRIVACY_POLICY', required: true },
    ]);
    expect(signupConsentDocuments([TERMS]).map((d) => d.documentName)).toEqual(['PRIVACY_POLICY']);
  });
});

describe('consentDocuments', () => {
  it('gives the asked documents as the settings name them, the terms for the order summary', () => {
    expect(consentDocuments([PRIVACY, TERMS], CHECKOUT_CONSENT_TYPES)).toEqual([
      { consentType: 'TERMS_OF_USE', documentName: 'terminos-v3', url: TERMS.url, required: true },
    ]);
    expect(
      consentDocuments(undefined, ['TERMS_OF_USE', 'PRIVACY_POLICY']).map((d) => d.documentName),
    ).toEqual(['TERMS_OF_USE', 'PRIVACY_POLICY']);
  });
});

describe('checkoutTermsConsent', () => {
  it('is the §3 record of the terms accepted for this purchase, by the customer placing it', () => {
    expect(
      checkoutTermsConsent({
        documents: [PRIVACY, TERMS],
        customer: { customerId: 'usr_1', email: 'ana@example.mx' },
        productId: 'PLAN-SENDA-200',
        now: 1_700_000_000_123.7,
      }),
    ).toEqual({
      userFlow: 'checkout',
      documentName: 'terminos-v3',
      productId: 'PLAN-SENDA-200',
      consentGivenAt: 1_700_000_000_123,
      consentType: 'TERMS_OF_USE',
      customerId: 'usr_1',
      email: 'ana@example.mx',
    });
  });

  it('is not made without a customer to name', () => {
    expect(
      checkoutTermsConsent({ documents: [TERMS], customer: { customerId: null, email: 'a@b.mx' }, now: 1 }),
    ).toBeNull();
  });
});

describe('signupConsentsComplete', () => {
  const documents = consentDocuments(
    [TERMS, { ...PRIVACY, required: false }],
    ['TERMS_OF_USE', 'PRIVACY_POLICY'],
  );
  it('needs every required document, not the optional ones', () => {
    expect(signupConsentsComplete(documents, [])).toBe(false);
    expect(signupConsentsComplete(documents, ['PRIVACY_POLICY'])).toBe(false);
    expect(signupConsentsComplete(documents, new Set(['TERMS_OF_USE'] as const))).toBe(true);
  });
});

describe('prepareSignupConsents', () => {
  it('builds the §3 record (version 2, WEB, ms timestamp) for accepted documents only', () => {
    const prepared = prepareSignupConsents({
      documents: consentDocuments([TERMS, PRIVACY], ['TERMS_OF_USE', 'PRIVACY_POLICY']),
      accepted: ['TERMS_OF_USE'],
      email: 'ana@example.mx',
      productId: 'PLAN-SENDA-200',
      now: 1_700_000_000_123.7,
    });
    expect(prepared).toEqual({
      TERMS_OF_USE: {
        version: 2,
        userFlow: 'signup',
        documentName: 'terminos-v3',
        productId: 'PLAN-SENDA-200',
        consentGivenAt: 1_700_000_000_123,
        consentType: 'TERMS_OF_USE',
        email: 'ana@example.mx',
        appVersion: 'WEB',
      },
    });
  });

  it('leaves productId out when no plan is chosen', () => {
    const prepared = prepareSignupConsents({
      documents: signupConsentDocuments(undefined),
      accepted: ['PRIVACY_POLICY'],
      email: 'ana@example.mx',
      now: 5,
    });
    expect(prepared.PRIVACY_POLICY).not.toHaveProperty('productId');
  });
});

describe('completeConsent', () => {
  const [terms] = Object.values(
    prepareSignupConsents({
      documents: consentDocuments([TERMS], ['TERMS_OF_USE']),
      accepted: ['TERMS_OF_USE'],
      email: 'typed@example.mx',
      now: 10,
    }),
  );

  it('adds the verified customer and e-mail, and drops anything beyond the record', () => {
    expect(
      completeConsent({ ...terms, extra: 'x' }, { customerId: 'usr_1', email: 'ana@example.mx' }),
    ).toEqual({
      userFlow: 'signup',
      documentName: 'terminos-v3',
      consentGivenAt: 10,
      consentType: 'TERMS_OF_USE',
      customerId: 'usr_1',
      email: 'ana@example.mx',
    });
  });

  it('refuses a damaged payload rather than sending a wrong record', () => {
    expect(completeConsent(null, { customerId: 'usr_1', email: 'a@b.co' })).toBeNull();
    expect(
      completeConsent({ ...terms, consentType: 'COOKIES' }, { customerId: 'usr_1', email: 'a@b.co' }),
    ).toBeNull();
    expect(
      completeConsent({ ...terms, consentGivenAt: -1 }, { customerId: 'usr_1', email: 'a@b.co' }),
    ).toBeNull();
    expect(completeConsent(terms, { customerId: '', email: 'a@b.co' })).toBeNull();
  });
});
