import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { guestOttGenerate } from './guest-ott-generate.ts';
import { guestOttValidate } from './guest-ott-validate.ts';
import { guestSignup } from './guest-signup.ts';
import { logout } from './logout.ts';
import { signIn } from './sign-in.ts';
import { signInResend } from './sign-in-resend.ts';
import { signUp } from './sign-up.ts';
import { validateOtp } from './validate-otp.ts';

const { client, answer } = setupGatewayTest();

const OTP = { result: { requestId: 'req-9', expiresIn: 120 } };
const DEVICE = { app_type: 'WEB', device_id: '1767225600000R4821937', device_type: 'browser' };

describe('sign-in and sign-up', () => {
  it('signIn POSTs identifier, channel and external-auth-id without credentials', async () => {
    const calls = answer('POST', 'user-service/v4/auth/signin', OTP);
    await expect(
      signIn(client, { email: 'ana@example.mx', channel: 'web', externalAuthId: 'vis-1' }),
    ).resolves.toEqual({ requestId: 'req-9', expiresIn: 120 });
    const call = onlyCall(calls);
    expect(call.auth).toBeNull();
    expect(call.json).toEqual({ identifier: 'ana@example.mx', channel: 'web', 'external-auth-id': 'vis-1' });
  });

  it('signInResend POSTs the request id to signin/resend', async () => {
    const calls = answer('POST', 'user-service/v4/auth/signin/resend', { result: { requestId: 'req-10' } });
    await expect(signInResend(client, { requestId: 'req-9' })).resolves.toEqual({ requestId: 'req-10' });
    expect(onlyCall(calls).json).toEqual({ requestId: 'req-9' });
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('signUp POSTs email, channel and external-auth-id', async () => {
    const calls = answer('POST', 'user-service/v4/auth/signup', OTP);
    await expect(
      signUp(client, { email: 'new@example.mx', channel: 'retail', externalAuthId: 'vis-2' }),
    ).resolves.toEqual({ requestId: 'req-9', expiresIn: 120 });
    const call = onlyCall(calls);
    expect(call.method).toBe('POST');
    expect(call.auth).toBeNull();
    expect(call.json).toEqual({ email: 'new@example.mx', channel: 'retail', 'external-auth-id': 'vis-2' });
  });

  it('rejects an OTP request with an empty request id or a negative lifetime', async () => {
    answer('POST', 'user-service/v4/auth/signup', { result: { requestId: '' } });
    await expectSchemaError(signUp(client, { email: 'a@b.mx', channel: 'web', externalAuthId: 'v' }));
    answer('POST', 'user-service/v4/auth/signin/resend', { result: { requestId: 'r', expiresIn: -1 } });
    await expectSchemaError(signInResend(client, { requestId: 'r' }));
  });
});

describe('validateOtp', () => {
  it.each([
    'signin',
    'signup',
  ] as const)('POSTs device, otpCode and requestId to %s/validate', async (flow) => {
    const calls = answer('POST', `user-service/v4/auth/${flow}/validate`, {
      result: { accessToken: 'AT-1' },
    });
    await expect(
      validateOtp(client, { flow, device: DEVICE, otpCode: '123456', requestId: 'req-9' }),
    ).resolves.toEqual({ accessToken: 'AT-1' });
    const call = onlyCall(calls);
    expect(call.auth).toBeNull();
    expect(call.json).toEqual({ device: DEVICE, otpCode: '123456', requestId: 'req-9' });
  });

  it('rejects an answer without an access token', async () => {
    answer('POST', 'user-service/v4/auth/signin/validate', { result: { accessToken: '' } });
    await expectSchemaError(
      validateOtp(client, { flow: 'signin', device: DEVICE, otpCode: '1', requestId: 'r' }),
    );
  });
});

describe('logout and guests', () => {
  it('logout POSTs with credentials and accepts an empty answer', async () => {
    const calls = answer('POST', 'user-service/v4/auth/logout', undefined, 204);
    await expect(logout(client)).resolves.toBeUndefined();
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it('guestSignup POSTs no body and returns the guest token and user id', async () => {
    const calls = answer('POST', 'user-service/v4/auth/guest', {
      result: { accessToken: 'G-1', userId: 'guest-7' },
    });
    await expect(guestSignup(client)).resolves.toEqual({ accessToken: 'G-1', userId: 'guest-7' });
    expect(onlyCall(calls).json).toBeUndefined();
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('guestSignup rejects an answer without a user id', async () => {
    answer('POST', 'user-service/v4/auth/guest', { result: { accessToken: 'G-1' } });
    await expectSchemaError(guestSignup(client));
  });

  it('guestOttGenerate POSTs the e-mail with the guest token', async () => {
    const calls = answer('POST', 'user-service/v4/auth/guest/ott', OTP);
    await expect(guestOttGenerate(client, { email: 'guest@example.mx' })).resolves.toEqual(OTP.result);
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(onlyCall(calls).json).toEqual({ email: 'guest@example.mx' });
  });

  it('guestOttValidate POSTs request id and code and returns token, e-mail and user id', async () => {
    const result = { accessToken: 'AT-2', email: 'guest@example.mx', userId: 'usr_2' };
    const calls = answer('POST', 'user-service/v4/auth/guest/ott/validate', { result });
    await expect(guestOttValidate(client, { requestId: 'req-9', otpCode: '654321' })).resolves.toEqual(
      result,
    );
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(onlyCall(calls).json).toEqual({ requestId: 'req-9', otpCode: '654321' });
  });

  it('guestOttValidate rejects an answer without the e-mail', async () => {
    answer('POST', 'user-service/v4/auth/guest/ott/validate', { result: { accessToken: 'AT', userId: 'u' } });
    await expectSchemaError(guestOttValidate(client, { requestId: 'r', otpCode: '1' }));
  });
});
