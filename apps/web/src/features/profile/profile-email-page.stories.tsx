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

/** The new address typed and sent: the current address is asked to approve it. */
const askApproval = (address: string): MachineScriptStep[] => [
  { waitFor: 'editing' },
  { type: 'EMAIL.CHANGE', value: address },
  { type: 'SUBMIT' },
  { waitFor: 'approving' },
];
const ASK_APPROVAL = askApproval(NEW_ADDRESS);

/**
 * The scenario's session is a link's, never a fresh log-in: the step-up always mails a code to the
 * current address, which approves with it; only then is the new address sent to the gateway.
 */
const approved = (address: string): MachineScriptStep[] => [
  ...askApproval(address),
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
const ASK_CODE = approved(NEW_ADDRESS);
/** The e-mail change's own code step (its step-up, still approving, has a `verifying` too). */
const CODE_STEP: MachineScriptStep = { waitFor: 'profileEmail.verifying' };

/** The new address, with the one the account has now. */
export const Address = emailStory(['profileEmail.editing']);

/** A wrong address: refused on the field, kept as typed. */
export const WrongAddress = emailStory(['profileEmail.editing'], {
  script: [{ waitFor: 'editing' }, { type: 'EMAIL.CHANGE', value: 'lucia@example' }, { type: 'SUBMIT' }],
});

/** Another account's address, approved by the current one, then refused (409 EMAIL_IN_USE): said on the field. */
export const AddressInUse = emailStory(['profileEmail.requesting', 'profileEmail.editing'], {
  taken: 'ocupado@example.mx',
  script: [...approved('ocupado@example.mx'), { waitFor: 'profileEmail.editing' }],
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
  script: [...ASK_CODE, CODE_STEP],
});

/** The code from the mailbox: the address changed. */
export const Done = emailStory(['profileEmail.confirmed'], {
  script: [
    ...ASK_CODE,
    CODE_STEP,
    {
      do: async (actor: AnyActorRef) => {
        const otp = actor.getSnapshot().children.otp as AnyActorRef | undefined;
        otp?.send({ type: 'SUBMIT', code: await mailboxCode(NEW_ADDRESS) });
      },
    },
  ],
});
