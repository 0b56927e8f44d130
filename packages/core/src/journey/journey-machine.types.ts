import type { JourneyData, JourneyStepData } from './journey-data.ts';
import type { JourneyAnalyticsEventName, JourneyLayout } from './journey-file.schema.ts';
import type { JourneyPosition } from './journey-navigation.ts';
import type { JourneyFactPatch, JourneyFactValues } from './journey-vocabulary.ts';

/** How a journey ended: on a final step, or through one of its declared exits. */
export type JourneyOutcome =
  | { kind: 'final'; step: string }
  | { kind: 'exit'; exit: string; path: string | null };

export interface JourneyContext extends JourneyPosition {
  readonly journeyId: string;
  readonly revision: number;
  /** The step the machine is on; null before START and after SET_STEP with an unknown name. */
  readonly current: string | null;
  readonly journeyData: JourneyData;
  /** The facts RESET returns to (those given as input). */
  readonly initialFacts: JourneyFactValues;
  /** A message id for the screen to show once, such as notifications.journey_restarted. */
  readonly notice: string | null;
  readonly outcome: JourneyOutcome | null;
  /** Start on creation (a journey run inside another machine); cleared once used. */
  readonly autoStart: boolean;
}

export interface JourneyInput {
  /** Facts of the journey's own vocabulary; any other is dropped. */
  facts?: JourneyFactPatch | undefined;
  journeyData?: JourneyData;
  autoStart?: boolean;
  notice?: string | null;
  /**
   * Where to start instead of the first step (autoStart): a context this journey had, on a step
   * that is not final (a reload, or going back from a review after the journey ended).
   */
  resume?: JourneyContext | null;
}

export type JourneyEvent =
  /** Sets the step index to 0 only when it is -1; ignored once started. */
  | { type: 'START' }
  /** Forward by one, skipping steps whose conditions do not hold, after merging facts and data. */
  | { type: 'NEXT'; facts?: JourneyFactPatch; data?: JourneyStepData }
  | { type: 'BACK'; data?: JourneyStepData }
  /** Move to an alternative of the current step (sign-up ↔ log in). */
  | { type: 'SWITCH'; to: string; facts?: JourneyFactPatch; data?: JourneyStepData }
  /** the spec's set current step: a known name goes there; an unknown one empties index and neighbours. */
  | { type: 'SET_STEP'; step: string; facts?: JourneyFactPatch }
  /** A route opened directly: allowed for a reached step, else resume at the furthest valid one. */
  | { type: 'DEEP_LINK'; route: string }
  | { type: 'EXIT'; exit: string; path?: string }
  | { type: 'UPDATE_DATA'; data: JourneyStepData }
  | { type: 'SET_FACTS'; facts: JourneyFactPatch }
  /** Restores the initial state. */
  | { type: 'RESET' }
  | { type: 'DISMISS_NOTICE' };

export type JourneyEventType = JourneyEvent['type'];

/** Emitted on every step entered: what a page-view tracker or a router listens to. */
export interface JourneyStepEntered {
  type: 'journey.step';
  journeyId: string;
  step: string;
  index: number;
  route: string;
  layout: JourneyLayout;
  pageName: string;
}

/** Emitted the first time a step that declares an analyticsEvent is entered in a run. */
export interface JourneyAnalyticsEmitted {
  type: 'journey.analytics';
  journeyId: string;
  /** The journey file's revision: a report compares the funnels of two revisions. */
  revision: number;
  name: JourneyAnalyticsEventName;
  step: string;
  pageName: string;
}

export type JourneyEmitted = JourneyStepEntered | JourneyAnalyticsEmitted;
