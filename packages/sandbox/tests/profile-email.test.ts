import {
  confirmProfileEmailUpdate,
  isGatewayError,
  requestProfileEmailUpdate,
  signIn,
  userDetails,
  validateOtp,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { DEVICE, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, newClient, mailboxCode, signedUpCustomer } = setupSandboxTest();

async function failureOf(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    if (isGatewayError(error)) return { status: error.status, errorCode: error.errorCode };
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function mailsTo(address: string): Promise<unknown[]> {
  const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: unknown[] }).messages;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('profile e-mail update (§7)', () => {
  it('mails the code to the NEW address; the code makes it the log-in e-mail, the old one no longer is', async () => {
    const ana = await signedUpCustomer('ana.old@example.mx');
    const otp = await requestProfileEmailUpdate(ana.client, { email: ' Ana.New@Example.mx ' });
    expect(otp.expiresIn).toBe(120);
    // Nothing went to the old address (its sign-up code only); a wrong code changes nothing.
    expect(await mailsTo('ana.old@example.mx')).toHaveLength(1);
    expect(await mailsTo('ana.new@example.mx')).toHaveLength(1);
    const code = await mailboxCode('ana.new@example.mx');
    expect(
      await failureOf(
        confirmProfileEmailUpdate(ana.client, { requestId: otp.requestId, otpCode: wrongCode(code) }),
      ),
    ).toEqual({ status: 422, errorCode: 'INCORRECT_OTP' });
    expect((await userDetails(ana.client)).email).toBe('ana.old@example.mx');

    expect(await confirmProfileEmailUpdate(ana.client, { requestId: otp.requestId, otpCode: code })).toEqual({
      email: 'ana.new@example.mx',
    });
    expect((await userDetails(ana.client)).email).toBe('ana.new@example.mx');

    // Logging in with the new address reaches the same account.
    const { client } = newClient();
    const login = await signIn(client, {
      email: 'ana.new@example.mx',
      channel: 'web',
      externalAuthId: 'x',
    });
    const { accessToken } = await validateOtp(client, {
      flow: 'signin',
      device: DEVICE,
      otpCode: await mailboxCode('ana.new@example.mx'),
      requestId: login.requestId,
    });
    expect(sandbox.state.auth.authenticate(accessToken)?.userId).toBe(ana.userId);
    // The old address is no one's now: a log-in with it gets no code (its mail says "sign up").
    await signIn(client, { email: 'ana.old@example.mx', channel: 'web', externalAuthId: 'x' });
    expect(sandbox.state.auth.userByEmail('ana.old@example.mx')).toBeUndefined();
  });

  it('refuses an address another account uses (409 EMAIL_IN_USE), before any code is mailed', async () => {
    await signedUpCustomer('taken@example.mx');
    const ana = await signedUpCustomer('ana@example.mx');
    expect(await failureOf(requestProfileEmailUpdate(ana.client, { email: 'TAKEN@example.mx' }))).toEqual({
      status: 409,
      errorCode: 'EMAIL_IN_USE',
    });
  });

  it('another customer’s request is not found, and its code changes nothing', async () => {
    const ana = await signedUpCustomer('ana@example.mx');
    const beto = await signedUpCustomer('beto@example.mx');
    const otp = await requestProfileEmailUpdate(ana.client, { email: 'ana.nueva@example.mx' });
    const code = await mailboxCode('ana.nueva@example.mx');
    expect(
      await failureOf(confirmProfileEmailUpdate(beto.client, { requestId: otp.requestId, otpCode: code })),
    ).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    expect((await userDetails(beto.client)).email).toBe('beto@example.mx');
  });
});
