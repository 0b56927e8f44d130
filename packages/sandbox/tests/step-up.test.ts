import {
  isGatewayError,
  refreshTokenEndpoint,
  resendStepUpCode,
  startStepUp,
  validateStepUpCode,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/domain/limits.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, clock, newClient, mailboxCode, signedUpCustomer, scenarioCustomer } = setupSandboxTest();

async function failureOf(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    if (isGatewayError(error)) return { status: error.status, errorCode: error.errorCode };
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function mailsTo(address: string): Promise<{ kind: string; code?: string }[]> {
  const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: { kind: string; code?: string }[] }).messages;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('step-up before an account-changing action', () => {
  it('a log-in by code up to stepUpFreshLoginSeconds old gets the proof at once; older, a code to the current address', async () => {
    expect(DEFAULT_LIMITS.stepUpFreshLoginSeconds).toBe(600);
    const ana = await signedUpCustomer('ana.fresh@example.mx');
    const fresh = await startStepUp(ana.client, { action: 'EMAIL_CHANGE' });
    expect(fresh).toMatchObject({ required: false, expiresIn: DEFAULT_LIMITS.stepUpProofTtlSeconds });
    const before = (await mailsTo('ana.fresh@example.mx')).length;

    clock.advance(DEFAULT_LIMITS.stepUpFreshLoginSeconds * 1000 + 1000);
    const stale = await startStepUp(ana.client, { action: 'EMAIL_CHANGE' });
    expect(stale).toMatchObject({ required: true, sentTo: 'a••••@example.mx' });
    const mails = await mailsTo('ana.fresh@example.mx');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.kind).toBe('step_up');
  });

  it('a session opened from an e-mailed link never counts as a fresh log-in, nor does its refresh', async () => {
    const beto = scenarioCustomer('active-esim-line', { email: 'beto.link@example.mx' });
    const start = await startStepUp(beto.client, {
      action: 'TERMINATION',
      accountNumber: beto.accountNumber,
    });
    expect(start.required).toBe(true);
    const refreshed = await beto.client.call(refreshTokenEndpoint, {});
    const again = await startStepUp(newClient(refreshed.result.auth_token).client, {
      action: 'TERMINATION',
      accountNumber: beto.accountNumber,
    });
    expect(again.required).toBe(true);
  });

  it('the code has bounded tries and resends, as the other codes', async () => {
    const cruz = scenarioCustomer('active-esim-line', { email: 'cruz@example.mx' });
    const start = await startStepUp(cruz.client, { action: 'EMAIL_CHANGE' });
    if (!start.required) throw new Error('expected a code');
    const code = await mailboxCode('cruz@example.mx');
    const wrong = { requestId: start.requestId, otpCode: wrongCode(code) };
    expect(await failureOf(validateStepUpCode(cruz.client, wrong))).toEqual({
      status: 422,
      errorCode: 'INCORRECT_OTP',
    });
    expect(await failureOf(validateStepUpCode(cruz.client, wrong))).toEqual({
      status: 422,
      errorCode: 'INCORRECT_OTP',
    });
    expect(await failureOf(validateStepUpCode(cruz.client, wrong))).toEqual({
      status: 422,
      errorCode: 'MAXIMUM_RETRY_LOGIN',
    });
    // Dead now, even with the right code.
    expect(
      await failureOf(validateStepUpCode(cruz.client, { requestId: start.requestId, otpCode: code })),
    ).toEqual({ status: 422, errorCode: 'MAXIMUM_RETRY_LOGIN' });

    // The first code counts against the address's own-code window (otp.ts: the first and
    // otpMaxResends more per window): past it, a new code's resends are bounded on their own.
    clock.advance(DEFAULT_LIMITS.otpMailWindowSeconds * 1000 + 1000);
    const next = await startStepUp(cruz.client, { action: 'EMAIL_CHANGE' });
    if (!next.required) throw new Error('expected a code');
    let requestId = next.requestId;
    for (let resend = 0; resend < DEFAULT_LIMITS.otpMaxResends; resend++) {
      requestId = (await resendStepUpCode(cruz.client, requestId)).requestId;
    }
    expect(await failureOf(resendStepUpCode(cruz.client, requestId))).toEqual({
      status: 422,
      errorCode: 'RESEND_OTT_BLOCKED',
    });
    const proof = await validateStepUpCode(cruz.client, {
      requestId,
      otpCode: await mailboxCode('cruz@example.mx'),
    });
    expect(proof.stepUpToken.length).toBeGreaterThanOrEqual(16);
  });

  it('the proof is bound to the customer, the action and the line, spent once, and short-lived', async () => {
    const dana = scenarioCustomer('active-esim-line', { email: 'dana@example.mx' });
    const eve = scenarioCustomer('active-esim-line', { email: 'eve@example.mx' });
    // Another customer's line is not found.
    expect(
      await failureOf(startStepUp(eve.client, { action: 'TERMINATION', accountNumber: dana.accountNumber })),
    ).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
    // Another customer's code request is not theirs to validate.
    const start = await startStepUp(dana.client, {
      action: 'TERMINATION',
      accountNumber: dana.accountNumber,
    });
    if (!start.required) throw new Error('expected a code');
    const code = await mailboxCode('dana@example.mx');
    expect(
      await failureOf(validateStepUpCode(eve.client, { requestId: start.requestId, otpCode: code })),
    ).toEqual({
      status: 422,
      errorCode: 'INVALID_OTP',
    });
    const { stepUpToken } = await validateStepUpCode(dana.client, {
      requestId: start.requestId,
      otpCode: code,
    });

    const { stepUp } = sandbox.state;
    const refused = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return (error as { spec?: { errorCode?: string } }).spec?.errorCode;
      }
      return 'accepted';
    };
    expect(
      refused(() => stepUp.assertProof(eve.userId, 'TERMINATION', dana.accountNumber, stepUpToken)),
    ).toBe('STEP_UP_REQUIRED');
    expect(refused(() => stepUp.assertProof(dana.userId, 'EMAIL_CHANGE', undefined, stepUpToken))).toBe(
      'STEP_UP_REQUIRED',
    );
    expect(
      refused(() => stepUp.assertProof(dana.userId, 'TERMINATION', eve.accountNumber, stepUpToken)),
    ).toBe('STEP_UP_REQUIRED');
    expect(refused(() => stepUp.consume(dana.userId, 'TERMINATION', dana.accountNumber, stepUpToken))).toBe(
      'accepted',
    );
    expect(refused(() => stepUp.consume(dana.userId, 'TERMINATION', dana.accountNumber, stepUpToken))).toBe(
      'STEP_UP_REQUIRED',
    );

    const again = await startStepUp(dana.client, {
      action: 'TERMINATION',
      accountNumber: dana.accountNumber,
    });
    if (!again.required) throw new Error('expected a code');
    const late = await validateStepUpCode(dana.client, {
      requestId: again.requestId,
      otpCode: await mailboxCode('dana@example.mx'),
    });
    clock.advance(DEFAULT_LIMITS.stepUpProofTtlSeconds * 1000 + 1000);
    expect(
      refused(() => stepUp.assertProof(dana.userId, 'TERMINATION', dana.accountNumber, late.stepUpToken)),
    ).toBe('STEP_UP_REQUIRED');
  });
});

describe('codes spent by someone else', () => {
  // What the step-up page tells the owner (core's step_up.fresh_login) holds: a stolen session that
  // spent the account's codes for the window does not keep the owner from a change.
  it('past the codes of the window, the owner logging in again by code is approved without one', async () => {
    const owner = scenarioCustomer('active-esim-line', { email: 'dora.owner@example.mx' });
    const stolen = owner.client;
    for (let sent = 0; sent <= DEFAULT_LIMITS.otpMaxResends; sent++) {
      await startStepUp(stolen, { action: 'EMAIL_CHANGE' });
    }
    expect(await failureOf(startStepUp(stolen, { action: 'EMAIL_CHANGE' }))).toEqual({
      status: 422,
      errorCode: 'RESEND_OTT_BLOCKED',
    });
    const otp = sandbox.state.auth.signIn('dora.owner@example.mx', 'web', 'es-MX', {});
    const fresh = newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
    expect(await startStepUp(fresh, { action: 'EMAIL_CHANGE' })).toMatchObject({ required: false });
  });
});

describe('the step-up code mail', () => {
  type Mail = { kind: string; subject: string; body: string };
  const stepUpMails = async (address: string) => {
    const response = await fetch(`${ORIGIN}/mocks/mailbox?email=${encodeURIComponent(address)}`);
    return ((await response.json()) as { messages: Mail[] }).messages.filter(
      (mail) => mail.kind === 'step_up',
    );
  };

  it.each([
    {
      lang: 'es-MX',
      action: 'SIM_REPLACEMENT',
      subject: 'Senda: tu código para reemplazar la SIM de tu línea',
      names: 'Tu código para reemplazar la SIM de tu línea',
      ifNotYou:
        'Si no fuiste tú, no uses el código: sin él no se hace el cambio. Llama a atención a clientes de Senda al *611',
    },
    {
      lang: 'en-US',
      action: 'TERMINATION',
      subject: 'Senda: your code to cancel your line',
      names: 'Your code to cancel your line',
      ifNotYou:
        "If it wasn't you, don't use the code: without it the change is not made. Call Senda customer service at *611",
    },
    {
      lang: 'en-US',
      action: 'EMAIL_CHANGE',
      subject: 'Senda: your code to change your account’s e-mail',
      names: 'Your code to change your account’s e-mail is',
      ifNotYou: "If it wasn't you, don't use the code",
    },
    {
      lang: 'es-MX',
      action: 'NUMBER_CHANGE',
      subject: 'Senda: tu código para darle un número nuevo a tu línea',
      names: 'Tu código para darle un número nuevo a tu línea',
      ifNotYou: 'Si no fuiste tú',
    },
    {
      lang: 'es-MX',
      action: 'REVERSE_PORT_OUT',
      subject: 'Senda: tu código para traer de vuelta a Senda tu número',
      names: 'Tu código para traer de vuelta a Senda tu número',
      ifNotYou: 'Si no fuiste tú',
    },
  ] as const)("names the change it approves ($action, $lang) and says what to do if it wasn't them, on a resend too", async ({
    lang,
    action,
    subject,
    names,
    ifNotYou,
  }) => {
    const email = `owner.${action.toLowerCase()}.${lang}@example.mx`;
    const owner = scenarioCustomer('active-esim-line', { email });
    owner.session.language = lang;
    const accountNumber = action === 'EMAIL_CHANGE' ? undefined : owner.accountNumber;
    const start = await startStepUp(owner.client, { action, ...(accountNumber ? { accountNumber } : {}) });
    if (!start.required) throw new Error('a link session needs a code');
    await resendStepUpCode(owner.client, start.requestId);
    const mails = await stepUpMails(email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toContain(subject);
      expect(mail.body).toContain(names);
      expect(mail.body).toContain(ifNotYou);
      // The line it is about, where the action is on a line.
      if (accountNumber) expect(mail.subject).toContain(owner.msisdn);
    }
  });
});
