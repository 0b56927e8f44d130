import { type AnyActorLogic, assign, setup } from 'xstate';
import {
  checkJourneyData,
  compileJourney,
  EMPTY_JOURNEY_VOCABULARY,
  type JourneyData,
  type JourneyDefinition,
  JourneyDefinitionError,
  type JourneyEvent,
  type JourneyOutcome,
  type JourneyVocabulary,
  loadJourney,
  NO_STEP_SCHEMAS,
  withStepData,
} from '../../journey/index.ts';
import { FORM_STEP } from './service-request.rules.ts';
import type {
  CollectChild,
  CollectInput,
  CollectLogic,
  ServiceRequestCollector,
} from './service-request-template.types.ts';

/**
 * A flow's collect child, checked by tsc against the template's contract (CollectChild: it takes
 * CollectInput and ends with a JourneyOutcome): the only way to make a CollectLogic.
 */
export function collectChild<TLogic extends AnyActorLogic>(
  logic: TLogic & CollectChild<TLogic>,
): CollectLogic {
  return logic as unknown as CollectLogic;
}

/**
 * A flow that collects with a journey (journeys/<flow>.json): the file is checked against the
 * flow's own vocabulary, its facts and conditions (a plan switch cannot use the purchase's sign-up
 * or payment conditions; a win-back declares `offerAccepted`), none when it gives none, and
 * compiled; it is the collect child as it is.
 */
export function journeyCollector(
  source: unknown,
  options: { submitOn: readonly string[]; vocabulary?: JourneyVocabulary },
): ServiceRequestCollector {
  const journey = loadJourney(source, options.vocabulary ?? EMPTY_JOURNEY_VOCABULARY);
  checkSubmitSteps(journey, options.submitOn);
  const journeyMachine = compileJourney(journey, journey.vocabulary);
  return { logic: collectChild(journeyMachine), submitOn: options.submitOn, journey, journeyMachine };
}

/**
 * The steps a flow reviews and submits from must be final steps of its journey: a product team
 * renaming one in the JSON would otherwise leave a flow that never sends anything.
 */
function checkSubmitSteps(journey: JourneyDefinition, submitOn: readonly string[]): void {
  const issues = submitOn
    .filter((name) => !journey.step(name)?.final)
    .map((name) => ({
      path: '$.onboarding.steps',
      message: `the flow submits on "${name}", which is not a final step of this journey`,
    }));
  if (submitOn.length === 0) {
    issues.push({ path: '$.onboarding.steps', message: 'the flow names no final step to submit on' });
  }
  if (issues.length) throw new JourneyDefinitionError(journey.id, issues);
}

interface FormContext {
  current: typeof FORM_STEP;
  journeyData: JourneyData;
}

/**
 * A flow that collects one form: the same contract as a journey with one step. UPDATE_DATA keeps
 * what is typed; NEXT (with the last fields) ends it, and the template shows the form for review.
 */
const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as JourneyEvent,
    input: {} as CollectInput,
    output: {} as JourneyOutcome,
  },
  actions: {
    keep: assign(({ context, event }) => ({
      journeyData:
        event.type === 'NEXT' || event.type === 'UPDATE_DATA'
          ? withStepData(context.journeyData, FORM_STEP, event.data, NO_STEP_SCHEMAS)
          : context.journeyData,
    })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    current: FORM_STEP,
    journeyData: checkJourneyData(input.journeyData, NO_STEP_SCHEMAS),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        UPDATE_DATA: { actions: 'keep' },
        NEXT: { target: 'done', actions: 'keep' },
      },
    },
    done: { type: 'final' },
  },
  output: () => ({ kind: 'final', step: FORM_STEP }),
});

export function formCollector(): ServiceRequestCollector {
  return { logic: collectChild(formMachine), submitOn: [FORM_STEP], journey: null, journeyMachine: null };
}
