import { activateSim } from '@senda/core/gateway';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { directMachine, type MachineScriptStep } from '../../../storybook/machine-registry';
import { cancelLine } from '../../../storybook/manage-scenario';
import { type ScenarioName, signInScenario } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * SIM activation (packages/core/src/machines/sim-activation), opened signed in as the sandbox's
 * ready-made customers. The ICCID is typed with the machine's own events; a latency fault holds
 * a call so its busy state stays on screen, a server-error fault makes it fail.
 */
export default { title: 'Manage/SIM activation', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
const route = (orderRef: string) => `/manage/sim-activation?orderRef=${orderRef}`;

interface Options {
  scenario?: ScenarioName;
  faults?: Parameters<StoryEnv['sandbox']['faults']['add']>[0][];
  /** The machine's events once it runs, given the ICCID on the customer's SIM card. */
  script?: (iccid: string) => MachineScriptStep[];
  /** Done in the sandbox before the page opens (the SIM activated already). */
  before?: (
    env: StoryEnv,
    customer: { orderRef: string; iccid: string; accountNumber: string },
  ) => Promise<unknown>;
}

function activationStory(states: string[], options: Options = {}): StoryObj {
  return routeStory('/manage/sim-activation', {
    states,
    setup: async (env) => {
      const customer = await signInScenario(env, options.scenario ?? 'physical-sim-awaiting-activation');
      await options.before?.(env, customer);
      for (const fault of options.faults ?? []) env.sandbox.faults.add(fault);
      if (options.script) directMachine('simActivation', { events: options.script(customer.iccid) });
      return { route: route(customer.orderRef) };
    },
  });
}

const typeIccid = (value: string): MachineScriptStep[] => [
  { waitFor: 'entering' },
  { type: 'ICCID_CHANGED', value },
  { type: 'SUBMIT' },
];
/** As printed on the card: groups of four. */
const grouped = (iccid: string) => iccid.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The line is being read. */
export const Loading = activationStory(['simActivation.loading'], {
  faults: [{ kind: 'latency', route: 'getOrder', latencyMs: HELD_MS }],
});

/**
 * The line could not be read: try again. The read fails at once here; through the gateway a 5xx
 * is retried by the client for about 7 s first, longer than a story waits for its states.
 */
export const LoadFailed: StoryObj = routeStory('/manage/sim-activation', {
  states: ['simActivation.loading', 'simActivation.loadFailed'],
  machines: {
    simActivation: {
      actors: {
        loadLine: fromPromise<never>(async () => {
          throw new Error('the line could not be read');
        }),
      },
    },
  },
  setup: async (env) => {
    const customer = await signInScenario(env, 'physical-sim-awaiting-activation');
    return { route: route(customer.orderRef) };
  },
});

/** A picked-up SIM waiting for its ICCID. */
export const Entering = activationStory(['simActivation.entering']);

/** An ICCID pasted with a letter: named under the field, nothing sent, what was typed kept. */
export const IccidWithLetters = activationStory(['simActivation.entering'], {
  script: (iccid) => typeIccid(`ICCID ${grouped(iccid)}`),
});

/** Another SIM's ICCID (well formed): the gateway says it is not this line's SIM. */
export const OtherSimIccid = activationStory(['simActivation.entering', 'simActivation.activating'], {
  script: () => [...typeIccid('8952 1400 0000 0000 005'), { waitFor: 'entering' }],
});

/** Activate pressed with the right ICCID: being activated. */
export const Activating = activationStory(['simActivation.entering', 'simActivation.activating'], {
  faults: [{ kind: 'latency', route: 'activateSim', latencyMs: HELD_MS }],
  script: (iccid) => typeIccid(grouped(iccid)),
});

/** The gateway failed: the form stays with the ICCID, to send again. */
export const ActivationFailed = activationStory(
  ['simActivation.entering', 'simActivation.activating', 'simActivation.activationFailed'],
  {
    faults: [{ kind: 'server_error', route: 'activateSim', times: 1 }],
    script: (iccid) => [...typeIccid(grouped(iccid)), { waitFor: 'activationFailed' }],
  },
);

/** Activated: the line is Active. */
export const Activated = activationStory(['simActivation.entering', 'simActivation.activated'], {
  script: (iccid) => [...typeIccid(grouped(iccid)), { waitFor: 'activated' }],
});

/** Opened again after the SIM was activated. */
export const AlreadyActive = activationStory(['simActivation.alreadyActive'], {
  before: (env, customer) => activateSim(env.services.gateway, customer),
});

/** Opened for an eSIM line: there is nothing to activate (an eSIM is installed). */
export const NoPhysicalSim = activationStory(['simActivation.noPhysicalSim'], {
  scenario: 'active-esim-line',
});

/** Opened for a line the customer cancelled before activating it: nothing to activate. */
export const Cancelled = activationStory(['simActivation.cancelled'], {
  scenario: 'termination-before-activation',
  before: cancelLine,
});

/** An order that is not this customer's: not found, nothing of it shown. */
export const NotFound: StoryObj = routeStory('/manage/sim-activation', {
  states: ['simActivation.notFound'],
  setup: async (env) => {
    await signInScenario(env, 'physical-sim-awaiting-activation');
    const other = env.sandbox.state.scenarios.create('physical-sim-awaiting-activation');
    return { route: route(other.orderRef) };
  },
});
