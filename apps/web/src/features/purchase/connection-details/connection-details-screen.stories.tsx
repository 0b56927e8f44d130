import type { Meta, StoryObj } from '@storybook/react-vite';
import { mailboxCode, transferNumber } from '../../../storybook/customer-scenario';
import { directMachine, type MachineScriptStep } from '../../../storybook/machine-registry';
import { customerAt } from '../../../storybook/purchase-stories';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, stepStory } from '../../../storybook/story-kit';

/**
 * Connection details: a new number (category, search, lock) or a number transfer, whose sub-steps
 * are the port-in machine's (packages/core/src/machines/port-in). The transfer is filled in with
 * the machine's own events against the sandbox (donor, number, NIP, the SMS code it really sends);
 * a latency fault holds a call so its busy state stays on screen.
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

function transferStory(states: string[], script?: (env: StoryEnv) => MachineScriptStep[]): StoryObj {
  return stepStory('purchase', 'connection-details', {
    states: ['portIn.details', ...states],
    setup: async (env) => {
      const seeded = await onTransfer(env);
      if (script) directMachine('portIn', { events: script(env) });
      return seeded;
    },
  });
}

/** A new number: categories (free or "dorado"), a search, six numbers shown. */
export const NewNumber: StoryObj = stepStory('purchase', 'connection-details', {
  setup: (env) => customerAt(env, 'account'),
});

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

/** The code typed and submitted: being checked. */
export const TransferVerifyingCode = transferStory(['portIn.codeSent', 'portIn.verifyingCode'], (env) => [
  ...DETAILS_TYPED,
  { type: 'SUBMIT' },
  { waitFor: 'codeSent' },
  typeSmsCode,
  hold(env, 'validatePortInOtp'),
  { type: 'SUBMIT' },
]);

/**
 * Back on the step after the code was validated: the machine restores to verified from what the
 * step kept (the screen's own restore), Next goes on.
 */
export const TransferVerified: StoryObj = stepStory('purchase', 'connection-details', {
  states: ['portIn.verified'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'account');
    const transfer = await transferNumber(env, TRANSFER_NUMBER);
    return { journeyData: { ...seeded.journeyData, 'connection-details': transfer } };
  },
});
