import { GatewayError } from '@senda/core/gateway';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorRef } from 'xstate';
import { fromPromise } from 'xstate';
import { mailboxCode, transferNumber } from '../../../storybook/customer-scenario';
import { directMachine, type MachineScriptStep } from '../../../storybook/machine-registry';
import { customerAt } from '../../../storybook/purchase-stories';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, stepStory } from '../../../storybook/story-kit';

/**
 * Connection details: a new number, whose list and lock are the new-number machine's
 * (packages/core/src/machines/new-number), or a number transfer, whose sub-steps are the port-in
 * machine's (packages/core/src/machines/port-in). Both are driven with the machines' own events
 * against the sandbox (a category, a number chosen; donor, number, NIP, the SMS code it really
 * sends); a latency fault holds a call so its busy state stays on screen, and a refused read
 * (a fake answering 500 at once, not the client's retries with back-off) shows its retry.
 */
export default { title: 'Purchase/Connection details', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
const TRANSFER_NUMBER = '3312345678';

/** Signed in with a plan; the customer picked "transfer my number" on this step before. */
async function onTransfer(env: StoryEnv, journey: 'purchase' | 'retail-purchase' = 'purchase') {
  const seeded = await customerAt(env, 'account', { journey });
  return {
    journeyData: { ...seeded.journeyData, 'connection-details': { numberType: 'number_transfer' } },
  };
}

const DETAILS_TYPED: MachineScriptStep[] = [
  { waitFor: 'details' },
  { type: 'DONOR.CHANGE', value: 'ATT' },
  { type: 'NUMBER.CHANGE', value: TRANSFER_NUMBER },
  { type: 'NIP.CHANGE', value: '7788' },
];
const hold = (env: StoryEnv, route: string): MachineScriptStep => ({
  do: () => void env.sandbox.faults.add({ kind: 'latency', route, latencyMs: HELD_MS }),
});
/** The customer types the SMS code the sandbox sent to the number. */
const typeSmsCode: MachineScriptStep = {
  do: async (actor) =>
    actor.send({ type: 'OTP.CHANGE', boxes: (await mailboxCode(TRANSFER_NUMBER)).split('') }),
};

/**
 * The code's stories are an operator that texts one (`otpRequired`); the sandbox's own is a
 * Mexican operator's, which asks none (TransferWithoutCode).
 */
function transferStory(
  states: string[],
  script?: (env: StoryEnv) => MachineScriptStep[],
  options: { otpRequired?: boolean } = {},
): StoryObj {
  return stepStory('purchase', 'connection-details', {
    states: ['portIn.details', ...states],
    setup: async (env) => {
      env.sandbox.state.setPortInOtpRequired(options.otpRequired ?? true);
      const seeded = await onTransfer(env);
      if (script) directMachine('portIn', { events: script(env) });
      return seeded;
    },
  });
}

/** A gateway read that failed for good (after the client's own retries). */
const refused = fromPromise(async () => {
  throw new GatewayError({
    kind: 'http',
    status: 500,
    statusText: 'Internal Server Error',
    body: {},
    url: '/gateway/number-service',
    errorCode: 'INTERNAL_ERROR',
  });
});

/**
 * `held`: the story shows a number held on this screen, as the customer finds it on coming back
 * to the step. In the purchase a number pressed moves the step on once locked, so such a story
 * presses it with that move-on off: the screen stays and shows the lock.
 */
function newNumberStory(
  states: string[],
  script?: (env: StoryEnv) => MachineScriptStep[],
  options: { held?: boolean } = {},
): StoryObj {
  return stepStory('purchase', 'connection-details', {
    states,
    setup: async (env) => {
      const seeded = await customerAt(env, 'account');
      if (script) {
        directMachine('newNumber', {
          events: script(env),
          ...(options.held ? { input: { moveOnWhenChosen: false } } : {}),
        });
      }
      return seeded;
    },
  });
}

/** A new number: categories (free or "dorado"), a search, six numbers shown, none held yet. */
export const NewNumber = newNumberStory([
  'newNumber.list',
  'newNumber.list.loadingCategories',
  'newNumber.list.searching',
  'newNumber.list.showing',
  'newNumber.lock',
  'newNumber.lock.free',
  'newNumber.names',
  'newNumber.names.current',
]);

/**
 * The language switched while the numbers are shown: the categories' names are being read again
 * in the new language; the category and numbers stay as they are.
 */
export const NewNumberRenamingCategories = newNumberStory(['newNumber.names.reading'], (env) => [
  { waitFor: 'list.showing' },
  hold(env, 'numberCategories'),
  { type: 'LANGUAGE.CHANGE' },
]);

/** The categories are being read: placeholders (held from the first request on). */
export const NewNumberLoadingCategories: StoryObj = stepStory('purchase', 'connection-details', {
  states: ['newNumber.list.loadingCategories'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'account');
    env.sandbox.faults.add({ kind: 'latency', route: 'numberCategories', latencyMs: HELD_MS });
    return seeded;
  },
});

/** The categories could not be read: what went wrong and "try again". */
export const NewNumberCategoriesFailed: StoryObj = stepStory('purchase', 'connection-details', {
  states: ['newNumber.list.categoriesFailed'],
  setup: (env) => customerAt(env, 'account'),
  machines: { newNumber: { actors: { loadCategories: refused } } },
});

/** Another category picked: its numbers are being searched. */
export const NewNumberSearching = newNumberStory(['newNumber.list.searching'], (env) => [
  { waitFor: 'list.showing' },
  hold(env, 'searchNumbers'),
  { type: 'CATEGORY.CHANGE', value: 'PREMIUM_NUMBER' },
]);

/** Guadalajara picked from the city select: only 33 numbers, read 2-4-4. */
export const NewNumberInGuadalajara = newNumberStory(['newNumber.list.showing'], () => [
  { waitFor: 'list.showing' },
  { type: 'LADA.CHANGE', value: '33' },
  { waitFor: 'list.showing' },
]);

/** "998" typed and searched: a lada, so the city is Cancún and its numbers read 3-3-4. */
export const NewNumberLadaTyped = newNumberStory(['newNumber.list.showing'], () => [
  { waitFor: 'list.showing' },
  { type: 'SEARCH_INPUT.CHANGE', value: '998' },
  { type: 'SEARCH' },
  { waitFor: 'list.showing' },
]);

/** The numbers could not be read: what went wrong and "try again". */
export const NewNumberSearchFailed: StoryObj = stepStory('purchase', 'connection-details', {
  states: ['newNumber.list.searchFailed'],
  setup: (env) => customerAt(env, 'account'),
  machines: { newNumber: { actors: { searchNumbers: refused } } },
});

/** A number pressed: it is being locked for the customer. */
export const NewNumberLocking = newNumberStory(['newNumber.lock.locking'], (env) => [
  { waitFor: 'list.showing' },
  hold(env, 'lockNumber'),
  { do: (actor) => actor.send({ type: 'CHOOSE', number: firstNumber(actor) }) },
]);

/** The number is locked: "reserved for you until …", Next goes on (as found on coming back). */
export const NewNumberLocked = newNumberStory(
  ['newNumber.lock.locked'],
  () => [
    { waitFor: 'list.showing' },
    { do: (actor) => actor.send({ type: 'CHOOSE', number: firstNumber(actor) }) },
    { waitFor: 'lock.locked' },
  ],
  { held: true },
);

/** Premium numbers by golden pattern: "Número dorado Plata · $199.00" picked, one of its numbers held. */
export const NewNumberGoldenChosen = newNumberStory(
  ['newNumber.list.showing', 'newNumber.lock.locked'],
  () => [
    { waitFor: 'list.showing' },
    { type: 'CATEGORY.CHANGE', value: 'PREMIUM_NUMBER', golden: 'PLATA' },
    { waitFor: 'list.showing' },
    { do: (actor) => actor.send({ type: 'CHOOSE', number: firstNumber(actor) }) },
    { waitFor: 'lock.locked' },
  ],
  { held: true },
);

/** Next with a number held: the gateway is asked whether it can still be had (Next busy). */
export const NewNumberConfirming = newNumberStory(
  ['newNumber.lock.confirming'],
  (env) => [
    { waitFor: 'list.showing' },
    { do: (actor) => actor.send({ type: 'CHOOSE', number: firstNumber(actor) }) },
    { waitFor: 'lock.locked' },
    hold(env, 'numberAvailability'),
    { type: 'SUBMIT' },
  ],
  { held: true },
);

/**
 * Next found the number gone (its hold lapsed and another customer took it, done here in the
 * sandbox): the sentence saying so, a fresh list, the city and search kept.
 */
export const NewNumberTaken = newNumberStory(
  ['newNumber.lock.free', 'newNumber.list.showing'],
  (env) => [
    { waitFor: 'list.showing' },
    { do: (actor) => actor.send({ type: 'CHOOSE', number: firstNumber(actor) }) },
    { waitFor: 'lock.locked' },
    {
      do: (actor) => {
        const { number } = firstNumber(actor) as { number: string };
        env.sandbox.state.numbers.release(number);
        env.sandbox.state.numbers.lock(number, 'another-customer');
      },
    },
    { type: 'SUBMIT' },
    { waitFor: 'lock.free' },
    { waitFor: 'list.showing' },
  ],
  { held: true },
);

/** The first number the list offers, as the customer would press it. */
function firstNumber(actor: AnyActorRef) {
  const [first] = (actor.getSnapshot() as { context: { numbers: unknown[] } }).context.numbers;
  if (!first) throw new Error('the sandbox offered no number');
  return first;
}

export const Retail: StoryObj = stepStory('retail-purchase', 'connection-details', {
  setup: (env) => customerAt(env, 'account', { journey: 'retail-purchase' }),
});

/** Transfer: donor operator, the number (≤ 12 digits) and the NIP from 051. */
export const TransferDetails = transferStory([]);

/** Send code pressed: the number is being checked with the operator. */
export const TransferCheckingNumber = transferStory(['portIn.checkingNumber'], (env) => [
  hold(env, 'validatePortInNumber'),
  ...DETAILS_TYPED,
  { type: 'SUBMIT' },
]);

/** The number is transferable: the SMS code is being requested. */
export const TransferRequestingCode = transferStory(['portIn.requestingCode'], (env) => [
  hold(env, 'portInEligibility'),
  ...DETAILS_TYPED,
  { type: 'SUBMIT' },
]);

/**
 * The operator asks no SMS code (the sandbox's Mexican config): the button checks number and NIP
 * ("Next"), held here while the eligibility is asked; once answered the step goes on.
 */
export const TransferWithoutCode = transferStory(
  ['portIn.requestingCode'],
  (env) => [hold(env, 'portInEligibility'), ...DETAILS_TYPED, { type: 'SUBMIT' }],
  { otpRequired: false },
);

/** The SMS code was sent to the number: six boxes, resend, edit. */
export const TransferCodeSent = transferStory(['portIn.codeSent'], () => [
  ...DETAILS_TYPED,
  { type: 'SUBMIT' },
  { waitFor: 'codeSent' },
]);

/** Resend pressed: a new SMS code is on its way. */
export const TransferResendingCode = transferStory(['portIn.codeSent', 'portIn.resendingCode'], (env) => [
  ...DETAILS_TYPED,
  { type: 'SUBMIT' },
  { waitFor: 'codeSent' },
  hold(env, 'portInEligibility'),
  { type: 'RESEND' },
]);

/** The sixth digit typed: the code is being checked (it sends itself, no Next). */
export const TransferVerifyingCode = transferStory(['portIn.codeSent', 'portIn.verifyingCode'], (env) => [
  ...DETAILS_TYPED,
  { type: 'SUBMIT' },
  { waitFor: 'codeSent' },
  hold(env, 'validatePortInOtp'),
  typeSmsCode,
]);

/**
 * Back on the step after the code was validated: the machine restores to verified from what the
 * step kept (portInMachineInput, core's restore rule), Next goes on.
 */
export const TransferVerified: StoryObj = stepStory('purchase', 'connection-details', {
  states: ['portIn.verified'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'account');
    const transfer = await transferNumber(env, TRANSFER_NUMBER);
    return { journeyData: { ...seeded.journeyData, 'connection-details': transfer } };
  },
});
