import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { Line } from '../../gateway/lines/line.schema.ts';
import type { EsimDetails } from '../../gateway/orders/esim-details.ts';
import type { SimInstallationDetails } from '../../gateway/orders/sim-installation-details.schema.ts';
import { failureFields } from '../../purchase/field-message.ts';
import { requestFailureMessageId } from '../service-request-template/service-request.rules.ts';
import { type BoundedPollReport, boundedPoll } from '../shared/bounded-poll.machine.ts';
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
const readReported = ({ event }: { event: { answer: SimInstallationDetails } }) => ({
  installation: event.answer,
});
const readLine = ({ event }: { event: { output: Line | undefined } }) => ({ line: event.output ?? null });
const readReads = ({ event }: { event: { reads: number } }) => ({ reads: event.reads });

/** The install states: the codes are on screen and the customer may act on them. */
const installEvents = {
  CODE_COPIED: { actions: 'rememberManual' },
  CONFIRM_INSTALLED: { target: 'reporting' },
} as const;

/**
 * Installing an order's eSIM (`/manage/esim-install-oneclick`, `/manage/esim-install-manual`: one
 * page) the way the device allows: Apple's one-tap link on an iPhone with iOS 17.4 or later,
 * elsewhere the QR code of the activation code and the codes to type by hand.
 *
 * loading → waiting → resting (CHECK_AGAIN) → waiting → … → readingLine → installed
 *                     (any of them) CONFIRM_INSTALLED → reporting → readingLine | reportFailed
 *         ↘ readingLine (already) | unavailable (no eSIM: 404) | loadFailed (RETRY)
 *
 * - While the eSIM is not installed its status (sim-installation-details) is read every second,
 *   30 times, by the shared bounded poll (`followInstallation`: boundedPoll(the read)), then
 *   the page rests with "check again". Opening the one-tap link starts a fresh window: the
 *   download happens right then.
 * - The customer can say it is installed; the install is reported with how it was done (the
 *   device's way, or MANUAL once a code was copied), which the gateway keeps.
 * - Installed, the line is read again: installing requests a transfer that waited for the eSIM,
 *   so the page says the number switches later, and when, instead of "your line is on
 *   your phone". A line that cannot be read leaves the page saying only what is known.
 */
/** How the installation is reported (the spec's sim-installation-details), by the way this device installs. */
const INSTALL_METHODS = { 'one-click': 'ONE_CLICK', 'on-phone': 'MANUAL', 'qr-code': 'QR_CODE' } as const;

export const esimInstallMachine = setup({
  types: {
    context: {} as EsimInstallContext,
    events: {} as EsimInstallEvent | BoundedPollReport<SimInstallationDetails>,
    input: {} as EsimInstallInput,
    output: {} as EsimInstallOutput,
    emitted: {} as EsimInstallEmitted,
  },
  actors: {
    loadEsim: fromPromise<EsimDetails, LoadEsimInput>(notProvided('loadEsim')),
    followInstallation: boundedPoll<SimInstallationDetails, LoadEsimInput>(notProvided('followInstallation')),
    reportInstalled: fromPromise<SimInstallationDetails, ReportInstalledInput>(
      notProvided('reportInstalled'),
    ),
    loadLine: fromPromise<Line | undefined, LoadEsimInput>(notProvided('loadLine')),
  },
  guards: {
    esimInstalled: (_, params: { esim: EsimDetails }) => params.esim.installationStatus === 'INSTALLED',
    isInstalled: (_, params: { installation: SimInstallationDetails }) =>
      params.installation.installationStatus === 'INSTALLED',
    isNotFound: (_, params: { error: unknown }) => failureFields(params.error).status === 404,
  },
  actions: {
    rememberEsim: assign((_, params: { esim: EsimDetails }) => ({ esim: params.esim })),
    rememberInstallation: assign((_, params: { installation: SimInstallationDetails }) => ({
      installedAt: params.installation.installedAt,
    })),
    countPolls: assign((_, params: { reads: number }) => ({ pollAttempts: params.reads })),
    resetPolls: assign({ pollAttempts: 0 }),
    restartPoll: sendTo('installationPoll', { type: 'POLL.RESTART' }),
    rememberLine: assign((_, params: { line: Line | null }) => ({ line: params.line })),
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
    method: INSTALL_METHODS[esimInstallVia(input.device)],
    pollAttempts: 0,
    installedAt: null,
    failureMessageId: null,
    line: null,
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
            target: 'readingLine',
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
    // Read after a second (the details were just read), or at once when the customer asked.
    waiting: {
      tags: ['install', 'following'],
      invoke: {
        id: 'installationPoll',
        src: 'followInstallation',
        input: ({ context, event }) => ({
          readInput: { orderRef: context.orderRef },
          readFirst: event.type === 'CHECK_AGAIN' || event.type === 'INSTALL_STARTED',
        }),
        onDone: { target: 'resting' },
      },
      on: {
        ...installEvents,
        INSTALL_STARTED: { actions: ['rememberOneClick', 'resetPolls', 'restartPoll'] },
        'poll.answer': [
          {
            guard: { type: 'isInstalled', params: readReported },
            target: 'readingLine',
            actions: { type: 'rememberInstallation', params: readReported },
          },
          { actions: { type: 'countPolls', params: readReads } },
        ],
        // A lost read is one read of the window used: the install may still be going on.
        'poll.failed': { actions: { type: 'countPolls', params: readReads } },
      },
    },
    resting: {
      tags: ['install'],
      on: {
        ...installEvents,
        INSTALL_STARTED: { target: 'waiting', actions: ['rememberOneClick', 'resetPolls'] },
        CHECK_AGAIN: { target: 'waiting', actions: 'resetPolls' },
      },
    },
    reporting: {
      tags: ['install', 'busy'],
      entry: 'forgetFailure',
      invoke: {
        src: 'reportInstalled',
        input: ({ context }) => ({ orderRef: context.orderRef, method: context.method }),
        onDone: {
          target: 'readingLine',
          actions: { type: 'rememberInstallation', params: readInstallation },
        },
        onError: { target: 'reportFailed', actions: { type: 'rememberFailure', params: readError } },
      },
    },
    reportFailed: {
      tags: ['install'],
      on: {
        ...installEvents,
        INSTALL_STARTED: { target: 'waiting', actions: ['rememberOneClick', 'resetPolls', 'forgetFailure'] },
        CHECK_AGAIN: { target: 'waiting', actions: ['resetPolls', 'forgetFailure'] },
      },
    },
    readingLine: {
      tags: ['busy'],
      invoke: {
        src: 'loadLine',
        input: ({ context }) => ({ orderRef: context.orderRef }),
        onDone: { target: 'installed', actions: { type: 'rememberLine', params: readLine } },
        onError: { target: 'installed' },
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
