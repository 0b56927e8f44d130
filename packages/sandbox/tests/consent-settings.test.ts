import { consentSettings } from '@senda/core/gateway';
import { resolveTermsAcceptanceMode } from '@senda/core/purchase';
import { describe, expect, it } from 'vitest';
import { GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { newClient } = setupSandboxTest();

const setTerms = (body: unknown) =>
  fetch(`${ORIGIN}/mocks/consent-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The terms mode a journey asking for `journeyMode` gets with what the gateway serves now. */
const customersGet = async (journeyMode: 'IMPLICIT' | 'CHECKBOX' | 'MANDATORY_SCROLL') =>
  resolveTermsAcceptanceMode({
    journeyMode,
    consentDocuments: (await consentSettings(newClient().client)).documents,
  });

describe('the consent settings the sandbox serves (/mocks/consent-settings)', () => {
  it('ask for an explicit tick by default, so the journey’s CHECKBOX or MANDATORY_SCROLL is what customers get', async () => {
    const terms = (await consentSettings(newClient().client)).documents.find(
      (document) => document.consentType === 'TERMS_OF_USE',
    );
    expect(terms?.acceptanceMode).toBe('EXPLICIT_NO_READ');
    expect(await customersGet('CHECKBOX')).toBe('CHECKBOX');
    expect(await customersGet('MANDATORY_SCROLL')).toBe('MANDATORY_SCROLL');
    expect(await customersGet('IMPLICIT')).toBe('CHECKBOX');
  });

  it('serve each mode when asked, the privacy notice untouched, until cleared or reset', async () => {
    const privacyBefore = (await consentSettings(newClient().client)).documents.find(
      (document) => document.consentType === 'PRIVACY_POLICY',
    );
    expect((await setTerms({ termsOfUse: 'IMPLICIT' })).status).toBe(200);
    expect(await customersGet('IMPLICIT')).toBe('IMPLICIT');
    const after = (await consentSettings(newClient().client)).documents;
    expect(after.find((document) => document.consentType === 'PRIVACY_POLICY')).toEqual(privacyBefore);

    await setTerms({ termsOfUse: 'EXPLICIT_READ' });
    expect(await customersGet('CHECKBOX')).toBe('MANDATORY_SCROLL');

    expect((await fetch(`${ORIGIN}/mocks/consent-settings`, { method: 'DELETE' })).status).toBe(200);
    expect(await customersGet('IMPLICIT')).toBe('CHECKBOX');

    await setTerms({ termsOfUse: 'IMPLICIT' });
    await fetch(`${ORIGIN}/mocks/reset`, { method: 'POST' });
    expect(await customersGet('IMPLICIT')).toBe('CHECKBOX');
  });

  it('serve a mode to one device only when it is named, so tests side by side each see their own', async () => {
    const termsModeFor = async (deviceId: string) => {
      const answer = await fetch(`${GATEWAY_URL}/config-service/v1/consent-settings`, {
        headers: { 'x-deviceid': deviceId },
      });
      const body = (await answer.json()) as {
        result: { documents: { consentType: string; acceptanceMode: string }[] };
      };
      return body.result.documents.find((document) => document.consentType === 'TERMS_OF_USE')
        ?.acceptanceMode;
    };
    await setTerms({ termsOfUse: 'EXPLICIT_READ', deviceId: 'device-a' });
    expect(await termsModeFor('device-a')).toBe('EXPLICIT_READ');
    expect(await termsModeFor('device-b')).toBe('EXPLICIT_NO_READ');
    await fetch(`${ORIGIN}/mocks/consent-settings?deviceId=device-a`, { method: 'DELETE' });
    expect(await termsModeFor('device-a')).toBe('EXPLICIT_NO_READ');
  });

  it('refuse a mode that is not the server’s', async () => {
    for (const body of [{ termsOfUse: 'CHECKBOX' }, {}, { termsOfUse: 'IMPLICIT', extra: 1 }, 'x']) {
      const answer = await setTerms(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'INVALID_CONSENT_SETTINGS' });
    }
  });
});
