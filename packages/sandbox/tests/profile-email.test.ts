import {
  confirmProfileEmailUpdate,
  confirmProfileEmailUpdateEndpoint,
  type GatewayClient,
  isGatewayError,
  requestProfileEmailUpdate,
  signIn,
  startStepUp,
  userDetails,
  validateOtp,
  validateStepUpCode,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { DEVICE, GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, newClient, mailboxCode, signedUpCustomer, scenarioCustomer } = setupSandboxTest();

/** A customer who logged in by code minutes ago: the step-up answers its proof at once. */
async function freshProof(client: GatewayClient): Promise<string> {
  const start = await startStepUp(client, { action: 'EMAIL_CHANGE' });
  if (start.required) throw new Error('expected a fresh log-in to need no code');
  return start.stepUpToken;
}

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
    const proof = await freshProof(ana.client);
    const otp = await requestProfileEmailUpdate(ana.client, { email: ' Ana.New@Example.mx ' }, proof);
    expect(otp.expiresIn).toBe(120);
    // Nothing went to the old address yet (its sign-up code only; the fresh log-in needed no
    // step-up code); a wrong code changes nothing.
    expect(await mailsTo('ana.old@example.mx')).toHaveLength(1);
    expect(await mailsTo('ana.new@example.mx')).toHaveLength(1);
    const code = await mailboxCode('ana.new@example.mx');
    expect(
      await failureOf(
        confirmProfileEmailUpdate(ana.client, { requestId: otp.requestId, otpCode: wrongCode(code) }, proof),
      ),
    ).toEqual({ status: 422, errorCode: 'INCORRECT_OTP' });
    expect((await userDetails(ana.client)).email).toBe('ana.old@example.mx');

    expect(
      await confirmProfileEmailUpdate(ana.client, { requestId: otp.requestId, otpCode: code }, proof),
    ).toEqual({
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

  it('an address another account uses is answered as a free one (no oracle); its owner is told; requests are limited', async () => {
    await signedUpCustomer('taken@example.mx');
    const ana = await signedUpCustomer('ana@example.mx');
    const proof = await freshProof(ana.client);
    const taken = await requestProfileEmailUpdate(ana.client, { email: 'TAKEN@example.mx' }, proof);
    const free = await requestProfileEmailUpdate(ana.client, { email: 'libre@example.mx' }, proof);
    // The same answer for both: a request and its code's lifetime.
    expect(Object.keys(taken).sort()).toEqual(Object.keys(free).sort());
    expect(taken.expiresIn).toBe(free.expiresIn);
    // The taken address gets no code, only why: it has an account already.
    const told = sandbox.state.mailbox
      .listFor('taken@example.mx')
      .find((mail) => mail.kind === 'email_change');
    expect(told).toMatchObject({
      subject: expect.stringMatching(/ya tiene una cuenta|already has an account/),
    });
    expect(told).not.toHaveProperty('code');
    // No code proves it: nothing changes.
    expect(
      await failureOf(
        confirmProfileEmailUpdate(ana.client, { requestId: taken.requestId, otpCode: '123456' }, proof),
      ),
    ).toEqual({ status: 422, errorCode: 'INCORRECT_OTP' });
    expect((await userDetails(ana.client)).email).toBe('ana@example.mx');
    // The requests are counted as the account's other codes: four in ten minutes, then 422024.
    await requestProfileEmailUpdate(ana.client, { email: 'otro1@example.mx' }, proof);
    await requestProfileEmailUpdate(ana.client, { email: 'otro2@example.mx' }, proof);
    expect(
      await failureOf(requestProfileEmailUpdate(ana.client, { email: 'otro3@example.mx' }, proof)),
    ).toEqual({ status: 422, errorCode: 'RESEND_OTT_BLOCKED' });
    expect(sandbox.state.mailbox.listFor('otro3@example.mx')).toHaveLength(0);
  });

  it('another customer’s request is not found, and its code changes nothing', async () => {
    const ana = await signedUpCustomer('ana@example.mx');
    const beto = await signedUpCustomer('beto@example.mx');
    const proof = await freshProof(ana.client);
    const otp = await requestProfileEmailUpdate(ana.client, { email: 'ana.nueva@example.mx' }, proof);
    const code = await mailboxCode('ana.nueva@example.mx');
    expect(
      await failureOf(
        confirmProfileEmailUpdate(beto.client, { requestId: otp.requestId, otpCode: code }, proof),
      ),
    ).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    expect((await userDetails(beto.client)).email).toBe('beto@example.mx');
  });

  // Item 2: a stolen session (here a link's, which is never a fresh log-in) cannot move
  // the account to another address without the current address approving.
  it('without the step-up proof the change is refused (422120) and nothing is mailed to the new address', async () => {
    const ana = scenarioCustomer('active-esim-line', { email: 'ana.victim@example.mx' });
    expect(await failureOf(requestProfileEmailUpdate(ana.client, { email: 'thief@example.mx' }))).toEqual({
      status: 422,
      errorCode: 'STEP_UP_REQUIRED',
    });
    expect(
      await failureOf(
        requestProfileEmailUpdate(ana.client, { email: 'thief@example.mx' }, 'made-up-proof-0000000'),
      ),
    ).toEqual({
      status: 422,
      errorCode: 'STEP_UP_REQUIRED',
    });
    expect(await mailsTo('thief@example.mx')).toHaveLength(0);
    // A link's session gets no proof without the code, which goes to the CURRENT address.
    const start = await startStepUp(ana.client, { action: 'EMAIL_CHANGE' });
    expect(start).toMatchObject({ required: true, sentTo: 'a••••@example.mx' });
    expect(await mailsTo('thief@example.mx')).toHaveLength(0);
    await mailboxCode('ana.victim@example.mx');
  });

  it('the current address approves, the new one proves itself; the OLD address is told; every other session ends', async () => {
    const ana = scenarioCustomer('active-esim-line', { email: 'ana.owner@example.mx' });
    // A second session of the same customer (another device), logged in by code.
    const other = newClient();
    const login = await signIn(other.client, {
      email: 'ana.owner@example.mx',
      channel: 'web',
      externalAuthId: 'x',
    });
    const { accessToken: otherToken } = await validateOtp(other.client, {
      flow: 'signin',
      device: DEVICE,
      otpCode: await mailboxCode('ana.owner@example.mx'),
      requestId: login.requestId,
    });
    other.session.setAccessToken(otherToken);

    const start = await startStepUp(ana.client, { action: 'EMAIL_CHANGE' });
    if (!start.required) throw new Error('a link session must be asked for the code');
    const { stepUpToken } = await validateStepUpCode(ana.client, {
      requestId: start.requestId,
      otpCode: await mailboxCode('ana.owner@example.mx'),
    });
    const otp = await requestProfileEmailUpdate(ana.client, { email: 'ana.next@example.mx' }, stepUpToken);
    const answer = await ana.client.call(confirmProfileEmailUpdateEndpoint, {
      json: { requestId: otp.requestId, otpCode: await mailboxCode('ana.next@example.mx') },
      headers: { 'X-Step-Up-Token': stepUpToken, 'Accept-Language': 'en-US' },
    });
    expect(answer.result.email).toBe('ana.next@example.mx');

    // The old address gets the notice: what changed, when (Mexico City time), how to report it.
    const [notice] = (await mailsTo('ana.owner@example.mx')) as {
      subject: string;
      body: string;
      kind: string;
    }[];
    expect(notice).toMatchObject({
      kind: 'account_notice',
      subject: 'Senda: your account e-mail was changed',
    });
    expect(notice?.body).toContain('from ana.owner@example.mx to a••••@example.mx on');
    expect(notice?.body).toContain('(Mexico City time)');
    expect(notice?.body).toContain('call Senda customer service at *611 and report it');
    expect(notice?.body).toContain('ended the account’s other open sessions');

    // The session that made the change goes on; the other one answers 401 and cannot refresh.
    expect((await userDetails(ana.client)).email).toBe('ana.next@example.mx');
    const read = await fetch(`${GATEWAY_URL}/user-service/v4/users`, { headers: { 'X-Auth': otherToken } });
    expect(read.status).toBe(401);
    const refresh = await fetch(`${GATEWAY_URL}/user-service/v4/users/token`, {
      headers: { 'X-Auth': otherToken },
    });
    expect(refresh.status).toBe(401);

    // The proof was spent: a second change needs a new step-up.
    expect(
      await failureOf(requestProfileEmailUpdate(ana.client, { email: 'ana.third@example.mx' }, stepUpToken)),
    ).toEqual({ status: 422, errorCode: 'STEP_UP_REQUIRED' });
  });

  it('the notice is written in the language of the call that made the change (es-MX)', async () => {
    const ana = await signedUpCustomer('ana.es@example.mx');
    const proof = await freshProof(ana.client);
    const otp = await requestProfileEmailUpdate(ana.client, { email: 'ana.es2@example.mx' }, proof);
    await ana.client.call(confirmProfileEmailUpdateEndpoint, {
      json: { requestId: otp.requestId, otpCode: await mailboxCode('ana.es2@example.mx') },
      headers: { 'X-Step-Up-Token': proof, 'Accept-Language': 'es-MX' },
    });
    const [notice] = (await mailsTo('ana.es@example.mx')) as { subject: string; body: string }[];
    expect(notice?.subject).toBe('Senda: cambió el correo de tu cuenta');
    expect(notice?.body).toContain('cambió de ana.es@example.mx a a••••@example.mx el');
    expect(notice?.body).toContain('(hora de la Ciudad de México)');
    expect(notice?.body).toContain('llama a atención a clientes de Senda al *611');
  });
});
