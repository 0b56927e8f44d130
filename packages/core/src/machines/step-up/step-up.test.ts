import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { STEP_UP_FRESH_LOGIN_MINUTES } from '../../config/constants.ts';
import { bundles } from '../../i18n/messages/index.ts';
import { otpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import { stepUpMachine } from './step-up.machine.ts';
import type { StepUpStart } from './step-up.types.ts';
import { stepUpView } from './step-up.view.ts';

/** The languages' texts, the shared bundles' and the flow wings' merged. */
const { 'en-US': enUS, 'es-MX': esMX } = bundles;

const NOW = Date.UTC(2026, 10, 25, 16, 0, 0);
const CODE_SENT: StepUpStart = {
  required: true,
  requestId: 'su-1',
  expiresIn: 120,
  sentTo: 'a••••@example.mx',
};
const refusal = (status: number, errorCode: string, errorId: number) => ({ status, errorCode, errorId });

function start(
  answers: (() => Promise<StepUpStart>)[],
  validate: (code: string) => Promise<{ accessToken: string }>,
) {
  const starts: unknown[] = [];
  const machine = stepUpMachine.provide({
    actors: {
      startStepUp: fromPromise(async ({ input }) => {
        starts.push(input);
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        return next();
      }),
      otpTimer: otpTimerMachine.provide({
        actors: { validateOtp: fromPromise(async ({ input }) => validate(input.otpCode)) },
      }),
    },
  });
  const actor = createActor(machine, { input: { action: 'TERMINATION', accountNumber: 'ACC-1' } }).start();
  return { actor, starts, view: () => stepUpView(actor.getSnapshot()) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('step-up', () => {
  it('a log-in minutes old: the proof at once, no code', async () => {
    const { actor, starts } = start(
      [async () => ({ required: false, stepUpToken: 'proof-0000000000000', expiresIn: 600 })],
      async () => {
        throw new Error('no code expected');
      },
    );
    await settle();
    expect(starts).toEqual([{ action: 'TERMINATION', accountNumber: 'ACC-1' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ stepUpToken: 'proof-0000000000000' });
  });

  it('otherwise the code to the current address (masked) gives the proof', async () => {
    const { actor, view } = start([async () => CODE_SENT], async () => ({
      accessToken: 'proof-by-code-00000',
    }));
    await settle();
    expect(view()).toMatchObject({ sentTo: 'a••••@example.mx', error: null, sending: false });
    view().otp?.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ stepUpToken: 'proof-by-code-00000' });
  });

  it('out of tries: no proof, the error is said, and a new code may be asked for', async () => {
    const { actor, view, starts } = start([async () => CODE_SENT, async () => CODE_SENT], async () => {
      throw refusal(422, 'MAXIMUM_RETRY_LOGIN', 422005);
    });
    await settle();
    view().otp?.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(view()).toMatchObject({ error: 'step_up.errors.too_many_attempts', otp: null, sentTo: null });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(starts).toHaveLength(2);
    expect(view()).toMatchObject({ error: null, sentTo: 'a••••@example.mx' });
  });

  it('a refused request (codes used up) is said in the gateway’s words', async () => {
    const { view } = start(
      [
        async () => {
          throw refusal(422, 'RESEND_OTT_BLOCKED', 422024);
        },
      ],
      async () => ({ accessToken: 'x' }),
    );
    await settle();
    expect(view().error).toBe('errors.code.422024');
  });
});

describe('the step-up page', () => {
  // The owner whose codes someone else keeps spending (4 per 10 minutes) has another proof: a
  // log-in by code minutes old. The page says so, with the gateway's minutes, in both languages.
  it('says that a fresh log-in proves it too, with the code asked for and when none can be', async () => {
    const { view } = start([async () => CODE_SENT], async () => {
      throw refusal(422, 'RESEND_OTT_BLOCKED', 422024);
    });
    await settle();
    const said = { messageId: 'step_up.fresh_login', values: { minutes: STEP_UP_FRESH_LOGIN_MINUTES } };
    expect(view().freshLogin).toEqual(said);
    expect(STEP_UP_FRESH_LOGIN_MINUTES).toBe(10);
    for (const messages of [enUS, esMX]) {
      expect(messages['step_up.fresh_login']).toContain('{minutes}');
    }
  });
});
