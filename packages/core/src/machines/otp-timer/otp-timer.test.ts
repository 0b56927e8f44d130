import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_OTP_TIMER_SECONDS } from '../../config/constants.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { formatCountdown } from '../../onboarding/otp-countdown.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { otpTimerMachine } from './otp-timer.machine.ts';
import { OTP_TIMER_STORAGE_KEY, readOtpEndTime, withOtpTimerPersistence } from './otp-timer.persistence.ts';
import type { OtpFlow, OtpRequestResult, OtpTimerInput } from './otp-timer.types.ts';
import { otpTimerView } from './otp-timer.view.ts';

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);

const failure = (errorCode: string | undefined, errorId: number) => ({ errorCode, errorId });

interface Fakes {
  validate?: (input: {
    otpCode: string;
    requestId: string;
    flow: OtpFlow;
  }) => Promise<{ accessToken: string }>;
  resend?: () => Promise<OtpRequestResult>;
  fresh?: () => Promise<OtpRequestResult>;
}

function start(input: Partial<OtpTimerInput> = {}, fakes: Fakes = {}, machine = otpTimerMachine) {
  const calls = { validate: [] as unknown[], resend: [] as unknown[], fresh: [] as unknown[] };
  const provided = machine.provide({
    actors: {
      validateOtp: fromPromise(async ({ input: args }) => {
        calls.validate.push(args);
        return (fakes.validate ?? (async () => ({ accessToken: 'token-1' })))(args);
      }),
      resendOtp: fromPromise(async ({ input: args }) => {
        calls.resend.push(args);
        return (fakes.resend ?? (async () => ({ requestId: 'req-2', expiresIn: 120 })))();
      }),
      requestFreshOtp: fromPromise(async ({ input: args }) => {
        calls.fresh.push(args);
        return (fakes.fresh ?? (async () => ({ requestId: 'req-3', expiresIn: 120 })))();
      }),
    },
  });
  const actor = createActor(provided, {
    input: {
      flow: 'signin',
      identifier: 'ana@example.mx',
      otpRequest: { requestId: 'req-1', expiresIn: 120 },
      ...input,
    },
  }).start();
  return { actor, calls, view: () => otpTimerView(actor.getSnapshot(), actor.send) };
}

const seconds = (n: number) => vi.advanceTimersByTimeAsync(n * 1000);
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OTP timer: countdown (§9)', () => {
  it('runs for expiresIn + 1 seconds', () => {
    const { view } = start({ otpRequest: { requestId: 'req-1', expiresIn: 120 } });
    expect(view()).toMatchObject({ remainingSeconds: 121, countdown: '02:01', timeExpired: false });
  });

  it('uses DEFAULT_OTP_TIMER_SECONDS (120) when the answer has no expiresIn', () => {
    const { view } = start({ otpRequest: { requestId: 'req-1' } });
    expect(DEFAULT_OTP_TIMER_SECONDS).toBe(120);
    expect(view().remainingSeconds).toBe(121);
  });

  it('counts down once per second', async () => {
    const { view } = start({ otpRequest: { requestId: 'req-1', expiresIn: 30 } });
    await seconds(1);
    expect(view().countdown).toBe('00:30');
    await seconds(10);
    expect(view().countdown).toBe('00:20');
  });

  it('enables resend when 60 seconds or fewer remain', async () => {
    const { view } = start();
    await seconds(60);
    expect(view()).toMatchObject({ remainingSeconds: 61, canResend: false });
    await seconds(1);
    expect(view()).toMatchObject({ remainingSeconds: 60, canResend: true });
  });

  it('says how long until resend is allowed, and nothing once it is', async () => {
    const { view } = start();
    expect(view()).toMatchObject({ remainingSeconds: 121, resendIn: '01:01' });
    await seconds(60);
    expect(view()).toMatchObject({ remainingSeconds: 61, resendIn: '00:01' });
    await seconds(1);
    expect(view()).toMatchObject({ canResend: true, resendIn: null });
    await seconds(61);
    expect(view()).toMatchObject({ timeExpired: true, resendIn: null });
  });

  it('ignores RESEND while more than 60 seconds remain', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'RESEND' });
    await settle();
    expect(calls.resend).toEqual([]);
  });

  it('on expiry opens the expiry alert and sets time-expired (§4)', async () => {
    const { actor, view } = start({ otpRequest: { requestId: 'req-1', expiresIn: 5 } });
    await seconds(5);
    expect(actor.getSnapshot().value).toBe('counting');
    await seconds(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(view()).toMatchObject({
      remainingSeconds: 0,
      countdown: '00:00',
      timeExpired: true,
      canResend: true,
      alert: { kind: 'time_expired', messageId: 'errors.otp.expired' },
    });
  });

  it('refuses a code once expired', async () => {
    const { actor, calls } = start({ otpRequest: { requestId: 'req-1', expiresIn: 1 } });
    await seconds(2);
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(calls.validate).toEqual([]);
  });
});

describe('OTP timer: resend (§4)', () => {
  it('before expiry uses the resend call with the current request id and restarts the timer', async () => {
    const { actor, calls, view } = start();
    await seconds(70);
    actor.send({ type: 'RESEND' });
    await settle();
    expect(calls.resend).toEqual([{ flow: 'signin', requestId: 'req-1', identifier: 'ana@example.mx' }]);
    expect(calls.fresh).toEqual([]);
    expect(actor.getSnapshot().context.requestId).toBe('req-2');
    expect(view()).toMatchObject({
      remainingSeconds: 121,
      canResend: false,
      notification: { tone: 'info', messageId: 'verify_otp.code_resent' },
    });
  });

  it('after expiry sends a fresh sign-in instead', async () => {
    const { actor, calls, view } = start({
      flow: 'signup',
      otpRequest: { requestId: 'req-1', expiresIn: 10 },
    });
    await seconds(11);
    actor.send({ type: 'RESEND' });
    await settle();
    expect(calls.resend).toEqual([]);
    expect(calls.fresh).toEqual([{ flow: 'signup', identifier: 'ana@example.mx' }]);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(view()).toMatchObject({ remainingSeconds: 121, timeExpired: false, alert: null });
  });

  it('a resend error shows a danger notification with the error-code message and keeps counting (§8)', async () => {
    const { actor, view } = start(
      {},
      { resend: async () => Promise.reject(failure('RESEND_OTT_BLOCKED', 422024)) },
    );
    await seconds(61);
    actor.send({ type: 'RESEND' });
    await settle();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(view().notification).toEqual({ tone: 'danger', messageId: 'errors.code.422024' });
    expect(actor.getSnapshot().context.requestId).toBe('req-1');
  });

  it('a failed fresh sign-in stays expired with a danger notification', async () => {
    const { actor, view } = start(
      { otpRequest: { requestId: 'req-1', expiresIn: 0 } },
      { fresh: async () => Promise.reject(new Error('offline')) },
    );
    await seconds(1);
    actor.send({ type: 'DISMISS_ALERT' });
    actor.send({ type: 'RESEND' });
    await settle();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(view()).toMatchObject({
      alert: null,
      notification: { tone: 'danger', messageId: 'errors.something_wrong' },
    });
  });
});

describe('OTP timer: validation and §8 errors', () => {
  it('sends only complete six-digit codes', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT', code: '12345' });
    actor.send({ type: 'SUBMIT', code: '12345a' });
    await settle();
    expect(calls.validate).toEqual([]);
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(calls.validate).toEqual([{ flow: 'signin', requestId: 'req-1', otpCode: '123456' }]);
  });

  it('a correct code ends verified with the access token, and the code is not kept', async () => {
    const { actor } = start({ flow: 'signup' }, { validate: async () => ({ accessToken: 'jwt-abc' }) });
    actor.send({ type: 'SUBMIT', code: '654321' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      status: 'verified',
      flow: 'signup',
      accessToken: 'jwt-abc',
    });
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('654321');
  });

  it('INCORRECT_OTP opens the "OTP failed" alert and the timer goes on', async () => {
    const { actor, view } = start(
      {},
      { validate: async () => Promise.reject(failure('INCORRECT_OTP', 422011)) },
    );
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(view().alert).toEqual({
      kind: 'otp_failed',
      messageId: 'errors.otp.incorrect',
      attemptsLeft: null,
    });
    actor.send({ type: 'DISMISS_ALERT' });
    await seconds(1);
    expect(view()).toMatchObject({ alert: null, remainingSeconds: 120 });
  });

  it("a wrong code's alert carries the attempts left the gateway reports, and none from a malformed count", async () => {
    const wrong = (remainingAttempts: unknown) =>
      GatewayError.fromResponse('/validate', 422, 'Unprocessable', {
        failure: { errorId: 422011, errorCode: 'INCORRECT_OTP', remainingAttempts },
      });
    const answers = [wrong(2), wrong(-1)];
    const { actor, view } = start({}, { validate: async () => Promise.reject(answers.shift()) });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(view().alert).toMatchObject({ kind: 'otp_failed', attemptsLeft: 2 });
    actor.send({ type: 'DISMISS_ALERT' });
    actor.send({ type: 'SUBMIT', code: '000001' });
    await settle();
    expect(view().alert).toMatchObject({ kind: 'otp_failed', attemptsLeft: null });
  });

  it('OTP_EXPIRED opens the timer-expired alert', async () => {
    const { actor, view } = start(
      {},
      { validate: async () => Promise.reject(failure('OTP_EXPIRED', 422004)) },
    );
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(view()).toMatchObject({ timeExpired: true, alert: { kind: 'time_expired' } });
  });

  it.each([
    ['MAXIMUM_RETRY_LOGIN', 422005, '/web/login', 'errors.otp.max_retry_login'],
    ['MAXIMUM_RETRY_SIGNUP', 422006, '/web/signup', 'errors.otp.max_retry_signup'],
  ])('%s returns to %s', async (code, id, redirectTo, messageId) => {
    const { actor } = start({}, { validate: async () => Promise.reject(failure(code, id)) });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({
      status: 'max_retries',
      flow: 'signin',
      redirectTo,
      messageId,
    });
  });

  it.each([
    ['MAXIMUM_RETRY_LOGIN', 422005, '/web/login', 'errors.code.422005'],
    ['MAXIMUM_RETRY_SIGNUP', 422006, '/web/signup', 'errors.code.422006'],
  ])('%s (%i) with Retry-After: the e-mail is locked, the page says to wait', async (code, id, redirectTo, messageId) => {
    const locked = { ...failure(code, id), retryAfterSeconds: 900 };
    const { actor } = start({}, { validate: async () => Promise.reject(locked) });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({
      status: 'max_retries',
      flow: 'signin',
      redirectTo,
      messageId,
    });
  });

  it('recognises the §8 codes by number when the code name is missing', async () => {
    const { actor } = start({}, { validate: async () => Promise.reject(failure(undefined, 422006)) });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ redirectTo: '/web/signup' });
  });

  it.each([
    ['a §8 code', failure('INVALID_OTP', 4221402), 'errors.code.4221402'],
    ['an unlisted code', failure('INTERNAL_ERROR', 500001), 'errors.something_wrong'],
    [
      'a network failure',
      GatewayError.unknown('https://gateway.test/user-service/v4/auth/signin/validate'),
      'errors.unknown',
    ],
  ])('other errors show a danger notification: %s', async (_label, error, messageId) => {
    const { actor, view } = start({}, { validate: async () => Promise.reject(error) });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(view().notification).toEqual({ tone: 'danger', messageId });
    actor.send({ type: 'DISMISS_NOTIFICATION' });
    expect(view().notification).toBeNull();
  });

  it('is busy while a call is in flight', async () => {
    let answer: (value: { accessToken: string }) => void = () => {};
    const { actor, view } = start(
      {},
      {
        validate: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    );
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(view().busy).toBe(true);
    answer({ accessToken: 't' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('OTP timer: persisted end time (§9)', () => {
  it('keeps counting from the saved end time after a reload', async () => {
    const storage = createMemoryStorage();
    const persisted = withOtpTimerPersistence(otpTimerMachine, storage);
    const first = start({}, {}, persisted);
    await seconds(30);
    expect(first.view().remainingSeconds).toBe(91);
    first.actor.stop();
    await seconds(5);

    const endsAt = readOtpEndTime(storage, 'req-1');
    expect(endsAt).toBe(NOW + 121_000);
    const reloaded = start({ endsAt }, {}, persisted);
    expect(reloaded.view().remainingSeconds).toBe(86);
  });

  it('a different request id does not reuse the saved end time', () => {
    const storage = createMemoryStorage();
    start({}, {}, withOtpTimerPersistence(otpTimerMachine, storage));
    expect(readOtpEndTime(storage, 'req-9')).toBeNull();
  });

  it('saves the new end time on resend and clears it once verified', async () => {
    const storage = createMemoryStorage();
    const { actor } = start({}, {}, withOtpTimerPersistence(otpTimerMachine, storage));
    await seconds(61);
    actor.send({ type: 'RESEND' });
    await settle();
    expect(readOtpEndTime(storage, 'req-2')).toBe(NOW + 61_000 + 121_000);
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(storage.getItem(OTP_TIMER_STORAGE_KEY)).toBeNull();
  });

  it('a damaged saved value is ignored', () => {
    const storage = createMemoryStorage({ [OTP_TIMER_STORAGE_KEY]: '{"requestId":"req-1","endsAt":"soon"}' });
    expect(readOtpEndTime(storage, 'req-1')).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect([formatCountdown(121), formatCountdown(60), formatCountdown(9), formatCountdown(-3)]).toEqual([
      '02:01',
      '01:00',
      '00:09',
      '00:00',
    ]);
  });
});
