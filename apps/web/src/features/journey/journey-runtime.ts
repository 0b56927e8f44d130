import {
  clearSavedJourney,
  compileJourney,
  connectJourneyAnalytics,
  endedJourneyStartsOver,
  type JourneyDefinition,
  type JourneyMachine,
  type JourneyRestoreKind,
  journeyFactsFromStores,
  persistJourney,
  restoreJourney,
  toJourneyStoreState,
} from '@senda/core';
import { type ActorRefFrom, createActor } from 'xstate';
import type { AppServices } from '../../app/app-services';
import { type JourneySourceKind, loadJourneyDefinition } from './journey-source';
import { STEP_SCREENS } from './step-screens';

export type JourneyActor = ActorRefFrom<JourneyMachine>;

export interface JourneyRuntime {
  readonly definition: JourneyDefinition;
  readonly actor: JourneyActor;
  readonly restore: JourneyRestoreKind;
  readonly source: JourneySourceKind;
  dispose(): void;
}

/**
 * One running journey: its definition (gateway or bundled), its compiled machine restored from
 * storage, saved on every change, mirrored into the journey store (§3) and reported to analytics.
 * The machine decides; this only wires it to the app's I/O.
 */
export async function startJourneyRuntime(
  services: AppServices,
  journeyId: string,
  /** The page's path: its step's screen starts downloading as soon as the definition is known. */
  pathname?: string,
): Promise<JourneyRuntime> {
  const { stores, gateway, monitoring, firstRequests } = services;
  const { definition, source } = await loadJourneyDefinition(
    gateway,
    journeyId,
    firstRequests?.takeJourneySettings(journeyId),
  );
  const routeStep = pathname === undefined ? undefined : definition.stepByRoute(pathname);
  // Most likely the screen shown next; the step page's lazy() gets the same module.
  if (routeStep) STEP_SCREENS[routeStep.name]?.().catch(() => {});
  const machine = compileJourney(definition);
  let restored = restoreJourney(stores.storage, definition, machine, {
    facts: journeyFactsFromStores(stores),
  });
  if (pathname !== undefined && endedJourneyStartsOver(definition, restored, pathname)) {
    // The last purchase is over: a new one starts from clean selections (§4 reset keeps the channel).
    clearSavedJourney(stores.storage, definition.id);
    stores.store.set(stores.resetOnboarding);
    restored = restoreJourney(stores.storage, definition, machine, { facts: journeyFactsFromStores(stores) });
  }
  const actor = createActor(machine, restored.actorOptions);

  const stopPersisting = persistJourney(stores.storage, definition, actor);
  const stopAnalytics = connectJourneyAnalytics(actor, (event) => monitoring.analytics(event), {
    onError: (error) => console.warn('[journey] analytics sink failed', error),
  });
  const mirror = actor.subscribe((snapshot) => {
    stores.store.set(stores.journey.state, toJourneyStoreState(definition, snapshot));
  });

  actor.start();
  actor.send({ type: 'START' });
  if (restored.notice) {
    // A save from another journey revision could not be migrated: say so once, keep the data.
    stores.store.set(stores.notifications.add, { message: { id: restored.notice }, type: 'info' });
    actor.send({ type: 'DISMISS_NOTICE' });
  }

  return {
    definition,
    actor,
    restore: restored.kind,
    source,
    dispose: () => {
      mirror.unsubscribe();
      stopAnalytics();
      stopPersisting();
      actor.stop();
    },
  };
}
