import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { analyticsPreferences } from './analytics-preferences.ts';
import { mapUserProfileToPersonalDetails } from './personal-details.ts';
import { submitConsent } from './submit-consent.ts';
import { updateAnalyticsPreferences } from './update-analytics-preferences.ts';
import { type UserProfile, userDetails } from './user-details.ts';

const { client, answer } = setupGatewayTest();

const USER = {
  external_id: 'usr_8f3a',
  email: 'ana.lopez@example.mx',
  first_name: 'Ana',
  middle_name: 'María',
  last_name: 'López',
  dob: { timestamp: Date.UTC(1990, 4, 17) },
  telco_user: true,
  telco_info: { phone_no: '5512345678', account_number: 'ACC-1' },
  ekyc: { status: 'VERIFIED' },
  unexpected: 'dropped',
};

describe('userDetails', () => {
  it('GETs user-service/v4/users with credentials and the default include flags', async () => {
    const calls = answer('GET', 'user-service/v4/users', { result: USER });
    const user = await userDetails(client);
    const call = onlyCall(calls);
    expect(call.method).toBe('GET');
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.query).toEqual({
      include_deleted_telco: 'false',
      include_ekyc: 'true',
      include_social: 'false',
      include_telco: 'true',
    });
    expect(user).toEqual({
      external_id: 'usr_8f3a',
      email: 'ana.lopez@example.mx',
      first_name: 'Ana',
      middle_name: 'María',
      last_name: 'López',
      dob: { timestamp: Date.UTC(1990, 4, 17) },
      telco_user: true,
      telco_info: { phone_no: '5512345678', account_number: 'ACC-1' },
      ekyc: { status: 'VERIFIED' },
    });
  });

  it('lets the caller change a flag, and reads a missing telco_user as false', async () => {
    const calls = answer('GET', 'user-service/v4/users', { result: { external_id: 'usr_1' } });
    const user = await userDetails(client, { includeDeletedTelco: true });
    expect(onlyCall(calls).query.include_deleted_telco).toBe('true');
    expect(onlyCall(calls).query.include_telco).toBe('true');
    expect(user.telco_user).toBe(false);
  });

  it('rejects an answer without external_id as a schema error', async () => {
    answer('GET', 'user-service/v4/users', { result: { email: 'a@b.mx' } });
    await expectSchemaError(userDetails(client));
  });
});

describe('analytics preferences', () => {
  const PATH = 'user-service/v4/users/analytics-preferences/WEB';

  it('GETs the WEB preference with credentials', async () => {
    const calls = answer('GET', PATH, { result: { enabled: false } });
    await expect(analyticsPreferences(client)).resolves.toEqual({ enabled: false });
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it.each([
    ['a missing flag', { result: {} }],
    ['a null result', { result: null }],
    ['a missing result', {}],
  ])('reads %s as enabled', async (_label, body) => {
    answer('GET', PATH, body);
    await expect(analyticsPreferences(client)).resolves.toEqual({ enabled: true });
  });

  it('rejects a flag that is not a boolean', async () => {
    answer('GET', PATH, { result: { enabled: 'no' } });
    await expectSchemaError(analyticsPreferences(client));
  });

  it('PUTs the new flag as JSON and returns the stored one', async () => {
    const calls = answer('PUT', PATH, { result: { enabled: false } });
    await expect(updateAnalyticsPreferences(client, { enabled: false })).resolves.toEqual({ enabled: false });
    const call = onlyCall(calls);
    expect(call.method).toBe('PUT');
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({ enabled: false });
  });

  it('does not read a PUT answer without the flag as enabled', async () => {
    answer('PUT', PATH, { result: {} });
    await expectSchemaError(updateAnalyticsPreferences(client, { enabled: false }));
  });
});

describe('submitConsent', () => {
  it('POSTs the consent record, version 2 and app version WEB, with credentials', async () => {
    const calls = answer('POST', 'user-service/v4/consents', { result: { id: 'c-1' } });
    await submitConsent(client, {
      userFlow: 'SIGNUP',
      documentName: 'terminos-y-condiciones-v3',
      consentGivenAt: 1_767_225_600_000,
      consentType: 'TERMS_OF_USE',
      customerId: 'usr_8f3a',
      email: 'ana.lopez@example.mx',
    });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({
      version: 2,
      userFlow: 'SIGNUP',
      documentName: 'terminos-y-condiciones-v3',
      consentGivenAt: 1_767_225_600_000,
      consentType: 'TERMS_OF_USE',
      customerId: 'usr_8f3a',
      email: 'ana.lopez@example.mx',
      appVersion: 'WEB',
    });
  });

  it('accepts an empty answer', async () => {
    answer('POST', 'user-service/v4/consents', undefined, 204);
    await expect(
      submitConsent(client, {
        userFlow: 'SIGNUP',
        documentName: 'aviso-de-privacidad-v2',
        productId: 'PLAN-30D-10GB',
        consentGivenAt: 1,
        consentType: 'PRIVACY_POLICY',
        customerId: 'usr_1',
        email: 'a@b.mx',
      }),
    ).resolves.toBeUndefined();
  });
});

describe('mapUserProfileToPersonalDetails', () => {
  it('maps names, phone, birthday and e-mail, and leaves document fields and nationality empty', () => {
    expect(mapUserProfileToPersonalDetails(USER as UserProfile)).toEqual({
      firstName: 'Ana',
      middleName: 'María',
      lastName: 'López',
      fullName: 'Ana María López',
      dob: '1990-05-17',
      contactNumber: '5512345678',
      email: 'ana.lopez@example.mx',
      CNICNumber: '',
      CNICExpiryDate: '',
      nationality: '',
    });
  });

  it('keeps the day of a birthday stored as Mexico City midnight', () => {
    const details = mapUserProfileToPersonalDetails({
      external_id: 'u',
      telco_user: false,
      dob: { timestamp: Date.parse('1985-12-31T00:00:00-06:00') },
    });
    expect(details.dob).toBe('1985-12-31');
  });

  it('turns missing and null fields into empty strings and skips them in the full name', () => {
    expect(
      mapUserProfileToPersonalDetails({
        external_id: 'u',
        telco_user: false,
        first_name: 'Luis',
        middle_name: null,
        last_name: 'Ramírez',
        email: null,
        telco_info: { phone_no: null },
      }),
    ).toEqual({
      firstName: 'Luis',
      middleName: '',
      lastName: 'Ramírez',
      fullName: 'Luis Ramírez',
      dob: '',
      contactNumber: '',
      email: '',
      CNICNumber: '',
      CNICExpiryDate: '',
      nationality: '',
    });
  });
});
