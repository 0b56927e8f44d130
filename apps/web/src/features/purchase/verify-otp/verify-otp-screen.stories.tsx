import { OTP_TIMER_STORAGE_KEY, type OtpFlow } from '@senda/core/machines/otp-timer';
import { writePersisted } from '@senda/core/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { type AnyActorRef, waitFor } from 'xstate';
import { mailboxCode, requestCode, STORY_EMAIL } from '../../../storybook/customer-scenario';
import { directMachine, type MachineScriptStep } from '../../../storybook/machine-registry';
import { customerAt } from '../../../storybook/purchase-stories';
import type { StoryEnv } from '../../../storybook/story-env';
import type { StoryJourneyId } from '../../../storybook/story-journey';
import { renderApp, stepStory } from '../../../storybook/story-kit';

/**
 * The verification screen over its verification machine (packages/core/src/machines/verification),
 * which runs the OTP timer (machines/otp-timer) and then the spec's routing. Every state is reached on
 * the real screen: a real code request to the sandbox, then the customer's events (a wrong or the
 * right code, resend), sent to the verification machine, which passes them to the timer, or a
 * restored end time; a latency fault holds a call open so its busy state stays on screen.
 */
export default { title: 'Purchase/Verify OTP', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
const step = (flow: OtpFlow) => (flow === 'signin' ? 'verify-otp-login' : 'verify-otp-signup');

/** Plan chosen and a code sent by sign-up or log-in: where verification starts. */
async function codeSent(env: StoryEnv, flow: OtpFlow, journey: StoryJourneyId = 'purchase') {
  const seeded = await customerAt(env, 'plan', { journey });
  const otpRequest = await requestCode(env, flow);
  const code = await mailboxCode(STORY_EMAIL);
  const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return { seeded, otpRequest, code, wrongCode };
}

/** The end time the timer saved before a reload: the screen resumes from it. */
function savedEndTime(env: StoryEnv, requestId: string, endsAt: number) {
  writePersisted(env.services.stores.storage, OTP_TIMER_STORAGE_KEY, { requestId, endsAt });
}

const submit = (code: string): MachineScriptStep => ({ type: 'SUBMIT', code });

/** Waits until the OTP timer the verification machine runs is in `state`. */
const timerIn = (state: string): MachineScriptStep => ({
  do: async (verification: AnyActorRef) => {
    const timer = verification.getSnapshot().children.otp as AnyActorRef | undefined;
    if (!timer) throw new Error('the verification machine runs no OTP timer');
    await waitFor(timer, (snapshot) => snapshot.matches(state), { timeout: 10_000 });
  },
});

/** 45 s left on the code: resend is offered (the spec: at 60 s or fewer). */
const RESEND_WINDOW_MS = 45_000;

function otpStory(
  flow: OtpFlow,
  states: string[],
  arrange?: (env: StoryEnv, sent: Awaited<ReturnType<typeof codeSent>>) => void,
  journey: StoryJourneyId = 'purchase',
  play?: StoryObj['play'],
): StoryObj {
  return stepStory(journey, step(flow), {
    states,
    setup: async (env) => {
      const sent = await codeSent(env, flow, journey);
      arrange?.(env, sent);
      return sent.seeded;
    },
    play,
  });
}

/** The customer types the code the sandbox sent and presses Next. */
const typeTheCode: StoryObj['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [first] = await canvas.findAllByRole('textbox');
  if (!first) throw new Error('no code boxes on screen');
  await userEvent.type(first, await mailboxCode(STORY_EMAIL));
  await userEvent.click(canvas.getByRole('button', { name: /siguiente|next/i }));
};

/** The screen the customer is sent to has rendered (its page heading is up). */
const nextScreenShown: StoryObj['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 8000 });
};

/** Sign-up: "Enter 6 digit verification code sent to" the e-mail, counting down from 2:01. */
export const SignupCounting = otpStory('signup', ['otpTimer.counting', 'verification.verifying']);

/** Log-in: the same screen for the login key. */
export const LoginCounting = otpStory('signin', ['otpTimer.counting']);

export const RetailSignup = otpStory('signup', ['otpTimer.counting'], undefined, 'retail-purchase');
export const RetailLogin = otpStory('signin', ['otpTimer.counting'], undefined, 'retail-purchase');

/** 45 s left: resend is offered (the spec: at 60 s or fewer). The timer resumes from the saved end time. */
export const ResendAvailable = otpStory('signin', ['otpTimer.counting'], (env, sent) => {
  savedEndTime(env, sent.otpRequest.requestId, Date.now() + RESEND_WINDOW_MS);
});

/** Reloaded after the code ran out: the expiry alert, with "request a new code". */
export const ExpiredAlert = otpStory('signin', ['otpTimer.expired'], (env, sent) => {
  savedEndTime(env, sent.otpRequest.requestId, Date.now() - 1000);
});

/** A wrong code: the gateway says INCORRECT_OTP, the alert opens and the boxes clear. */
export const IncorrectCodeAlert = otpStory(
  'signin',
  ['otpTimer.validating', 'otpTimer.counting'],
  (_env, sent) => {
    directMachine('verification', { events: [submit(sent.wrongCode), timerIn('counting')] });
  },
);

/**
 * The third wrong code on a log-in: MAXIMUM_RETRY_LOGIN. The timer ends in maxRetries, the
 * verification machine shows a danger notification and ends with the move back to log in.
 */
export const MaxRetries = otpStory(
  'signin',
  ['otpTimer.maxRetries', 'verification.retriesExhausted', 'purchase.login', 'notifications.type.danger'],
  (_env, sent) => {
    const wrongAgain = (): MachineScriptStep[] => [
      submit(sent.wrongCode),
      timerIn('counting'),
      { type: 'DISMISS_ALERT' },
    ];
    directMachine('verification', { events: [...wrongAgain(), ...wrongAgain(), submit(sent.wrongCode)] });
  },
  'purchase',
  nextScreenShown,
);

/** Code typed, Next pressed: the code is being checked (the button shows its loading state). */
export const Validating = otpStory(
  'signin',
  ['otpTimer.validating'],
  (env) => env.sandbox.faults.add({ kind: 'latency', route: 'validateOtp', latencyMs: HELD_MS }),
  'purchase',
  typeTheCode,
);

/** Resend pressed with 45 s left: the new code is on its way. */
export const Resending = otpStory('signin', ['otpTimer.resending'], (env, sent) => {
  savedEndTime(env, sent.otpRequest.requestId, Date.now() + RESEND_WINDOW_MS);
  env.sandbox.faults.add({ kind: 'latency', route: 'signInResend', latencyMs: HELD_MS });
  directMachine('verification', { events: [{ type: 'RESEND' }] });
});

/** After expiry, "request a new code": a fresh sign-in is on its way. */
export const RequestingFreshCode = otpStory('signin', ['otpTimer.requestingFresh'], (env, sent) => {
  savedEndTime(env, sent.otpRequest.requestId, Date.now() - 1000);
  env.sandbox.faults.add({ kind: 'latency', route: 'signIn', latencyMs: HELD_MS });
  directMachine('verification', { events: [timerIn('expired'), { type: 'RESEND' }] });
});

/**
 * The right code: verified, the session opens with the new token and the customer's orders are
 * read to decide where they go; the routing spinner is on screen meanwhile.
 */
export const Verified = otpStory(
  'signup',
  ['otpTimer.verified', 'verification.openingSession', 'verification.routing'],
  (env) => env.sandbox.faults.add({ kind: 'latency', route: 'userOrders', latencyMs: HELD_MS }),
  'purchase',
  typeTheCode,
);

/** Routed: the machine ends with the journey move and the screen it chose is shown. */
export const RoutedOn = otpStory(
  'signup',
  ['verification.routed'],
  undefined,
  'purchase',
  async (context) => {
    await typeTheCode?.(context);
    await nextScreenShown?.(context);
  },
);
