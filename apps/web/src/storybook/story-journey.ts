import {
  compileJourney,
  type JourneyFacts,
  type JourneyStepData,
  persistJourney,
  toJourneyStoreState,
} from '@senda/core/journey';
import { journeyFactsFromStores } from '@senda/core/journey-facts';
import { journeySettingsQuery } from '@senda/core/queries';
import { createActor } from 'xstate';
import type { JourneyRuntime } from '../features/journey/journey-runtime';
import { loadJourneyDefinition } from '../features/journey/journey-source';
import { PURCHASE_SCREENS } from '../features/purchase/purchase-screens';
import type { AppServices } from '../shared/app-services.types';
import { recordingInspector, trackActor } from './machine-registry';

export type StoryJourneyId = 'purchase' | 'retail-purchase';

export interface StoryJourneySpec {
  id: StoryJourneyId;
  /** The step the journey is put on (`SET_STEP`), as if the customer had walked there. */
  step: string;
  /** Facts beyond what the seeded stores say (the stores are read first). */
  facts?: Partial<JourneyFacts>;
  /** What earlier steps kept (refills a form when the customer comes back). */
  journeyData?: Record<string, JourneyStepData>;
}

/**
 * A journey runtime like `startJourneyRuntime`'s (same settings source, compiled machine, saved
 * on every change and mirrored into the journey store), put on the story's step with `SET_STEP`
 * and the facts the seeded stores give. The step page renders whatever step the machine is on.
 */
export async function startStoryJourney(
  services: AppServices,
  spec: StoryJourneySpec,
): Promise<JourneyRuntime> {
  const { stores, gateway, queryClient } = services;
  const { definition, source } = await loadJourneyDefinition(
    queryClient.fetchQuery(journeySettingsQuery(gateway, spec.id)),
    spec.id,
  );
  if (!definition.step(spec.step)) throw new Error(`Journey "${spec.id}" has no step "${spec.step}"`);
  const machine = compileJourney(definition);
  const facts = { ...journeyFactsFromStores(stores), ...spec.facts };
  const actor = createActor(machine, {
    input: { facts, journeyData: spec.journeyData ?? {} },
    inspect: recordingInspector(machine.id),
  });
  trackActor(machine.id, actor);
  const stopPersisting = persistJourney(stores.storage, definition, actor);
  const mirror = actor.subscribe((snapshot) => {
    stores.store.set(stores.journey.state, toJourneyStoreState(definition, snapshot));
  });
  actor.start();
  actor.send({ type: 'START' });
  actor.send({ type: 'SET_STEP', step: spec.step, facts });
  if (actor.getSnapshot().context.current !== spec.step) {
    throw new Error(`Journey "${spec.id}" did not go to "${spec.step}"`);
  }
  return {
    definition,
    actor,
    restore: 'fresh',
    source,
    screens: PURCHASE_SCREENS,
    flaggedRevision: null,
    dispose: () => {
      mirror.unsubscribe();
      stopPersisting();
      actor.stop();
    },
  };
}
