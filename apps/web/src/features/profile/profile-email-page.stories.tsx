import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnyActorRef, waitFor } from 'xstate';
import { mailboxCode } from '../../storybook/customer-scenario';
import { directMachine, type MachineScriptStep } from '../../storybook/machine-registry';
import { scenarioCustomer } from '../../storybook/manage-scenario';
import type { StoryEnv } from '../../storybook/story-env';
import { renderApp, routeStory } from '../../storybook/story-kit';

/**
 * /profile/email: core's profile-email machine for a ready-made customer, the code read from the
 * sandbox mailbox as the customer would; a latency fault holds the code request on screen.
 */
export default { title: 'Profile/Change e-mail', render: renderApp } satisfies Meta;

const PATH = '/profile/email';
const HELD_MS = 120_000;
const NEW_ADDRESS = 'lucia.nueva@example.mx';

interface Options {
  script?: MachineScriptStep[];
  faults?: Parameters<StoryEnv['sandbox']['faults']['add']>[0][];
  /** Another account, whose address the script types. */
  taken?: string;
}

/** The story customer's address now: the step-up's code goes there. */
let currentAddress = '';

function emailStory(states: string[], options: Options = {}): StoryObj {
  return routeStory(PATH, {
    states,
    setup: async (env) => {
      if (options.taken) await scenarioCustomer(env, 'active-esim-line', options.taken);
      currentAddress = (await scenarioCustomer(env, 'active-esim-line')).email;
      for (const fault of options.faults ?? []) env.sandbox.faults.add(fault);
      if (options.script) directMachine('profileEmail', { events: options.script });
    },
  });
}

const ASK_APPROVAL: MachineScriptStep[] = [
  { waitFor: 'editing' },
  { type: 'EMAIL.CHANGE', value: NEW_ADDRESS },
  { type: 'SUBMIT' },
  { waitFor: 'approving' },
];

/** The scenario's session is a link's: the current address approves with the code mailed to it. */
const ASK_CODE: MachineScriptStep[] = [
  ...ASK_APPROVAL,
  {
    do: async (actor: AnyActorRef) => {
      const stepUp = actor.getSnapshot().children.stepUp as AnyActorRef | undefined;
      if (!stepUp) return;
      await waitFor(stepUp, (snapshot) => snapshot.matches('verifying'));
      const otp = stepUp.getSnapshot().children.otp as AnyActorRef | undefined;
      otp?.send({ type: 'SUBMIT', code: await mailboxCode(currentAddress) });
    },
  },
];

/** The new address, with the one the account has now. */
export const Address = emailStory(['profileEmail.editing']);

/** A wrong address: refused on the field, kept as typed. */
export const WrongAddress = emailStory(['profileEmail.editing'], {
  script: [{ waitFor: 'editing' }, { type: 'EMAIL.CHANGE', value: 'lucia@example' }, { type: 'SUBMIT' }],
});

/** Another account's address (409 EMAIL_IN_USE): said on the field. */
export const AddressInUse = emailStory(['profileEmail.requesting', 'profileEmail.editing'], {
  taken: 'ocupado@example.mx',
  script: [
    { waitFor: 'editing' },
    { type: 'EMAIL.CHANGE', value: 'ocupado@example.mx' },
    { type: 'SUBMIT' },
    { waitFor: 'editing' },
  ],
});

/** The current address's code is being asked for (the shared step-up step). */
export const ApprovalSending = emailStory(['profileEmail.approving', 'stepUp.starting'], {
  faults: [{ kind: 'latency', route: 'startStepUp', latencyMs: HELD_MS }],
  script: [{ waitFor: 'editing' }, { type: 'EMAIL.CHANGE', value: NEW_ADDRESS }, { type: 'SUBMIT' }],
});

/** "We sent a code to l••••@example.mx": the current address approves first. */
export const Approval = emailStory(['profileEmail.approving', 'stepUp.verifying'], {
  script: ASK_APPROVAL,
});

/** The current address's code could not be asked for: said, with "send a new code". */
export const ApprovalRefused = emailStory(['profileEmail.approving', 'stepUp.failed'], {
  faults: [{ kind: 'server_error', route: 'startStepUp' }],
  script: ASK_APPROVAL,
});

/** The code is being asked for. */
export const SendingCode = emailStory(['stepUp.done', 'profileEmail.requesting'], {
  faults: [{ kind: 'latency', route: 'requestProfileEmailUpdate', latencyMs: HELD_MS }],
  script: ASK_CODE,
});

/** The code sent to the new address: the purchase's boxes, countdown and resend. */
export const Code = emailStory(['profileEmail.verifying', 'otpTimer.counting'], {
  script: [...ASK_CODE, { waitFor: 'verifying' }],
});

/** The code from the mailbox: the address changed. */
export const Done = emailStory(['profileEmail.confirmed'], {
  script: [
    ...ASK_CODE,
    { waitFor: 'verifying' },
    {
      do: async (actor: AnyActorRef) => {
        const otp = actor.getSnapshot().children.otp as AnyActorRef | undefined;
        otp?.send({ type: 'SUBMIT', code: await mailboxCode(NEW_ADDRESS) });
      },
    },
  ],
});
