import {
  analyticsPreferences,
  guestOttGenerate,
  guestOttValidate,
  guestSignup,
  isGatewayError,
  logout,
  signIn,
  signInResend,
  signUp,
  updateAnalyticsPreferences,
  userDetails,
  validateOtp,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { decodeAccessTokenClaims } from '../src/domain/access-token.ts';
import { createManualClock, createSeededRandom } from '../src/domain/clock.ts';
import { SandboxState } from '../src/domain/sandbox-state.ts';
import { DEVICE, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const { sandbox, clock, newClient, mailboxCode, signedUpCustomer } = setupSandboxTest();

/** The spec's code a call failed with, and the Retry-After it came with (if any). */
/** A wrong code's `remainingAttempts`, when the failure carries one. */
function attemptsLeftIn(body: unknown) {
  const failure = (body as { failure?: { remainingAttempts?: unknown } } | undefined)?.failure;
  return typeof failure?.remainingAttempts === 'number'
    ? { remainingAttempts: failure.remainingAttempts }
    : {};
}

async function failureOf(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    if (isGatewayError(error))
      return {
        status: error.status,
        errorId: error.errorId,
        errorCode: error.errorCode,
        retryAfterSeconds: error.retryAfterSeconds,
        ...attemptsLeftIn(error.body),
      };
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
    expect(await failureOf(attempt())).toEqual({
      status: 422,
      errorId: 422011,
      errorCode: 'INCORRECT_OTP',
      remainingAttempts: 2,
    });
    expect(await failureOf(attempt())).toEqual({
      status: 422,
      errorId: 422011,
      errorCode: 'INCORRECT_OTP',
      remainingAttempts: 1,
    });
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

  it('resends with a new code that replaces the old one, up to three times, then 422024', async () => {
    await signedUpCustomer('tere@example.mx');
    const { client } = newClient();
    const first = await signIn(client, { email: 'tere@example.mx', channel: 'web', externalAuthId: 'x' });
    const firstCode = await mailboxCode('tere@example.mx');
    let latest = first;
    for (let i = 0; i < 3; i++) latest = await signInResend(client, { requestId: latest.requestId });
    expect(latest.requestId).not.toBe(first.requestId);
    expect(await failureOf(signInResend(client, { requestId: latest.requestId }))).toMatchObject({
      errorId: 422024,
      errorCode: 'RESEND_OTT_BLOCKED',
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
      remainingAttempts: 2,
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

describe('limits that cost a guesser, never lock the owner out', () => {
  const signInAs = (client: ReturnType<typeof newClient>['client'], email: string) =>
    signIn(client, { email, channel: 'web', externalAuthId: 'x' });
  const validateSignIn = (client: ReturnType<typeof newClient>['client'], requestId: string, code: string) =>
    validateOtp(client, { flow: 'signin', device: DEVICE, otpCode: code, requestId });
  const mailCount = (email: string) => sandbox.state.mailbox.listFor(email).length;
  /** A client on a device of its own (X-DeviceId), as another phone or an attacker's script. */
  const clientOnDevice = (deviceId: string) => {
    const { client, session } = newClient();
    session.getDeviceId = () => deviceId;
    return client;
  };

  it('a code dies after its three wrong tries; the e-mail is never locked, a new code works at once', async () => {
    await signedUpCustomer('marta@example.mx');
    const incorrect = { status: 422, errorId: 422011, errorCode: 'INCORRECT_OTP' };
    // Two code requests, from someone else's device, three wrong codes each: six in all.
    const attacker = clientOnDevice('1737000000000R0000001');
    for (let round = 0; round < 2; round++) {
      const otp = await signInAs(attacker, 'marta@example.mx');
      const right = await mailboxCode('marta@example.mx');
      for (const remainingAttempts of [2, 1]) {
        expect(await failureOf(validateSignIn(attacker, otp.requestId, wrongCode(right)))).toEqual({
          ...incorrect,
          remainingAttempts,
        });
      }
      const dead = { status: 422, errorId: 422005, errorCode: 'MAXIMUM_RETRY_LOGIN' };
      expect(await failureOf(validateSignIn(attacker, otp.requestId, wrongCode(right)))).toEqual(dead);
      // That code is dead, the right one too; nothing says "wait".
      expect(await failureOf(validateSignIn(attacker, otp.requestId, right))).toEqual(dead);
    }
    // The owner logs in at once with a new code.
    const { client } = newClient();
    const mine = await signInAs(client, 'marta@example.mx');
    await expect(
      validateSignIn(client, mine.requestId, await mailboxCode('marta@example.mx')),
    ).resolves.toHaveProperty('accessToken');
  });

  it('four sign-ins by a stranger do not keep the owner out: the stranger is slowed, not the owner', async () => {
    // The owner proved the e-mail on DEVICE (sign-up).
    await signedUpCustomer('buzon@example.mx');
    const stranger = { deviceId: '1737000000000R0000100', clientAddress: '203.0.113.66' };
    const signInFrom = (requester: { deviceId: string; clientAddress?: string }) =>
      sandbox.state.auth.signIn('buzon@example.mx', 'web', 'es-MX', requester);
    for (let i = 0; i < 4; i++) {
      clock.advance(1_000);
      signInFrom(stranger);
    }
    // The owner on a fresh device from another network gets a code at once, and logs in with it.
    const fresh = signInFrom({ deviceId: '1737000000000R0000101', clientAddress: '198.51.100.7' });
    expect(sandbox.state.auth.validate('signin', fresh.id, fresh.code)).toHaveProperty('accessToken');
    // So does the owner's own phone.
    const mine = signInFrom({ deviceId: DEVICE.device_id });
    expect(sandbox.state.auth.validate('signin', mine.id, mine.code)).toHaveProperty('accessToken');
    // The stranger, who keeps asking, is the one who waits: a 6th mail to this inbox from that
    // device is refused until the window frees a slot, whatever device the stranger says next
    // from that network past ten.
    signInFrom(stranger);
    expect(() => signInFrom(stranger)).toThrow(
      expect.objectContaining({
        spec: expect.objectContaining({ errorId: 422005 }),
        detail: { retryAfterSeconds: 597 },
      }),
    );
    for (let i = 0; i < 5; i++)
      signInFrom({ deviceId: `1737000000000R000020${i}`, clientAddress: '203.0.113.66' });
    expect(() => signInFrom({ deviceId: '1737000000000R0000300', clientAddress: '203.0.113.66' })).toThrow(
      expect.objectContaining({ detail: { retryAfterSeconds: 597 } }),
    );
    // And still the owner is not: a code from yet another network.
    const again = signInFrom({ deviceId: '1737000000000R0000102', clientAddress: '192.0.2.10' });
    expect(again).toHaveProperty('code');
  });

  it("a flood from many devices and networks reaches the e-mail ceiling; the owner's phone is not held to it", async () => {
    await signedUpCustomer('flood@example.mx');
    const signInFrom = (requester: { deviceId: string; clientAddress?: string }) =>
      sandbox.state.auth.signIn('flood@example.mx', 'web', 'es-MX', requester);
    // The sign-up was one of the thirty.
    for (let i = 0; i < 29; i++) {
      clock.advance(1_000);
      signInFrom({
        deviceId: `1737000000000R00004${String(i).padStart(2, '0')}`,
        clientAddress: `203.0.113.${i}`,
      });
    }
    const mails = mailCount('flood@example.mx');
    expect(() => signInFrom({ deviceId: '1737000000000R0000500', clientAddress: '198.51.100.50' })).toThrow(
      expect.objectContaining({ spec: expect.objectContaining({ errorId: 422005 }) }),
    );
    expect(mailCount('flood@example.mx')).toBe(mails);
    // The owner's own phone, over HTTP as the app asks: a code that works, at once.
    const { client: owner } = newClient();
    const mine = await signInAs(owner, 'flood@example.mx');
    await expect(
      validateSignIn(owner, mine.requestId, await mailboxCode('flood@example.mx')),
    ).resolves.toHaveProperty('accessToken');
  });

  /** Thirty sign-ins for one e-mail from three networks, ten each over two devices. */
  const floodFromThreeNetworks = (email: string) => {
    for (let network = 0; network < 3; network++) {
      for (let i = 0; i < 10; i++) {
        clock.advance(1_000);
        sandbox.state.auth.signIn(email, 'web', 'es-MX', {
          deviceId: `1737000000000R0006${network}${i < 5 ? 0 : 1}`,
          clientAddress: `203.0.113.${network}`,
        });
      }
    }
  };

  it("thirty sign-ins from three networks: the owner's new phone passes a wait of seconds, not ten minutes", async () => {
    // No sign-up code among them: a customer whose code requests were long ago.
    await signedUpCustomer('tres.redes@example.mx');
    clock.advance(11 * 60_000);
    floodFromThreeNetworks('tres.redes@example.mx');
    const newPhone = { deviceId: '1737000000000R0007000', clientAddress: '198.51.100.70' };
    const askFromNewPhone = () =>
      sandbox.state.auth.signIn('tres.redes@example.mx', 'web', 'es-MX', newPhone);
    // The challenge: 422005 as before (the spec's code), with a Retry-After of seconds.
    expect(askFromNewPhone).toThrow(
      expect.objectContaining({
        spec: expect.objectContaining({ errorId: 422005 }),
        detail: { retryAfterSeconds: 2 },
      }),
    );
    // Strangers on a fourth network keep asking from new device ids meanwhile: each is told to
    // wait longer, and the list of waits never makes anyone's longer than a minute…
    const stranger = (i: number) => ({ deviceId: `1737000000000R00080${i}`, clientAddress: '192.0.2.80' });
    const waits: unknown[] = [];
    for (let i = 0; i < 8; i++) {
      try {
        sandbox.state.auth.signIn('tres.redes@example.mx', 'web', 'es-MX', stranger(i));
      } catch (error) {
        waits.push((error as { detail?: { retryAfterSeconds?: number } }).detail?.retryAfterSeconds);
      }
    }
    expect(waits).toEqual([4, 8, 16, 32, 60, 60, 60, 60]);
    // …and the new phone's wait is its own: asked again it is the same, never renewed.
    clock.advance(1_000);
    expect(askFromNewPhone).toThrow(expect.objectContaining({ detail: { retryAfterSeconds: 1 } }));
    clock.advance(1_000);
    const passed = askFromNewPhone();
    expect(sandbox.state.auth.validate('signin', passed.id, passed.code)).toHaveProperty('accessToken');
  });

  it('thirty codes from three networks no longer give 90 guesses at one e-mail in ten minutes', async () => {
    await signedUpCustomer('adivina@example.mx');
    clock.advance(11 * 60_000);
    const email = 'adivina@example.mx';
    let checks = 0;
    for (let network = 0; network < 3; network++) {
      for (let i = 0; i < 10; i++) {
        clock.advance(1_000);
        const requester = {
          deviceId: `1737000000000R0009${network}${i < 5 ? 0 : 1}`,
          clientAddress: `203.0.113.${network}`,
        };
        const otp = sandbox.state.auth.signIn(email, 'web', 'es-MX', requester);
        // Every try of this code until it stops working; each one a code checked.
        for (;;) {
          checks += 1;
          try {
            sandbox.state.auth.validate('signin', otp.id, wrongCode(otp.code));
          } catch (error) {
            if ((error as { spec?: { errorId?: number } }).spec?.errorId === 422005) break;
          }
        }
      }
    }
    // Ten wrong checks at three tries a code, then one try a code: 11 + 26 (it was 90).
    expect(checks).toBe(37);
    // The owner's code still works after all of it.
    const { client } = newClient();
    const mine = await signInAs(client, email);
    await expect(validateSignIn(client, mine.requestId, await mailboxCode(email))).resolves.toHaveProperty(
      'accessToken',
    );
  });

  it('guest sign-up, each a new account record, is limited per device and per client address', () => {
    const accounts = () => Object.keys(sandbox.state.store.data.users).length;
    const before = accounts();
    const device = { deviceId: '1737000000000R0010000', clientAddress: '203.0.113.100' };
    for (let i = 0; i < 10; i++) sandbox.state.auth.guestSignup(device);
    expect(() => sandbox.state.auth.guestSignup(device)).toThrow(
      expect.objectContaining({
        spec: expect.objectContaining({ status: 429, errorId: 429023 }),
        detail: { retryAfterSeconds: 600 },
      }),
    );
    // New device ids from the same address: twenty more, then that address waits too.
    for (let i = 0; i < 20; i++)
      sandbox.state.auth.guestSignup({ deviceId: `1737000000000R00101${i}`, clientAddress: '203.0.113.100' });
    expect(() =>
      sandbox.state.auth.guestSignup({ deviceId: '1737000000000R0010200', clientAddress: '203.0.113.100' }),
    ).toThrow(expect.objectContaining({ spec: expect.objectContaining({ status: 429 }) }));
    expect(accounts()).toBe(before + 30);
    // Another network is not held to it; after the window that device makes one again.
    expect(sandbox.state.auth.guestSignup({ deviceId: '1737000000000R0010300' })).toHaveProperty(
      'accessToken',
    );
    clock.advance(10 * 60_000);
    expect(sandbox.state.auth.guestSignup(device)).toHaveProperty('accessToken');
  });

  it('limits code requests per device and per client address, whatever the e-mail', async () => {
    const device = clientOnDevice('1737000000000R0000300');
    for (let i = 0; i < 10; i++) await signInAs(device, `otro${i}@example.mx`);
    expect(await failureOf(signInAs(device, 'otro10@example.mx'))).toMatchObject({
      errorId: 422005,
      retryAfterSeconds: 600,
    });
    // A resend from that device is one more request too.
    const lastOfTen = sandbox.state.otp.openFor('otro9@example.mx', 'signin')[0];
    expect(await failureOf(signInResend(device, { requestId: lastOfTen?.id ?? '' }))).toMatchObject({
      errorId: 422024,
    });

    // Per client address (the first X-Forwarded-For entry), each request from a new device.
    const from = (clientAddress: string, n: number) =>
      sandbox.state.auth.signIn(`dir${n}@example.mx`, 'web', 'es-MX', {
        clientAddress,
        deviceId: `device-${clientAddress}-${n}`,
      });
    for (let i = 0; i < 30; i++) from('203.0.113.7', i);
    expect(() => from('203.0.113.7', 30)).toThrow(
      expect.objectContaining({ detail: { retryAfterSeconds: 600 } }),
    );
    expect(from('198.51.100.4', 31)).toHaveProperty('code');
  });

  it('limits the port-in SMS per number and per account', async () => {
    const { userId } = await signedUpCustomer('porta@example.mx');
    const ask = (number: string) =>
      sandbox.state.portIn.requestEligibility(number, 'TELCEL', '4821', userId, 'es-MX', {});
    for (let i = 0; i < 3; i++) ask('5587654321');
    expect(() => ask('5587654321')).toThrow(expect.objectContaining({ detail: { retryAfterSeconds: 600 } }));
    ask('5587654322');
    ask('5587654323');
    // Five in ten minutes from one account, whatever the numbers.
    expect(() => ask('5587654324')).toThrow(expect.objectContaining({ detail: { retryAfterSeconds: 600 } }));
    const { userId: other } = await signedUpCustomer('otra.porta@example.mx');
    expect(
      sandbox.state.portIn.requestEligibility('5587654324', 'TELCEL', '4821', other, 'es-MX', {}),
    ).toHaveProperty('code');
  });

  it('answers an unknown address as it answers a customer, and mails "sign up instead" with no code', async () => {
    await signedUpCustomer('cliente@example.mx');
    const { client } = newClient();
    const known = await signInAs(client, 'cliente@example.mx');
    const unknown = await signInAs(client, 'Nadie@Example.mx');
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(unknown.expiresIn).toBe(known.expiresIn);

    // A known address gets its code, in the call's language (none named here: the country's).
    const [codeMail] = sandbox.state.mailbox.listFor('cliente@example.mx');
    expect(codeMail?.subject).toBe('Tu código para iniciar sesión en Senda');
    expect(codeMail?.body).toMatch(new RegExp(`^Tu código de verificación es ${codeMail?.code}\\.`));

    const [mail] = sandbox.state.mailbox.listFor('nadie@example.mx');
    expect(mail).toMatchObject({ requestId: unknown.requestId, kind: 'signin' });
    expect(mail?.code).toBeUndefined();
    expect(mail?.body).toContain('crea una cuenta');
    // No code validates such a request: it fails as a wrong code does, and counts like one.
    for (const code of ['000000', '123456']) {
      expect(await failureOf(validateSignIn(client, unknown.requestId, code))).toMatchObject({
        errorId: 422011,
      });
    }
    expect(await failureOf(validateSignIn(client, unknown.requestId, '654321'))).toMatchObject({
      errorId: 422005,
    });
    // A resend is answered the same way too.
    const other = await signInAs(client, 'otro@example.mx');
    const resent = await signInResend(client, { requestId: other.requestId });
    expect(resent.requestId).not.toBe(other.requestId);
    expect(sandbox.state.mailbox.listFor('otro@example.mx')[0]?.code).toBeUndefined();
  });

  it('loads a state saved before the per-address limits existed', () => {
    const clock = createManualClock();
    const state = new SandboxState({ clock, random: createSeededRandom(3) });
    const otp = state.auth.signUp('vieja@example.mx', 'web', 'es-MX', {});
    const { otpAddresses: _dropped, ...older } = JSON.parse(state.serialize()) as Record<string, unknown>;
    const restored = SandboxState.fromJSON(older, { clock });
    expect(restored.lastLoad).toEqual({ kind: 'loaded' });
    expect(restored.toJSON().otpAddresses).toEqual({});
    expect(restored.auth.validate('signup', otp.id, otp.code)).toHaveProperty('accessToken');
  });
});

describe('analytics preferences (§7, the privacy settings page)', () => {
  it('are on until the customer saves a choice, which is theirs alone and read back', async () => {
    const ana = await signedUpCustomer('ana.privacidad@example.mx');
    const luis = await signedUpCustomer('luis.privacidad@example.mx');
    await expect(analyticsPreferences(ana.client)).resolves.toEqual({ enabled: true });
    await expect(updateAnalyticsPreferences(ana.client, { enabled: false })).resolves.toEqual({
      enabled: false,
    });
    await expect(analyticsPreferences(ana.client)).resolves.toEqual({ enabled: false });
    await expect(analyticsPreferences(luis.client)).resolves.toEqual({ enabled: true });
    await expect(updateAnalyticsPreferences(ana.client, { enabled: true })).resolves.toEqual({
      enabled: true,
    });
    await expect(analyticsPreferences(ana.client)).resolves.toEqual({ enabled: true });
  });
});
