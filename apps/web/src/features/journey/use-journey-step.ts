import {
  enteredOnItsOwn,
  type JourneyFacts,
  type JourneyStep,
  type JourneyStepData,
} from '@senda/core/journey';
import { journeyFactsFromStores } from '@senda/core/journey-facts';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../shared/services-context';
import { useJourneyRuntime } from './journey-context';
import { flushStepDraftWrites } from './step-draft-writes';

/**
 * What a step screen needs from the journey: its step, what it entered before (kept when going
 * back), and the moves. Every move carries the facts read from the stores, so the journey's
 * conditions see the customer's latest choices; the screen writes its choices to the stores first.
 */
export function useJourneyStep() {
  const { stores } = useServices();
  const { actor, definition } = useJourneyRuntime();
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  const journeyData = useSelector(actor, (snapshot) => snapshot.context.journeyData);
  // Log-in or sign-up opened on its own, not as a step of a purchase: no Back into one.
  const onItsOwn = useSelector(actor, (snapshot) => enteredOnItsOwn(definition, snapshot.context));
  const step: JourneyStep | undefined = current ? definition.step(current) : undefined;
  const data: JourneyStepData = (current && journeyData[current]) || {};

  const facts = useCallback(
    (extra?: Partial<JourneyFacts>) => ({ ...journeyFactsFromStores(stores), ...extra }),
    [stores],
  );

  // A draft write still waiting is made before the journey moves, so the step's submit ends the
  // draft for good (see step-draft-writes.ts).
  const send = useCallback(
    (event: Parameters<typeof actor.send>[0]) => {
      flushStepDraftWrites();
      actor.send(event);
    },
    [actor],
  );
  const moves = useMemo(
    () => ({
      next: (input: { data?: JourneyStepData; facts?: Partial<JourneyFacts> } = {}) =>
        send({ type: 'NEXT', facts: facts(input.facts), ...(input.data ? { data: input.data } : {}) }),
      back: (input: { data?: JourneyStepData } = {}) => send({ type: 'BACK', ...input }),
      switchTo: (to: string, input: { data?: JourneyStepData; facts?: Partial<JourneyFacts> } = {}) =>
        send({
          type: 'SWITCH',
          to,
          facts: facts(input.facts),
          ...(input.data ? { data: input.data } : {}),
        }),
      save: (update: JourneyStepData) => send({ type: 'UPDATE_DATA', data: update }),
      goTo: (stepName: string, extra?: Partial<JourneyFacts>) =>
        send({ type: 'SET_STEP', step: stepName, facts: facts(extra) }),
      exit: (exit: string, path?: string) => send({ type: 'EXIT', exit, ...(path ? { path } : {}) }),
      refreshFacts: (extra?: Partial<JourneyFacts>) => send({ type: 'SET_FACTS', facts: facts(extra) }),
    }),
    [send, facts],
  );

  return { step, data, journeyData, definition, onItsOwn, ...moves };
}
