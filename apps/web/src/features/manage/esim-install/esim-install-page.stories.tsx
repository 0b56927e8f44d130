import { esimDetails, simInstallationDetails, updateSimInstallationDetails } from '@senda/core/gateway';
import { detectInstallDevice } from '@senda/core/machines/esim-install';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { directMachine, type MachineDirection } from '../../../storybook/machine-registry';
import { type ScenarioName, signInScenario } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * eSIM installation (packages/core/src/machines/esim-install), opened signed in as the sandbox's
 * ready-made customers. The device is the browser's own: this preview shows the QR code; the
 * one-tap story puts the machine on an iPhone with iOS 17.4.
 */
export default { title: 'Manage/eSIM installation', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
const failingRead = fromPromise<never>(async () => {
  throw new Error('the eSIM details could not be read');
});
const route = (orderRef: string) => `/manage/esim-install-oneclick?orderRef=${orderRef}`;

interface Options {
  scenario?: ScenarioName;
  faults?: Parameters<StoryEnv['sandbox']['faults']['add']>[0][];
  machine?: (env: StoryEnv, orderRef: string) => Promise<MachineDirection> | MachineDirection;
  before?: (env: StoryEnv, orderRef: string) => Promise<unknown>;
}

function installStory(states: string[], options: Options = {}): StoryObj {
  return routeStory('/manage/esim-install-oneclick', {
    states,
    setup: async (env) => {
      const customer = await signInScenario(env, options.scenario ?? 'active-esim-line');
      await options.before?.(env, customer.orderRef);
      for (const fault of options.faults ?? []) env.sandbox.faults.add(fault);
      if (options.machine) directMachine('esimInstall', await options.machine(env, customer.orderRef));
      return { route: route(customer.orderRef) };
    },
  });
}

/** The eSIM's details are being read. */
export const Loading = installStory(['esimInstall.loading'], {
  faults: [{ kind: 'latency', route: 'esimDetails', latencyMs: HELD_MS }],
});

/**
 * They could not be read: try again. The read fails at once here; through the gateway a 5xx is
 * retried by the client for about 7 s first, longer than a story waits for its states.
 */
export const LoadFailed = installStory(['esimInstall.loading', 'esimInstall.loadFailed'], {
  machine: () => ({ actors: { loadEsim: failingRead } }),
});

/**
 * Not an iPhone with iOS 17.4: the QR code, the codes to type with copy buttons, the steps for
 * iPhone and Android; the installation status is read every second meanwhile.
 */
export const QrCodeFollowing = installStory(['esimInstall.waiting']);

/** Opened with esim_compatible=true: the phone is known to take an eSIM. */
export const QrCodeEsimCompatible = installStory(['esimInstall.waiting'], {
  before: async (env) => {
    const { stores } = env.services;
    stores.store.set(stores.sessionFacts.facts, { esimCompatible: true });
  },
});

/** An iPhone with iOS 17.4 or later: one tap on Apple's eSIM setup link. */
export const OneClickIphone = installStory(['esimInstall.waiting'], {
  machine: async (env, orderRef) => ({
    state: {
      value: 'waiting',
      context: {
        device: detectInstallDevice(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        ),
        method: 'ONE_CLICK',
        esim: await esimDetails(env.services.gateway, { orderRef }),
      },
    },
  }),
});

/**
 * An Android phone: what works on the phone itself first (copy the activation code, then
 * Settings); the QR code offered, on request, for installing on another phone.
 */
export const OnAndroidPhone = installStory(['esimInstall.waiting'], {
  machine: async (env, orderRef) => ({
    state: {
      value: 'waiting',
      context: {
        device: detectInstallDevice(
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
        ),
        method: 'MANUAL',
        esim: await esimDetails(env.services.gateway, { orderRef }),
      },
    },
  }),
});

/** the spec's thirty reads done (shortened here) without seeing it installed: check again. */
export const Resting = installStory(['esimInstall.resting'], {
  machine: (env) => ({
    actors: {
      followInstallation: boundedPoll((input: { orderRef: string }) =>
        simInstallationDetails(env.services.gateway, { orderId: input.orderRef }),
      ).provide({ delays: { pollInterval: 1 } }),
    },
  }),
});

/** "I've installed it" pressed: being recorded. */
export const Reporting = installStory(['esimInstall.reporting'], {
  faults: [{ kind: 'latency', route: 'updateSimInstallationDetails', latencyMs: HELD_MS }],
  machine: () => ({ events: [{ waitFor: 'waiting' }, { type: 'CONFIRM_INSTALLED' }] }),
});

/** Recording it failed: the codes stay, with the message, to send again. */
export const ReportFailed = installStory(['esimInstall.reporting', 'esimInstall.reportFailed'], {
  faults: [{ kind: 'server_error', route: 'updateSimInstallationDetails' }],
  machine: () => ({
    events: [{ waitFor: 'waiting' }, { type: 'CONFIRM_INSTALLED' }, { waitFor: 'reportFailed' }],
  }),
});

/** Installed, on a line that works: the line is on the phone. */
export const Installed = installStory(['esimInstall.installed'], {
  before: (env, orderRef) =>
    updateSimInstallationDetails(env.services.gateway, {
      orderId: orderRef,
      installationStatus: 'INSTALLED',
      method: 'QR_CODE',
    }),
});

/** Installed: the line is read again, to say what works now. */
export const ReadingLine = installStory(['esimInstall.readingLine'], {
  faults: [{ kind: 'latency', route: 'getOrder', latencyMs: HELD_MS }],
  before: (env, orderRef) =>
    updateSimInstallationDetails(env.services.gateway, {
      orderId: orderRef,
      installationStatus: 'INSTALLED',
      method: 'QR_CODE',
    }),
});

/**
 * Installed, with a number transferred from Telcel: installing requested the transfer, so the
 * page says when the number switches (Mexico City time) and that the temporary number works now,
 * not "your line is on your phone".
 */
export const InstalledTransferRequested = installStory(['esimInstall.installed'], {
  scenario: 'pending-port-in',
});

/** Opened for a physical SIM: there is no eSIM to install. */
export const Unavailable = installStory(['esimInstall.unavailable'], {
  scenario: 'physical-sim-awaiting-activation',
});
