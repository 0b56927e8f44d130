import purchaseJourney from '@journeys/purchase.json';
import retailPurchaseJourney from '@journeys/retail-purchase.json';
import { numberChangeCodeMachine } from '@senda/core/flows/number-change';
import { compileJourney, loadJourney } from '@senda/core/journey';
import { appBootMachine } from '@senda/core/machines/app-boot';
import { checkoutMachine } from '@senda/core/machines/checkout';
import { esimInstallMachine } from '@senda/core/machines/esim-install';
import { manualEkycMachine } from '@senda/core/machines/manual-ekyc';
import { newNumberMachine } from '@senda/core/machines/new-number';
import { otpTimerMachine } from '@senda/core/machines/otp-timer';
import { paylinkMachine } from '@senda/core/machines/paylink';
import { cardEntryMachine, paymentMachine, paymentSettlementMachine } from '@senda/core/machines/payment';
import { addPaymentMethodMachine, paymentMethodsMachine } from '@senda/core/machines/payment-methods';
import { portInMachine } from '@senda/core/machines/port-in';
import { profileEmailMachine } from '@senda/core/machines/profile-email';
import { serviceRequestStatusMachine } from '@senda/core/machines/request-status';
import { serviceRequestResultMachine } from '@senda/core/machines/service-payment';
import { simActivationMachine } from '@senda/core/machines/sim-activation';
import { stepUpMachine } from '@senda/core/machines/step-up';
import { verificationMachine } from '@senda/core/machines/verification';
import { SERVICE_FLOWS } from '@senda/core/navigation';
import { NOTIFICATION_POSITIONS, NOTIFICATION_TYPES } from '@senda/core/stores';
import type { AnyStateMachine } from 'xstate';
import type { FlowCoverage } from '../../features/manage/flow-app';
import { PURCHASE_SCREEN_FILES } from '../../features/purchase/purchase-screen-files';

type StateNode = AnyStateMachine['root'];

/**
 * The machines whose states decide what a screen shows, by their export name in @senda/core.
 * `storybook-coverage.test.ts` finds every core machine the app uses and fails when one is in
 * neither this list nor HEADLESS_MACHINES, so a new screen machine cannot go unreviewed.
 */
export const SCREEN_MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  appBootMachine,
  checkoutMachine,
  newNumberMachine,
  numberChangeCodeMachine,
  manualEkycMachine,
  otpTimerMachine,
  paylinkMachine,
  paymentMachine,
  portInMachine,
  profileEmailMachine,
  serviceRequestStatusMachine,
  serviceRequestResultMachine,
  simActivationMachine,
  esimInstallMachine,
  verificationMachine,
  // The customer's cards and adding one.
  paymentMethodsMachine,
  addPaymentMethodMachine,
};

/**
 * Screen machines a service flow builds from its journey file (a factory in core, not an export),
 * on the service-request template: each flow's `<flow>.coverage.ts` in its feature folder, found by
 * its name, in core's SERVICE_FLOWS order (app/flow-parts.test.ts checks every flow has one); their
 * states are counted like SCREEN_MACHINES'.
 */
const FLOW_COVERAGES = Object.values(
  import.meta.glob<{ default: FlowCoverage }>('../../features/manage/*/*.coverage.ts', { eager: true }),
).map(({ default: coverage }) => coverage);
const SERVICE_FLOW_MACHINES: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(
  FLOW_COVERAGES.map((coverage) => [coverage.flowId, coverage.machine]),
);

export const FLOW_MACHINES: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(
  SERVICE_FLOWS.flatMap((flow) => {
    const machine = SERVICE_FLOW_MACHINES[flow.id];
    return machine ? [[flow.id, machine]] : [];
  }),
);

/** The flows' other machines beside their main ones (each coverage file's `more`), counted the same way. */
export const MORE_FLOW_MACHINES: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(
  FLOW_COVERAGES.flatMap((coverage) => Object.entries(coverage.more)),
);

/**
 * Machines a screen machine runs as its children, whose states decide what that screen shows:
 * the payment's card entry (the card form) and settlement (processing, the bank's challenge).
 * Stories claim them by their own ids (`cardEntry.ready`, `paymentSettlement.challenge`).
 */
export const CHILD_SCREEN_MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  cardEntryMachine,
  paymentSettlementMachine,
  // The shared "confirm it's you" step, run by every account-changing flow.
  stepUpMachine,
};

/** Machines the app runs that never decide a screen's look, and why. */
export const HEADLESS_MACHINES: Readonly<Record<string, string>> = {};

/** The purchase journeys: every step is a screen (retail-purchase adds retail onboarding). */
export const SCREEN_JOURNEYS: readonly unknown[] = [purchaseJourney, retailPurchaseJourney];

export interface ScreenState {
  /** `<machine id>.<state path>`, as stories write it in `parameters.machineStates`. */
  id: string;
  machine: string;
}

export interface ScreenStates {
  states: ScreenState[];
  /**
   * States left at once by an unguarded eventless transition: a snapshot is never taken in them,
   * so nothing can show them (`appBoot.decidingConfig`, `paymentSettlement.deciding`).
   */
  transient: string[];
}

/** Left at once: an `always` transition without a guard. */
const isTransient = (node: StateNode) => node.always?.some((transition) => !transition.guard) ?? false;

function walk(node: StateNode): StateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
}

/** Every state of a machine, read from the machine itself: a new state is listed as it lands. */
export function statesOfMachine(machine: AnyStateMachine): ScreenStates {
  const nodes = walk(machine.root);
  const id = (node: StateNode) => `${machine.id}.${node.path.join('.')}`;
  return {
    states: nodes.filter((node) => !isTransient(node)).map((node) => ({ id: id(node), machine: machine.id })),
    transient: nodes.filter(isTransient).map(id),
  };
}

/** A journey's steps, from its compiled machine (the `step`-tagged states; not idle, not exits). */
export function statesOfJourney(file: unknown): ScreenStates {
  const machine = compileJourney(loadJourney(file)) as unknown as AnyStateMachine;
  const steps = walk(machine.root).filter((node) => node.tags.includes('step'));
  return {
    states: steps.map((node) => ({ id: `${machine.id}.${node.path.join('.')}`, machine: machine.id })),
    transient: [],
  };
}

/** Each notification type and each position, drawn by the notifications host. */
export function notificationStates(): ScreenStates {
  return {
    states: [
      ...NOTIFICATION_TYPES.map((type) => ({ id: `notifications.type.${type}`, machine: 'notifications' })),
      ...NOTIFICATION_POSITIONS.map((position) => ({
        id: `notifications.position.${position}`,
        machine: 'notifications',
      })),
    ],
    transient: [],
  };
}

export function allScreenStates(): ScreenStates {
  const parts = [
    ...Object.values(SCREEN_MACHINES).map(statesOfMachine),
    ...Object.values(FLOW_MACHINES).map(statesOfMachine),
    ...Object.values(MORE_FLOW_MACHINES).map(statesOfMachine),
    ...Object.values(CHILD_SCREEN_MACHINES).map(statesOfMachine),
    ...SCREEN_JOURNEYS.map(statesOfJourney),
    notificationStates(),
  ];
  return { states: parts.flatMap((part) => part.states), transient: parts.flatMap((part) => part.transient) };
}

/**
 * Steps the app has a screen for that a journey file does not use now (a product team removed the
 * step from the JSON): `<journey id>.<step>`. A story of such a screen is not a typo, so the
 * coverage check lists it as unused instead of failing on it; the screen comes back with its step.
 */
export function unusedStepScreens(files: readonly unknown[] = SCREEN_JOURNEYS): string[] {
  return files.flatMap((file) => {
    const journey = loadJourney(file);
    // The journeys with screens of the journey runtime are the purchase's.
    const screens: Readonly<Record<string, string>> = PURCHASE_SCREEN_FILES;
    const used = new Set(journey.steps.map((step) => step.name));
    return Object.keys(screens)
      .filter((step) => !used.has(step))
      .map((step) => `${journey.id}.${step}`);
  });
}

/** What stories claim: story id → its `machineStates`. */
export type StoryClaims = ReadonlyMap<string, readonly string[]>;

export interface CoverageReport {
  total: number;
  covered: number;
  /** States no story shows. */
  missing: string[];
  /** Claims naming no known state (a typo, a renamed state): story id → claim. */
  unknown: { story: string; claim: string }[];
  /** Claims of a screen whose step no journey file uses now (`unusedStepScreens`). */
  unused: { story: string; claim: string }[];
  /** Which stories show each state. */
  byState: Map<string, string[]>;
  figure: string;
}

export function coverageOf(
  all: ScreenStates,
  claims: StoryClaims,
  unusedScreens: readonly string[] = [],
): CoverageReport {
  const byState = new Map(all.states.map((state) => [state.id, [] as string[]]));
  const unknown: CoverageReport['unknown'] = [];
  const unused: CoverageReport['unused'] = [];
  for (const [story, stateIds] of claims) {
    for (const claim of stateIds) {
      const stories = byState.get(claim);
      if (stories) stories.push(story);
      else if (unusedScreens.includes(claim)) unused.push({ story, claim });
      else unknown.push({ story, claim });
    }
  }
  const missing = [...byState].filter(([, stories]) => stories.length === 0).map(([id]) => id);
  const covered = byState.size - missing.length;
  const percent = byState.size === 0 ? 100 : Math.floor((covered / byState.size) * 100);
  return {
    total: byState.size,
    covered,
    missing,
    unknown,
    unused,
    byState,
    figure: `${covered}/${byState.size} screen states have a story (${percent} %)`,
  };
}
