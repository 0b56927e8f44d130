import {
  guestOttGenerate,
  guestOttValidate,
  guestSignup,
  isGatewayError,
  logout,
  signIn,
  signInResend,
  signUp,
  userDetails,
  validateOtp,
} from '@senda/core';
import { describe, expect, it } from 'vitest';
import { decodeAccessTokenClaims } from '../src/domain/access-token.ts';
import { DEVICE, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, clock, newClient, mailboxCode, signedUpCustomer } = setupSandboxTest();

/** The §8 code a call failed with. */
async function failureOf(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    if (isGatewayError(error))
      return { status: error.status, errorId: error.errorId, errorCode: error.errorCode };
    throw error;
  }
  throw new Error('expected the call to fail');
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up and sign-in with a one-time code', () => {
  it('signs up: the code arrives in the mailbox, validates once, and the token names the user', async () => {
    const { client } = newClient();
    const otp = await signUp(client, { email: 'Ana.Lopez@Example.mx', channel: 'web', externalAuthId: 'x' });
    expect(otp.expiresIn).toBe(120);
    const mails = (await (await fetch(`${ORIGIN}/mocks/mailbox?email=ana.lopez@example.mx`)).json()) as {
      messages: { code: string; subject: string; requestId: string }[];
    };
    expect(mails.messages).toHaveLength(1);
    expect(mails.messages[0]?.requestId).toBe(otp.requestId);
    const code = await mailboxCode('ana.lopez@example.mx');
    expect(code).toMatch(/^\d{6}$/);

    const { accessToken } = await validateOtp(client, {
      flow: 'signup',
      device: DEVICE,
      otpCode: code,
      requestId: otp.requestId,
    });
    const claims = decodeAccessTokenClaims(accessToken);
    expect(claims?.email).toBe('ana.lopez@example.mx');
    expect(sandbox.state.auth.user(claims?.external_id ?? '')?.status).toBe('ACTIVE');

    // Single use: the same code again is an invalid request.
    expect(
      await failureOf(
        validateOtp(client, { flow: 'signup', device: DEVICE, otpCode: code, requestId: otp.requestId }),
      ),
    ).toEqual({ status: 422, errorId: 4221402, errorCode: 'INVALID_OTP' });
  });

  it('signs in an existing customer and serves their details with the token', async () => {
    await signedUpCustomer('luis@example.mx');
    const { client, session } = newClient();
    const otp = await signIn(client, { email: 'luis@example.mx', channel: 'web', externalAuthId: 'x' });
    const { accessToken } = await validateOtp(client, {
      flow: 'signin',
      device: DEVICE,
      otpCode: await mailboxCode('luis@example.mx'),
      requestId: otp.requestId,
    });
    session.setAccessToken(accessToken);
    const user = await userDetails(client);
    expect(user.email).toBe('luis@example.mx');
    expect(user.telco_user).toBe(false);
    expect(user.ekyc).toEqual({ status: 'NOT_STARTED' });
  });

  it('answers 422011 INCORRECT_OTP for a wrong code, then 422005 MAXIMUM_RETRY_LOGIN on the third', async () => {
    await signedUpCustomer('marta@example.mx');
    const { client } = newClient();
    const otp = await signIn(client, { email: 'marta@example.mx', channel: 'web', externalAuthId: 'x' });
    const bad = wrongCode(await mailboxCode('marta@example.mx'));
    const attempt = () =>
      validateOtp(client, { flow: 'signin', device: DEVICE, otpCode: bad, requestId: otp.requestId });
    expect(await failureOf(attempt())).toEqual({ status: 422, errorId: 422011, errorCode: 'INCORRECT_OTP' });
    expect(await failureOf(attempt())).toEqual({ status: 422, errorId: 422011, errorCode: 'INCORRECT_OTP' });
    expect(await failureOf(attempt())).toEqual({
      status: 422,
      errorId: 422005,
      errorCode: 'MAXIMUM_RETRY_LOGIN',
    });
    // Blocked for good, even with the right code.
    const right = await mailboxCode('marta@example.mx');
    expect(
      await failureOf(
        validateOtp(client, { flow: 'signin', device: DEVICE, otpCode: right, requestId: otp.requestId }),
      ),
    ).toMatchObject({ errorId: 422005 });
  });

  it('answers 422006 MAXIMUM_RETRY_SIGNUP after three wrong sign-up codes', async () => {
    const { client } = newClient();
    const otp = await signUp(client, { email: 'pepe@example.mx', channel: 'web', externalAuthId: 'x' });
    const bad = wrongCode(await mailboxCode('pepe@example.mx'));
    const attempt = () =>
      validateOtp(client, { flow: 'signup', device: DEVICE, otpCode: bad, requestId: otp.requestId });
    await failureOf(attempt());
    await failureOf(attempt());
    expect(await failureOf(attempt())).toEqual({
      status: 422,
      errorId: 422006,
      errorCode: 'MAXIMUM_RETRY_SIGNUP',
    });
  });

  it('answers 422004 OTP_EXPIRED once the 120 s are over', async () => {
    const { client } = newClient();
    const otp = await signUp(client, { email: 'eva@example.mx', channel: 'web', externalAuthId: 'x' });
    const code = await mailboxCode('eva@example.mx');
    clock.advance(120_001);
    expect(
      await failureOf(
        validateOtp(client, { flow: 'signup', device: DEVICE, otpCode: code, requestId: otp.requestId }),
      ),
    ).toEqual({ status: 422, errorId: 422004, errorCode: 'OTP_EXPIRED' });
  });

  it('answers 4221402 INVALID_OTP for an unknown request and for a code that is not 6 digits', async () => {
    const { client } = newClient();
    expect(
      await failureOf(
        validateOtp(client, { flow: 'signin', device: DEVICE, otpCode: '123456', requestId: 'nope' }),
      ),
    ).toEqual({ status: 422, errorId: 4221402, errorCode: 'INVALID_OTP' });
    const otp = await signUp(client, { email: 'ivan@example.mx', channel: 'web', externalAuthId: 'x' });
    const response = await fetch(`${ORIGIN}/gateway/user-service/v4/auth/signup/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ device: DEVICE, otpCode: '12ab', requestId: otp.requestId }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ failure: { errorId: 4221402, errorCode: 'INVALID_OTP' } });
  });

  it('answers 422019 when signing in with an e-mail whose sign-up still waits for its code', async () => {
    const { client } = newClient();
    await signUp(client, { email: 'rosa@example.mx', channel: 'web', externalAuthId: 'x' });
    expect(
      await failureOf(signIn(client, { email: 'rosa@example.mx', channel: 'web', externalAuthId: 'x' })),
    ).toEqual({
      status: 422,
      errorId: 422019,
      errorCode: 'PENDING_OTP_SIGNUP',
    });
  });

  it('resends with a new code that replaces the old one, up to three times', async () => {
    await signedUpCustomer('tere@example.mx');
    const { client } = newClient();
    const first = await signIn(client, { email: 'tere@example.mx', channel: 'web', externalAuthId: 'x' });
    const firstCode = await mailboxCode('tere@example.mx');
    let latest = first;
    for (let i = 0; i < 3; i++) latest = await signInResend(client, { requestId: latest.requestId });
    expect(latest.requestId).not.toBe(first.requestId);
    expect(await failureOf(signInResend(client, { requestId: latest.requestId }))).toMatchObject({
      errorId: 422005,
    });
    expect(
      await failureOf(
        validateOtp(client, {
          flow: 'signin',
          device: DEVICE,
          otpCode: firstCode,
          requestId: first.requestId,
        }),
      ),
    ).toMatchObject({ errorId: 4221402 });
    await expect(
      validateOtp(client, {
        flow: 'signin',
        device: DEVICE,
        otpCode: await mailboxCode('tere@example.mx'),
        requestId: latest.requestId,
      }),
    ).resolves.toHaveProperty('accessToken');
  });

  it('logs out: the token stops working', async () => {
    const { client, session } = await signedUpCustomer('sol@example.mx');
    const token = session.token;
    await logout(client);
    expect(sandbox.state.auth.authenticate(token)).toBeUndefined();
  });
});

describe('guests and one-time tokens', () => {
  it('gives a guest a token, then binds an e-mail with a one-time code (422028, 422025 on the way)', async () => {
    const { client, session } = newClient();
    const guest = await guestSignup(client);
    expect(decodeAccessTokenClaims(guest.accessToken)?.guest).toBe(true);
    session.setAccessToken(guest.accessToken);

    const ott = await guestOttGenerate(client, { email: 'invitado@example.mx' });
    const code = await mailboxCode('invitado@example.mx');
    expect(
      await failureOf(guestOttValidate(client, { requestId: ott.requestId, otpCode: wrongCode(code) })),
    ).toEqual({
      status: 422,
      errorId: 422028,
      errorCode: 'INCORRECT_OTT',
    });
    // Asking again within 30 s is refused.
    expect(await failureOf(guestOttGenerate(client, { email: 'invitado@example.mx' }))).toMatchObject({
      errorId: 422024,
    });
    const result = await guestOttValidate(client, { requestId: ott.requestId, otpCode: code });
    expect(result).toMatchObject({ email: 'invitado@example.mx', userId: guest.userId });

    clock.advance(31_000);
    const late = await guestOttGenerate(client, { email: 'invitado@example.mx' });
    const lateCode = await mailboxCode('invitado@example.mx');
    clock.advance(121_000);
    expect(
      await failureOf(guestOttValidate(client, { requestId: late.requestId, otpCode: lateCode })),
    ).toMatchObject({
      errorId: 422025,
    });
  });

  it('blocks a one-time token after three wrong codes (422026, then 422035)', async () => {
    const { client, session } = newClient();
    session.setAccessToken((await guestSignup(client)).accessToken);
    const ott = await guestOttGenerate(client, { email: 'g2@example.mx' });
    const bad = wrongCode(await mailboxCode('g2@example.mx'));
    const attempt = () => guestOttValidate(client, { requestId: ott.requestId, otpCode: bad });
    await failureOf(attempt());
    await failureOf(attempt());
    expect(await failureOf(attempt())).toMatchObject({ errorId: 422026, errorCode: 'MAXIMUM_RETRY_OTT' });
    expect(await failureOf(attempt())).toMatchObject({
      errorId: 422035,
      errorCode: 'OTT_VERIFICATION_BLOCKED',
    });
  });
});
