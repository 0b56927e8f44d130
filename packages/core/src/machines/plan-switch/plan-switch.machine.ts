import { assign, fromPromise, sendTo, setup } from 'xstate';
import { compileJourney, type JourneyOutcome, loadJourney } from '../../journey/index.ts';
import type {
  CancelPlanSwitchInput,
  PlanSwitchCancelEligibility,
  PlanSwitchContext,
  PlanSwitchEligibility,
  PlanSwitchEvent,
  PlanSwitchInput,
  PlanSwitchLineInput,
  PlanSwitchOutput,
} from './plan-switch.types.ts';

export const PLAN_SWITCH_MESSAGES = {
  notEligible: 'errors.plan_switch.not_eligible',
  cancelled: 'plan_switch.cancelled',
  cancelFailed: 'errors.plan_switch.cancel_failed',
} as const;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`planSwitch: actor "${name}" was not provided`);
};

/** The journey events the screens send; the plan-switch machine passes them to its journey. */
const JOURNEY_EVENT_TYPES = [
  'NEXT',
  'BACK',
  'SWITCH',
  'SET_STEP',
  'DEEP_LINK',
  'EXIT',
  'UPDATE_DATA',
  'SET_FACTS',
  'DISMISS_NOTICE',
] as const;

/**
 * Plan switch (§1 manage: plan switch; §7 eligibility by simNumber and cancel eligibility). The
 * steps (plans → plan details → order summary → payment → success or failed) are the compiled
 * journeys/plan-switch.json, run as this machine's child: the same format and engine as the
 * purchase. Around it, this machine does the line's I/O through provided actors:
 *
 * - checkingEligibility: a line that may not switch ends at once (not-eligible);
 * - checkingCancel: whether a plan switch already requested can be cancelled (a failure here
 *   only hides the cancel option);
 * - choosing: the journey runs; CANCEL_PLAN_SWITCH is accepted only when cancelable;
 * - cancelling: the cancel call; on failure the customer is back on the journey with a notice.
 */
export function createPlanSwitchMachine(journeySource: unknown) {
  const journey = loadJourney(journeySource);
  const journeyMachine = compileJourney(journey);
  const forward = Object.fromEntries(
    JOURNEY_EVENT_TYPES.map((type) => [type, { actions: 'forwardToJourney' }]),
  );

  const machine = setup({
    types: {
      context: {} as PlanSwitchContext,
      events: {} as PlanSwitchEvent,
      input: {} as PlanSwitchInput,
      output: {} as PlanSwitchOutput,
    },
    actors: {
      checkEligibility: fromPromise<PlanSwitchEligibility, PlanSwitchLineInput>(
        notProvided('checkEligibility'),
      ),
      checkCancelEligibility: fromPromise<PlanSwitchCancelEligibility, PlanSwitchLineInput>(
        notProvided('checkCancelEligibility'),
      ),
      cancelPlanSwitch: fromPromise<unknown, CancelPlanSwitchInput>(notProvided('cancelPlanSwitch')),
      journey: journeyMachine,
    },
    guards: {
      isEligible: (_, params: { eligibility: PlanSwitchEligibility }) => params.eligibility.eligible,
      canCancel: ({ context }) => context.cancelable,
    },
    actions: {
      forwardToJourney: sendTo('journey', ({ event }) => event),
      rememberRefusal: assign((_, params: { eligibility: PlanSwitchEligibility }) => ({
        ending: 'not-eligible' as const,
        reasonMessageId: params.eligibility.reasonMessageId ?? null,
      })),
      rememberCancelled: assign({ ending: 'cancelled' }),
      rememberCancelEligibility: assign((_, params: { answer: PlanSwitchCancelEligibility }) => ({
        cancelable: params.answer.cancelable,
        pendingRequestId: params.answer.requestId ?? null,
      })),
      noticeCancelFailed: assign({ notice: PLAN_SWITCH_MESSAGES.cancelFailed }),
      dismissNotice: assign({ notice: null }),
      rememberJourneyOutcome: assign((_, params: { outcome: JourneyOutcome }) => ({
        ending: 'completed' as const,
        journeyOutcome: params.outcome,
      })),
    },
  }).createMachine({
    id: 'planSwitch',
    context: ({ input }) => ({
      simNumber: input.simNumber,
      facts: input.facts ?? {},
      cancelable: false,
      pendingRequestId: null,
      notice: null,
      journeyOutcome: null,
      reasonMessageId: null,
      ending: null,
    }),
    initial: 'checkingEligibility',
    states: {
      checkingEligibility: {
        tags: ['busy'],
        invoke: {
          src: 'checkEligibility',
          input: ({ context }) => ({ simNumber: context.simNumber }),
          onDone: [
            {
              guard: { type: 'isEligible', params: ({ event }) => ({ eligibility: event.output }) },
              target: 'checkingCancel',
            },
            {
              target: 'notEligible',
              actions: { type: 'rememberRefusal', params: ({ event }) => ({ eligibility: event.output }) },
            },
          ],
          onError: { target: 'loadFailed' },
        },
      },
      checkingCancel: {
        tags: ['busy'],
        invoke: {
          src: 'checkCancelEligibility',
          input: ({ context }) => ({ simNumber: context.simNumber }),
          onDone: {
            target: 'choosing',
            actions: { type: 'rememberCancelEligibility', params: ({ event }) => ({ answer: event.output }) },
          },
          onError: { target: 'choosing' },
        },
      },
      choosing: {
        invoke: {
          id: 'journey',
          src: 'journey',
          input: ({ context }) => ({ facts: context.facts, autoStart: true }),
          onDone: {
            target: 'finished',
            actions: { type: 'rememberJourneyOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
        },
        on: {
          ...forward,
          CANCEL_PLAN_SWITCH: { guard: 'canCancel', target: 'cancelling' },
        },
      },
      cancelling: {
        tags: ['busy'],
        invoke: {
          src: 'cancelPlanSwitch',
          input: ({ context }) => ({ simNumber: context.simNumber, requestId: context.pendingRequestId }),
          onDone: { target: 'cancelled', actions: 'rememberCancelled' },
          onError: { target: 'choosing', actions: 'noticeCancelFailed' },
        },
      },
      loadFailed: {
        on: { RETRY: { target: 'checkingEligibility' } },
      },
      notEligible: { type: 'final' },
      cancelled: { type: 'final' },
      finished: { type: 'final' },
    },
    on: { DISMISS_PLAN_SWITCH_NOTICE: { actions: 'dismissNotice' } },
    output: ({ context }): PlanSwitchOutput => {
      if (context.ending === 'cancelled')
        return { outcome: 'cancelled', messageId: PLAN_SWITCH_MESSAGES.cancelled };
      if (context.ending === 'completed' && context.journeyOutcome) {
        return { outcome: 'completed', journey: context.journeyOutcome };
      }
      return {
        outcome: 'not-eligible',
        messageId: context.reasonMessageId ?? PLAN_SWITCH_MESSAGES.notEligible,
      };
    },
  });
  return { journey, journeyMachine, machine };
}

export type PlanSwitchMachine = ReturnType<typeof createPlanSwitchMachine>['machine'];
