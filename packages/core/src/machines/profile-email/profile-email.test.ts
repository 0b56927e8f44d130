import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { OtpRequestResult } from '../otp-timer/otp-timer.types.ts';
import { stepUpMachine } from '../step-up/step-up.machine.ts';
import type { StepUpStart } from '../step-up/step-up.types.ts';
import { profileEmailMachine } from './profile-email.machine.ts';
import { newEmailMessageId } from './profile-email.rules.ts';
import type { ProfileEmailInput } from './profile-email.types.ts';
import { profileEmailExit, profileEmailSenders, profileEmailView } from './profile-email.view.ts';

const NOW = Date.UTC(2026, 10, 20, 16, 0, 0);
/** A gateway refusal as the machines read it (GatewayError's fields). */
const refusal = (status: number, errorCode: string, errorId: number) => ({ status, errorCode, errorId });

interface Fakes {
  request?: (email: string) => Promise<{ requestId: string; expiresIn?: number }>;
  validate?: (code: string) => Promise<{ accessToken: string }>;
  /** The step-up's start: by default a log-in minutes old, so the proof comes at once. */
  stepUp?: () => Promise<StepUpStart>;
  /** The step-up code's validation (the current address's code). */
  validateStepUp?: (code: string) => Promise<{ accessToken: string }>;
}

const FRESH: StepUpStart = { required: false, stepUpToken: 'proof-fresh-000000', expiresIn: 600 };

function start(input: Partial<ProfileEmailInput> = {}, fakes: Fakes = {}) {
  const calls = {
    request: [] as string[],
    proofs: [] as (string | null)[],
    stepUpCodes: [] as string[],
    validate: [] as string[],
    saved: [] as unknown[],
    changed: [] as string[],
  };
  const machine = profileEmailMachine.provide({
    actors: {
      requestCode: fromPromise(async ({ input: args }) => {
        calls.request.push(args.email);
        calls.proofs.push(args.stepUpToken);
        return (fakes.request ?? (async () => ({ requestId: 'req-1', expiresIn: 120 })))(args.email);
      }),
      stepUp: stepUpMachine.provide({
        actors: {
          startStepUp: fromPromise(async () => (fakes.stepUp ?? (async () => FRESH))()),
          otpTimer: otpTimerMachine.provide({
            actors: {
              validateOtp: fromPromise(async ({ input: args }) => {
                calls.stepUpCodes.push(args.otpCode);
                return (fakes.validateStepUp ?? (async () => ({ accessToken: 'proof-by-code-0000' })))(
                  args.otpCode,
                );
              }),
            },
          }),
        },
      }),
      otpTimer: otpTimerMachine.provide({
        actors: {
          validateOtp: fromPromise(async ({ input: args }) => {
            calls.validate.push(args.otpCode);
            return (fakes.validate ?? (async () => ({ accessToken: 'T1' })))(args.otpCode);
          }),
          resendOtp: fromPromise(
            async (): Promise<OtpRequestResult> => ({ requestId: 'req-2', expiresIn: 120 }),
          ),
          requestFreshOtp: fromPromise(
            async (): Promise<OtpRequestResult> => ({ requestId: 'req-3', expiresIn: 120 }),
          ),
        },
      }),
    },
    actions: {
      savePending: (_, params) => calls.saved.push(params.pending),
      emailChanged: (_, params) => calls.changed.push(params.email),
    },
  });
  const actor = createActor(machine, {
    input: { currentEmail: 'ana@example.mx', pending: null, ...input },
  }).start();
  const send = profileEmailSenders(actor);
  return { actor, calls, send, view: () => profileEmailView(actor.getSnapshot()) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the new address', () => {
  it('is checked by the §5 rule and against the address the account has', () => {
    expect(newEmailMessageId('ana@', 'ana@example.mx')).toBe('validation.email.invalid');
    expect(newEmailMessageId(' ANA@example.mx ', 'ana@example.mx')).toBe('profile_email.errors.same_address');
    expect(newEmailMessageId('ana.nueva@example.mx', 'ana@example.mx')).toBeNull();
  });

  it('a wrong one is refused on the field, nothing is asked and what was typed stays', async () => {
    const { send, view, calls } = start();
    send.type('ana@example');
    send.submit();
    await settle();
    expect(view()).toMatchObject({
      screen: 'address',
      email: 'ana@example',
      fieldError: 'validation.email.invalid',
    });
    expect(calls.request).toEqual([]);
  });

  it('another account’s address (409 EMAIL_IN_USE) is said on the field, the address kept', async () => {
    const { send, view } = start(
      {},
      {
        request: async () => {
          throw refusal(409, 'EMAIL_IN_USE', 409031);
        },
      },
    );
    send.type('beto@example.mx');
    send.submit();
    await settle();
    expect(view()).toMatchObject({
      screen: 'address',
      email: 'beto@example.mx',
      fieldError: 'errors.email_in_use',
      formError: null,
    });
  });

  it('any other refusal is said above the form', async () => {
    const { send, view } = start(
      {},
      {
        request: async () => {
          throw refusal(500, 'UNKNOWN_ERROR_CODE', 999999);
        },
      },
    );
    send.type('ana.nueva@example.mx');
    send.submit();
    await settle();
    expect(view()).toMatchObject({ screen: 'address', fieldError: null, formError: 'errors.unknown' });
  });
});

describe('the code sent to the new address', () => {
  it('is asked for the normalised address, kept for a reload, and a right code changes the e-mail', async () => {
    const { send, view, calls, actor } = start();
    send.type(' Ana.Nueva@Example.mx ');
    send.submit();
    expect(view().sending).toBe(true);
    await settle();
    expect(calls.request).toEqual(['ana.nueva@example.mx']);
    expect(calls.saved).toEqual([
      {
        email: 'ana.nueva@example.mx',
        otpRequest: { requestId: 'req-1', expiresIn: 120 },
        stepUpToken: 'proof-fresh-000000',
      },
    ]);
    expect(view()).toMatchObject({ screen: 'code', sentTo: 'ana.nueva@example.mx' });
    view().otp?.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(calls.validate).toEqual(['123456']);
    expect(view()).toMatchObject({ screen: 'done', sentTo: 'ana.nueva@example.mx' });
    expect(calls.changed).toEqual(['ana.nueva@example.mx']);
    expect(calls.saved.at(-1)).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ email: 'ana.nueva@example.mx' });
  });

  it('out of attempts, the code is dropped and the form says to ask for a new one', async () => {
    const { send, view, calls } = start(
      {},
      {
        validate: async () => {
          throw refusal(422, 'MAXIMUM_RETRY_LOGIN', 422005);
        },
      },
    );
    send.type('ana.nueva@example.mx');
    send.submit();
    await settle();
    view().otp?.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(view()).toMatchObject({
      screen: 'address',
      email: 'ana.nueva@example.mx',
      formError: 'profile_email.errors.too_many_attempts',
      sentTo: null,
    });
    expect(calls.saved.at(-1)).toBeNull();
    expect(calls.changed).toEqual([]);
  });

  it('"change the address" goes back with the typed address, the code forgotten', async () => {
    const { send, view, calls } = start();
    send.type('ana.nueva@example.mx');
    send.submit();
    await settle();
    send.changeAddress();
    expect(view()).toMatchObject({ screen: 'address', email: 'ana.nueva@example.mx', sentTo: null });
    expect(calls.saved.at(-1)).toBeNull();
  });

  it('after a reload, a code asked for before resumes on the code step', async () => {
    const { view } = start({
      pending: { email: 'ana.nueva@example.mx', otpRequest: { requestId: 'req-9', expiresIn: 120 } },
      endsAt: NOW + 30_000,
    });
    expect(view()).toMatchObject({
      screen: 'code',
      sentTo: 'ana.nueva@example.mx',
      email: 'ana.nueva@example.mx',
    });
    expect(view().otp?.getSnapshot().context).toMatchObject({ requestId: 'req-9', remainingSeconds: 30 });
  });
});

// A stolen session alone cannot move the account to another address.
describe('the current address approves first (step-up)', () => {
  const CODE_SENT: StepUpStart = {
    required: true,
    requestId: 'su-1',
    expiresIn: 120,
    sentTo: 'a••••@example.mx',
  };

  it('a code to the current address is asked for before any code goes to the new one; its proof is carried', async () => {
    const { send, view, calls } = start({}, { stepUp: async () => CODE_SENT });
    send.type('ana.nueva@example.mx');
    send.submit();
    await settle();
    expect(view().screen).toBe('approve');
    expect(calls.request).toEqual([]);
    const stepUp = view().stepUp;
    expect(stepUp?.getSnapshot().context.challenge?.sentTo).toBe('a••••@example.mx');
    const otp = stepUp?.getSnapshot().children.otp;
    otp?.send({ type: 'SUBMIT', code: '654321' });
    await settle();
    expect(calls.stepUpCodes).toEqual(['654321']);
    expect(calls.request).toEqual(['ana.nueva@example.mx']);
    expect(calls.proofs).toEqual(['proof-by-code-0000']);
    expect(view()).toMatchObject({ screen: 'code', sentTo: 'ana.nueva@example.mx' });
  });

  it('"change the address" during the approval goes back with nothing asked of the new address', async () => {
    const { send, view, calls } = start({}, { stepUp: async () => CODE_SENT });
    send.type('ana.nueva@example.mx');
    send.submit();
    await settle();
    send.changeAddress();
    expect(view()).toMatchObject({ screen: 'address', email: 'ana.nueva@example.mx' });
    expect(calls.request).toEqual([]);
  });

  it('a proof the gateway no longer takes (422120) asks the current address again', async () => {
    let refusals = 1;
    const { send, view, calls } = start(
      {},
      {
        request: async () => {
          if (refusals-- > 0) throw refusal(422, 'STEP_UP_REQUIRED', 422120);
          return { requestId: 'req-1', expiresIn: 120 };
        },
      },
    );
    send.type('ana.nueva@example.mx');
    send.submit();
    await settle();
    expect(calls.request).toEqual(['ana.nueva@example.mx', 'ana.nueva@example.mx']);
    expect(view().screen).toBe('code');
  });
});

describe('the way out', () => {
  it('in the operator’s app a changed address goes to /profileUpdateEmailSuccess; in a browser nowhere', () => {
    expect(profileEmailExit({ screen: 'done' }, true)).toBe('/profileUpdateEmailSuccess');
    expect(profileEmailExit({ screen: 'done' }, false)).toBeNull();
    expect(profileEmailExit({ screen: 'code' }, true)).toBeNull();
  });
});
