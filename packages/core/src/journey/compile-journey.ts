import { assign, enqueueActions, setup } from 'xstate';
import { PURCHASE_JOURNEY_VOCABULARY } from './journey-conditions.ts';
import { checkJourneyData, withStepData } from './journey-data.ts';
import { defineJourney, type JourneyDefinition } from './journey-definition.ts';
import { analyticsEventsOf, type JourneyFile } from './journey-file.schema.ts';
import type {
  JourneyContext,
  JourneyEmitted,
  JourneyEvent,
  JourneyInput,
  JourneyOutcome,
} from './journey-machine.types.ts';
import {
  backTarget,
  conditionsOf,
  deepLinkAllowed,
  forwardCandidates,
  forwardTarget,
  resumeTarget,
  trailAfterJump,
} from './journey-navigation.ts';
import {
  type JourneyFactPatch,
  type JourneyFactValues,
  type JourneyVocabulary,
  vocabularyFacts,
} from './journey-vocabulary.ts';

/** State key of a journey exit; the colon keeps exits apart from kebab-case step names. */
export const exitStateKey = (exit: string) => `exit:${exit}`;
export const IDLE_STATE = 'idle';

const eventFacts = (event: JourneyEvent): JourneyFactPatch | undefined =>
  event.type === 'NEXT' || event.type === 'SWITCH' || event.type === 'SET_STEP' || event.type === 'SET_FACTS'
    ? event.facts
    : undefined;

const eventData = (event: JourneyEvent) =>
  event.type === 'NEXT' || event.type === 'BACK' || event.type === 'SWITCH' || event.type === 'UPDATE_DATA'
    ? event.data
    : undefined;

export function initialJourneyContext(
  journey: JourneyDefinition,
  input: JourneyInput | undefined,
): JourneyContext {
  const resume = input?.resume;
  // A journey run inside another machine comes back where it was after a reload or an edit: an
  // invoked child gets an input, never a snapshot, so the position travels in the input.
  if (resume && resume.current !== null && journey.step(resume.current)?.final !== true) {
    return {
      ...resume,
      facts: vocabularyFacts(journey.vocabulary, resume.facts),
      initialFacts: vocabularyFacts(journey.vocabulary, resume.initialFacts),
      journeyData: checkJourneyData(resume.journeyData, journey.vocabulary.stepData),
      autoStart: true,
    };
  }
  // Only the journey's own facts: a plan switch holds none of the purchase's session facts.
  const facts = vocabularyFacts(journey.vocabulary, input?.facts);
  return {
    journeyId: journey.id,
    revision: journey.revision,
    current: null,
    trail: [],
    reached: [],
    chosen: {},
    facts,
    initialFacts: facts,
    journeyData: checkJourneyData(input?.journeyData ?? {}, journey.vocabulary.stepData),
    notice: input?.notice ?? null,
    outcome: null,
    autoStart: input?.autoStart ?? false,
  };
}

/**
 * Turns a journey file into an XState v5 machine: one flat state per step, an `idle` state for
 * "not started" (index -1) and one final state per exit. Every transition a step can take is
 * written out with a named guard, so the graph tools and the Mermaid output see the real edges;
 * the guards ask journey-navigation.ts which one applies, so the rules live in one place.
 *
 * The engine does no I/O: a journey that needs the gateway is run by a machine that invokes it
 * (see flows/plan-switch), and the app provides that machine's actors.
 */
export function compileJourney(
  source: JourneyFile | JourneyDefinition,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
) {
  const journey = 'file' in source ? source : defineJourney(source, vocabulary);
  const mergeFacts = (facts: JourneyFactValues, patch: JourneyFactPatch | undefined) =>
    patch ? vocabularyFacts(journey.vocabulary, facts, patch) : facts;
  // The step's data after an event that carries some, checked by the step's schema.
  const dataAfter = (context: JourneyContext, event: JourneyEvent) =>
    withStepData(context.journeyData, context.current, eventData(event), journey.vocabulary.stepData);
  const grouped = new Set(
    journey.steps
      .filter((step) =>
        journey.steps.some(
          (other) => other.name !== step.name && journey.groupOf(other.name) === journey.groupOf(step.name),
        ),
      )
      .map((step) => step.name),
  );

  const machineSetup = setup({
    types: {
      context: {} as JourneyContext,
      events: {} as JourneyEvent,
      input: {} as JourneyInput | undefined,
      output: {} as JourneyOutcome,
      emitted: {} as JourneyEmitted,
    },
    guards: {
      isForwardTarget: ({ context, event }, params: { from: string; to: string }) =>
        forwardTarget(journey, params.from, mergeFacts(context.facts, eventFacts(event)), context.chosen) ===
        params.to,
      isBackTarget: ({ context }, params: { to: string }) =>
        backTarget(journey, context.trail, context.facts)?.target === params.to,
      isSwitchTarget: ({ context, event }, params: { to: string }) =>
        event.type === 'SWITCH' &&
        event.to === params.to &&
        conditionsOf(journey, params.to, mergeFacts(context.facts, event.facts)),
      isNamedStep: ({ event }, params: { step: string }) =>
        event.type === 'SET_STEP' && event.step === params.step,
      isAllowedDeepLink: ({ context, event }, params: { step: string }) =>
        event.type === 'DEEP_LINK' &&
        journey.stepByRoute(event.route)?.name === params.step &&
        deepLinkAllowed(journey, params.step, context),
      isResumeTarget: ({ context }, params: { step: string }) =>
        resumeTarget(journey, context) === params.step,
      isNamedExit: ({ event }, params: { exit: string }) =>
        event.type === 'EXIT' && event.exit === params.exit,
      shouldAutoStart: ({ context }) => context.autoStart,
      resumesAt: ({ context }, params: { step: string }) =>
        context.autoStart && context.current === params.step,
    },
    actions: {
      enterStep: enqueueActions(({ context, enqueue }, params: { step: string }) => {
        const step = journey.step(params.step);
        if (!step) return;
        const firstVisit = !context.reached.includes(step.name);
        enqueue.emit({
          type: 'journey.step',
          journeyId: journey.id,
          step: step.name,
          index: journey.indexOf(step.name),
          route: step.route,
          layout: step.layout,
          pageName: step.analyticsPageName,
        });
        // Once per run: a purchase or begin_checkout counted twice is worse than one missed. An
        // event several steps declare (view_cart: wherever the customer first sees the priced
        // cart) is sent by the first of them reached.
        for (const event of firstVisit ? analyticsEventsOf(step) : []) {
          const sentBefore = context.reached.some((name) =>
            analyticsEventsOf(journey.step(name)).includes(event),
          );
          if (sentBefore) continue;
          enqueue.emit({
            type: 'journey.analytics',
            journeyId: journey.id,
            revision: journey.revision,
            name: event,
            step: step.name,
            pageName: step.analyticsPageName,
          });
        }
        enqueue.assign({
          current: step.name,
          reached: firstVisit ? [...context.reached, step.name] : context.reached,
          chosen: grouped.has(step.name)
            ? { ...context.chosen, [journey.groupOf(step.name)]: step.name }
            : context.chosen,
          outcome: step.final ? { kind: 'final', step: step.name } : context.outcome,
        });
      }),
      begin: assign({ trail: [], autoStart: false }),
      resumed: assign({ autoStart: false }),
      advance: assign(({ context, event }) => ({
        facts: mergeFacts(context.facts, eventFacts(event)),
        journeyData: dataAfter(context, event),
        trail: context.current === null ? context.trail : [...context.trail, context.current],
      })),
      retreat: assign(({ context, event }) => ({
        journeyData: dataAfter(context, event),
        trail: backTarget(journey, context.trail, context.facts)?.trail ?? [],
      })),
      switchAlternative: assign(({ context, event }) => ({
        facts: mergeFacts(context.facts, eventFacts(event)),
        journeyData: dataAfter(context, event),
      })),
      jump: assign(({ context, event }, params: { to: string }) => {
        const facts = mergeFacts(context.facts, eventFacts(event));
        return { facts, trail: trailAfterJump(journey, { ...context, facts }, context.current, params.to) };
      }),
      leave: assign(({ context, event }, params: { exit: string }) => ({
        outcome: {
          kind: 'exit' as const,
          exit: params.exit,
          path: (event.type === 'EXIT' ? event.path : undefined) ?? journey.exit(params.exit)?.route ?? null,
        },
        journeyData: dataAfter(context, event),
      })),
      saveData: assign(({ context, event }) => ({
        journeyData: dataAfter(context, event),
      })),
      setFacts: assign(({ context, event }) => ({ facts: mergeFacts(context.facts, eventFacts(event)) })),
      unset: assign({ current: null, trail: [] }),
      reset: assign(({ context }) =>
        initialJourneyContext(journey, { facts: context.initialFacts, autoStart: false }),
      ),
      dismissNotice: assign({ notice: null }),
    },
  });

  type Transition = { target?: string; guard?: unknown; actions?: unknown };
  const states: Record<string, unknown> = {
    [IDLE_STATE]: {
      tags: ['idle'],
      always: [
        ...journey.steps
          .filter((step) => !step.final)
          .map((step) => ({
            guard: { type: 'resumesAt', params: { step: step.name } },
            target: step.name,
            actions: 'resumed',
          })),
        { guard: 'shouldAutoStart', target: journey.firstStep.name, actions: 'begin' },
      ],
      on: { START: { target: journey.firstStep.name, actions: 'begin' } },
    },
  };

  for (const step of journey.steps) {
    const enter = { type: 'enterStep', params: { step: step.name } };
    if (step.final) {
      states[step.name] = { type: 'final', tags: ['step', 'final'], entry: enter };
      continue;
    }
    const next: Transition[] = forwardCandidates(journey, step.name).map((to) => ({
      guard: { type: 'isForwardTarget', params: { from: step.name, to } },
      target: to,
      actions: 'advance',
    }));
    const back: Transition[] = journey.steps
      .filter((other) => other.name !== step.name && !other.final)
      .map((other) => ({
        guard: { type: 'isBackTarget', params: { to: other.name } },
        target: other.name,
        actions: 'retreat',
      }));
    const switches: Transition[] = (step.alternatives ?? []).map((to) => ({
      guard: { type: 'isSwitchTarget', params: { to } },
      target: to,
      actions: 'switchAlternative',
    }));
    const exits: Transition[] = (step.exits ?? []).map((exit) => ({
      guard: { type: 'isNamedExit', params: { exit } },
      target: exitStateKey(exit),
      actions: { type: 'leave', params: { exit } },
    }));
    states[step.name] = {
      tags: ['step'],
      entry: enter,
      on: {
        NEXT: next,
        BACK: back,
        ...(switches.length ? { SWITCH: switches } : {}),
        ...(exits.length ? { EXIT: exits } : {}),
        UPDATE_DATA: { actions: 'saveData' },
      },
    };
  }
  for (const exit of journey.file.onboarding.exits ?? []) {
    states[exitStateKey(exit.name)] = { type: 'final', tags: ['exit'] };
  }

  const linkable = journey.steps.filter((step) => !step.final);
  const machine = machineSetup.createMachine({
    id: journey.id,
    context: ({ input }) => initialJourneyContext(journey, input),
    initial: IDLE_STATE,
    // biome-ignore lint/suspicious/noExplicitAny: the states come from JSON; their names are only known at run time
    states: states as any,
    on: {
      RESET: { target: `.${IDLE_STATE}`, actions: 'reset' },
      SET_STEP: [
        ...journey.steps.map((step) => ({
          guard: { type: 'isNamedStep' as const, params: { step: step.name } },
          target: `.${step.name}`,
          actions: { type: 'jump' as const, params: { to: step.name } },
        })),
        { target: `.${IDLE_STATE}`, actions: 'unset' as const },
      ],
      DEEP_LINK: [
        ...linkable.map((step) => ({
          guard: { type: 'isAllowedDeepLink' as const, params: { step: step.name } },
          target: `.${step.name}`,
          actions: { type: 'jump' as const, params: { to: step.name } },
        })),
        ...linkable.map((step) => ({
          guard: { type: 'isResumeTarget' as const, params: { step: step.name } },
          target: `.${step.name}`,
          actions: { type: 'jump' as const, params: { to: step.name } },
        })),
        {
          target: `.${journey.firstStep.name}`,
          actions: { type: 'jump' as const, params: { to: journey.firstStep.name } },
        },
      ],
      SET_FACTS: { actions: 'setFacts' },
      DISMISS_NOTICE: { actions: 'dismissNotice' },
    },
    output: ({ context }) => context.outcome ?? { kind: 'final', step: context.current ?? '' },
  });
  return machine;
}

export type JourneyMachine = ReturnType<typeof compileJourney>;
