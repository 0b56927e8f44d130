import { describe, expect, it } from 'vitest';
import { startOtpVerification } from './auth.store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { fakeJwt, setupStores } from './test-stores.ts';

const OTP = { requestId: 'otp_1', expiresIn: 120 };
const TERMS = {
  version: 2,
  documentName: 'terminos',
  consentType: 'TERMS_OF_USE' as const,
  consentGivenAt: 1,
};
const PRIVACY = {
  version: 2,
  documentName: 'aviso',
  consentType: 'PRIVACY_POLICY' as const,
  consentGivenAt: 1,
};

describe('auth store: starting a verification', () => {
  it('sign-up keeps the e-mail as userEmail, the flow, the request, the redirect and the consents', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.startOtpVerification, {
      flow: 'signup',
      email: 'ana@example.mx',
      otpRequest: OTP,
      redirectPath: '/web/connection-details',
      consents: { terms: TERMS, privacy: PRIVACY },
    });
    expect(store.get(stores.auth.state)).toMatchObject({
      authFlow: 'signup',
      userEmail: 'ana@example.mx',
      loginKey: null,
      generateOtpResponse: OTP,
      redirectPath: '/web/connection-details',
      termsConsentPayload: TERMS,
      privacyConsentPayload: PRIVACY,
    });
  });

  it('sign-in keeps the e-mail as loginKey and drops consents left by an abandoned sign-up', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.startOtpVerification, {
      flow: 'signup',
      email: 'old@example.mx',
      otpRequest: OTP,
      redirectPath: null,
      consents: { terms: TERMS },
    });
    store.set(stores.auth.startOtpVerification, {
      flow: 'signin',
      email: 'ana@example.mx',
      otpRequest: { requestId: 'otp_2' },
      redirectPath: null,
      consents: { terms: TERMS },
    });
    expect(store.get(stores.auth.state)).toMatchObject({
      authFlow: 'signin',
      loginKey: 'ana@example.mx',
      generateOtpResponse: { requestId: 'otp_2' },
      termsConsentPayload: null,
      privacyConsentPayload: null,
    });
  });

  it('never stores a redirect to another origin', () => {
    const state = startOtpVerification(setupStores().store.get(setupStores().stores.auth.state), {
      flow: 'signin',
      email: 'a@b.co',
      otpRequest: OTP,
      redirectPath: '//evil.example/x',
    });
    expect(state.redirectPath).toBeNull();
  });

  it('replaces the request after a resend, refusing a malformed one', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.replaceOtpRequest, { requestId: 'otp_9', expiresIn: 60 });
    expect(store.get(stores.auth.state).generateOtpResponse).toEqual({ requestId: 'otp_9', expiresIn: 60 });
    store.set(stores.auth.replaceOtpRequest, { requestId: '' });
    expect(store.get(stores.auth.state).generateOtpResponse).toEqual({ requestId: 'otp_9', expiresIn: 60 });
  });

  it('clears the consents once submitted, and keeps user details that pass the schema', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.startOtpVerification, {
      flow: 'signup',
      email: 'ana@example.mx',
      otpRequest: OTP,
      redirectPath: null,
      consents: { terms: TERMS, privacy: PRIVACY },
    });
    store.set(stores.auth.clearConsentPayloads);
    expect(store.get(stores.auth.state)).toMatchObject({
      termsConsentPayload: null,
      privacyConsentPayload: null,
    });
    store.set(stores.auth.setUserDetails, {
      external_id: 'usr_1',
      email: 'ana@example.mx',
      telco_user: true,
    });
    expect(store.get(stores.auth.isTelcoUser)).toBe(true);
    store.set(stores.auth.setUserDetails, { email: 'no-id@example.mx' } as never);
    expect(store.get(stores.auth.state).userDetails?.external_id).toBe('usr_1');
  });
});

describe("auth store: a sign-up never goes on under another e-mail's session", () => {
  /** A session a link left behind: another account's token and profile. */
  function linkSessionOf(email: string) {
    const { stores, store, storage } = setupStores();
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'customer-b' }));
    store.set(stores.auth.setUserDetails, {
      external_id: 'customer-b',
      email,
      first_name: 'Beto',
      telco_user: false,
    });
    return { stores, store, storage };
  }
  const signUpAs = (email: string) =>
    ({ flow: 'signup', email, otpRequest: OTP, redirectPath: '/web/connection-details' }) as const;

  it("a code asked for the typed e-mail drops the other account's session: token, id, profile, the raw key", () => {
    const { stores, store, storage } = linkSessionOf('beto@example.mx');
    store.set(stores.auth.startOtpVerification, signUpAs('ana@example.mx'));
    expect(store.get(stores.auth.state)).toMatchObject({
      accessToken: null,
      userId: null,
      userDetails: null,
      authFlow: 'signup',
      userEmail: 'ana@example.mx',
      generateOtpResponse: OTP,
    });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('a session whose e-mail is not known is not the typed one either', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'customer-b' }));
    store.set(stores.auth.startOtpVerification, signUpAs('ana@example.mx'));
    expect(store.get(stores.auth.state).accessToken).toBeNull();
  });

  it('a log-in code for another e-mail drops it too; the same e-mail (any case) keeps its session', () => {
    const signIn = linkSessionOf('beto@example.mx');
    signIn.store.set(signIn.stores.auth.startOtpVerification, {
      ...signUpAs('ana@example.mx'),
      flow: 'signin',
    });
    expect(signIn.store.get(signIn.stores.auth.state)).toMatchObject({
      accessToken: null,
      loginKey: 'ana@example.mx',
    });
    const same = linkSessionOf('Ana@Example.mx');
    same.store.set(same.stores.auth.startOtpVerification, signUpAs('ana@example.mx'));
    expect(same.store.get(same.stores.auth.state)).toMatchObject({
      userId: 'customer-b',
      userDetails: { first_name: 'Beto' },
    });
  });
});

describe('auth store: guest checkout', () => {
  it('a guest session holds the guest token and is a guest with no e-mail', () => {
    const { stores, store, storage } = setupStores();
    const token = fakeJwt({ external_id: 'usr_guest' });
    store.set(stores.auth.startGuestSession, { accessToken: token, userId: 'usr_guest' });
    expect(store.get(stores.auth.state)).toMatchObject({
      accessToken: token,
      userId: 'usr_guest',
      isGuestUser: true,
      guestUserFlow: true,
      guestUserDetails: {
        isGuestUser: true,
        result: { accessToken: token, userId: 'usr_guest', email: null },
      },
    });
    expect(storage.dump()[STORAGE_KEYS.accessToken]).toBe(token);
  });

  it('a verified guest e-mail keeps the new token; another user id (an existing account) stops being a guest', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.startGuestSession, { accessToken: 'guest-token', userId: 'usr_guest' });
    store.set(stores.auth.guestEmailVerified, {
      requestId: 'ott_1',
      accessToken: 'guest-token-2',
      email: 'ana@example.mx',
      userId: 'usr_guest',
    });
    expect(store.get(stores.auth.state)).toMatchObject({
      accessToken: 'guest-token-2',
      userEmail: 'ana@example.mx',
      isGuestUser: true,
      guestUserDetails: { requestId: 'ott_1', result: { email: 'ana@example.mx' } },
    });
    store.set(stores.auth.guestEmailVerified, {
      requestId: 'ott_2',
      accessToken: 'customer-token',
      email: 'ana@example.mx',
      userId: 'usr_ana',
    });
    expect(store.get(stores.auth.state)).toMatchObject({ userId: 'usr_ana', isGuestUser: false });
  });
});
