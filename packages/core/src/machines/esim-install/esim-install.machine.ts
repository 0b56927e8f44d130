import { assign, emit, fromPromise, setup } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import type { EsimDetails } from '../../gateway/orders/esim-details.ts';
import type { SimInstallationDetails } from '../../gateway/orders/sim-installation-details.schema.ts';
import { failureFields } from '../../purchase/field-message.ts';
import { requestFailureMessageId } from '../service-request-template/service-request.rules.ts';
import { esimInstallVia } from './esim-install.device.ts';
import type {
  EsimInstallContext,
  EsimInstallEmitted,
  EsimInstallEvent,
  EsimInstallInput,
  EsimInstallOutput,
  LoadEsimInput,
  ReportInstalledInput,
} from './esim-install.types.ts';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`esimInstall: actor "${name}" was not provided`);
};

const readError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const readEsim = ({ event }: { event: { output: EsimDetails } }) => ({ esim: event.output });
const readInstallation = ({ event }: { event: { output: SimInstallationDetails } }) => ({
  installation: event.output,
});

/** The install states: the codes are on screen and the customer may act on them. */
const installEvents = {
  CODE_COPIED: { actions: 'rememberManual' },
  CONFIRM_INSTALLED: { target: 'reporting' },
} as const;

/**
 * Installing an order's eSIM (`/manage/esim-install-oneclick`, `/manage/esim-install-manual`: one
 * page, §2) the way the device allows: Apple's one-tap link on an iPhone with iOS 17.4 or later,
 * elsewhere the QR code of the activation code and the codes to type by hand.
 *
 * loading → waiting ⇄ checking → resting (CHECK_AGAIN) → … → installed
 *                     (any of them) CONFIRM_INSTALLED → reporting → installed | reportFailed
 *         ↘ installed (already) | unavailable (no eSIM: 404) | loadFailed (RETRY)
 *
 * - While the eSIM is not installed its status (sim-installation-details) is read every
 *   API_POLLING_INTERVAL_MS, at most API_POLLING_ATTEMPTS times (§9), then the page rests with
 *   "check again". Opening the one-tap link starts a fresh round: the download happens right then.
 * - The customer can say it is installed; the install is reported with how it was done (the
 *   device's way, or MANUAL once a code was copied), which the gateway keeps.
 */
export const esimInstallMachine = setup({
  types: {
    context: {} as EsimInstallContext,
    events: {} as EsimInstallEvent,
    input: {} as EsimInstallInput,
    output: {} as EsimInstallOutput,
    emitted: {} as EsimInstallEmitted,
  },
  actors: {
    loadEsim: fromPromise<EsimDetails, LoadEsimInput>(notProvided('loadEsim')),
    fetchInstallation: fromPromise<SimInstallationDetails, LoadEsimInput>(notProvided('fetchInstallation')),
    reportInstalled: fromPromise<SimInstallationDetails, ReportInstalledInput>(
      notProvided('reportInstalled'),
    ),
  },
  delays: { pollInterval: API_POLLING_INTERVAL_MS },
  guards: {
    esimInstalled: (_, params: { esim: EsimDetails }) => params.esim.installationStatus === 'INSTALLED',
    isInstalled: (_, params: { installation: SimInstallationDetails }) =>
      params.installation.installationStatus === 'INSTALLED',
    isNotFound: (_, params: { error: unknown }) => failureFields(params.error).status === 404,
    attemptsExhausted: ({ context }) => context.pollAttempts >= API_POLLING_ATTEMPTS,
  },
  actions: {
    rememberEsim: assign((_, params: { esim: EsimDetails }) => ({ esim: params.esim })),
    rememberInstallation: assign((_, params: { installation: SimInstallationDetails }) => ({
      installedAt: params.installation.installedAt,
    })),
    countPoll: assign(({ context }) => ({ pollAttempts: context.pollAttempts + 1 })),
    resetPolls: assign({ pollAttempts: 0 }),
    rememberOneClick: assign({ method: 'ONE_CLICK' as const }),
    rememberManual: assign({ method: 'MANUAL' as const }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      failureMessageId: requestFailureMessageId(params.error, 'esim_install.report_failed'),
    })),
    forgetFailure: assign({ failureMessageId: null }),
    emitInstalled: emit(({ context }) => ({
      type: 'esimInstall.installed' as const,
      orderRef: context.orderRef,
    })),
  },
}).createMachine({
  id: 'esimInstall',
  context: ({ input }) => ({
    orderRef: input.orderRef,
    device: input.device,
    esimCompatible: input.esimCompatible,
    esim: null,
    method: esimInstallVia(input.device) === 'one-click' ? 'ONE_CLICK' : 'QR_CODE',
    pollAttempts: 0,
    installedAt: null,
    failureMessageId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadEsim',
        input: ({ context }) => ({ orderRef: context.orderRef }),
        onDone: [
          {
            guard: { type: 'esimInstalled', params: readEsim },
            target: 'installed',
            actions: { type: 'rememberEsim', params: readEsim },
          },
          { target: 'waiting', actions: { type: 'rememberEsim', params: readEsim } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: readError }, target: 'unavailable' },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading' } },
    },
    waiting: {
      tags: ['install', 'following'],
      after: { pollInterval: { target: 'checking' } },
      on: {
        ...installEvents,
        INSTALL_STARTED: { actions: ['rememberOneClick', 'resetPolls'] },
      },
    },
    checking: {
      tags: ['install', 'following'],
      entry: 'countPoll',
      invoke: {
        src: 'fetchInstallation',
        input: ({ context }) => ({ orderRef: context.orderRef }),
        onDone: [
          {
            guard: { type: 'isInstalled', params: readInstallation },
            target: 'installed',
            actions: { type: 'rememberInstallation', params: readInstallation },
          },
          { guard: 'attemptsExhausted', target: 'resting' },
          { target: 'waiting' },
        ],
        // A lost read is one attempt used: the install may still be going on.
        onError: [{ guard: 'attemptsExhausted', target: 'resting' }, { target: 'waiting' }],
      },
      on: {
        ...installEvents,
        INSTALL_STARTED: { actions: ['rememberOneClick', 'resetPolls'] },
      },
    },
    resting: {
      tags: ['install'],
      on: {
        ...installEvents,
        INSTALL_STARTED: { target: 'checking', actions: ['rememberOneClick', 'resetPolls'] },
        CHECK_AGAIN: { target: 'checking', actions: 'resetPolls' },
      },
    },
    reporting: {
      tags: ['install', 'busy'],
      entry: 'forgetFailure',
      invoke: {
        src: 'reportInstalled',
        input: ({ context }) => ({ orderRef: context.orderRef, method: context.method }),
        onDone: {
          target: 'installed',
          actions: { type: 'rememberInstallation', params: readInstallation },
        },
        onError: { target: 'reportFailed', actions: { type: 'rememberFailure', params: readError } },
      },
    },
    reportFailed: {
      tags: ['install'],
      on: {
        ...installEvents,
        INSTALL_STARTED: { target: 'checking', actions: ['rememberOneClick', 'resetPolls', 'forgetFailure'] },
        CHECK_AGAIN: { target: 'checking', actions: ['resetPolls', 'forgetFailure'] },
      },
    },
    installed: { type: 'final', entry: 'emitInstalled' },
    unavailable: { type: 'final' },
  },
  // The details are read before any way to installed; only unavailable ends without them.
  output: ({ context }): EsimInstallOutput =>
    context.esim ? { outcome: 'installed' } : { outcome: 'unavailable' },
});

export type EsimInstallMachine = typeof esimInstallMachine;
