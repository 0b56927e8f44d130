import {
  chooseJourneyRevision,
  clearDraftsOnStepSave,
  clearSavedJourney,
  compileJourney,
  connectJourneyAnalytics,
  endedJourneyStartsOver,
  flaggedJourneyRevision,
  forgetPersonalDataOnceEnded,
  type JourneyDefinition,
  type JourneyMachine,
  type JourneyRestoreKind,
  persistJourney,
  restoreJourney,
  restoreNoticeInput,
  toJourneyStoreState,
} from '@senda/core/journey';
import { journeyFactsFromStores } from '@senda/core/journey-facts';
import { dropDataOfAbsentSteps } from '@senda/core/purchase';
import { journeySettingsQuery } from '@senda/core/queries';
import { endLocalSession } from '@senda/core/session';
import { type ActorRefFrom, createActor } from 'xstate';
import type { AppServices } from '../../shared/app-services.types';
import { yieldToMain } from '../../shared/yield-to-main';
import type { FlowScreens } from './flow-screens';
import { type JourneySourceKind, loadJourneyRevisionDefinition } from './journey-source';
import { loadStepScreen } from './step-screen-cache';

export type JourneyActor = ActorRefFrom<JourneyMachine>;

export interface JourneyRuntime {
  readonly definition: JourneyDefinition;
  readonly actor: JourneyActor;
  readonly restore: JourneyRestoreKind;
  readonly source: JourneySourceKind;
  /** The screens of the flow that runs this journey, handed over by that flow. */
  readonly screens: FlowScreens;
  /** The revision the journey's flag named when it started (null: the current file). */
  readonly flaggedRevision: number | null;
  dispose(): void;
}

/**
 * One running journey: its definition (gateway or bundled), its compiled machine restored from
 * storage, saved on every change, mirrored into the journey store and reported to analytics.
 * The machine decides; this only wires it to the app's I/O.
 */
export async function startJourneyRuntime(
  services: AppServices,
  journeyId: string,
  screens: FlowScreens,
  /**
   * The page's path: the journey is asked to open its step, and that step's screen starts
   * downloading as soon as the definition is known.
   */
  pathname?: string,
): Promise<JourneyRuntime> {
  const { stores, gateway, monitoring, queryClient } = services;
  const flags = stores.store.get(stores.flags.values);
  // A journey under way keeps the revision it was saved with; one starting takes the flag's.
  const { definition, source } = await loadJourneyRevisionDefinition(
    queryClient.fetchQuery(journeySettingsQuery(gateway, journeyId)),
    journeyId,
    chooseJourneyRevision(stores.storage, journeyId, flags),
  );
  const routeStep = pathname === undefined ? undefined : definition.stepByRoute(pathname);
  // Most likely the screen shown first: fetched alongside the machine's start, and waited for, so
  // the step page renders it at once instead of suspending (React then holds a Suspense
  // boundary's content back for up to 300 ms after its fallback). A failed download is left to the
  // step page, which loads the screen itself.
  const screen = routeStep
    ? loadStepScreen(screens, definition.id, routeStep.name)?.catch(() => undefined)
    : undefined;
  // Checking the file, compiling it and starting the machine are each several milliseconds on a
  // slow phone: separate tasks, so none of them adds up to a long one.
  await yieldToMain();
  const machine = compileJourney(definition);
  await yieldToMain();
  // A step the product team removed takes its choices out of the order (extras no page shows).
  dropDataOfAbsentSteps(definition, stores);
  let restored = restoreJourney(stores.storage, definition, machine, {
    facts: journeyFactsFromStores(stores),
  });
  if (restored.kind === 'session-lost') {
    // Ended as the gateway client ends a refused session: the local reset, then the logout target
    // by a full page load unless this page already is it (its redirect is kept).
    const target = new URL(endLocalSession(stores), window.location.href);
    if (target.pathname !== window.location.pathname) {
      window.location.assign(target.href);
      return new Promise<never>(() => {});
    }
    restored = restoreJourney(stores.storage, definition, machine, { facts: journeyFactsFromStores(stores) });
  }
  if (pathname !== undefined && endedJourneyStartsOver(definition, restored, pathname)) {
    // The last purchase is over: a new one starts from clean selections (the spec's reset keeps the channel).
    clearSavedJourney(stores.storage, definition.id);
    stores.store.set(stores.resetOnboarding);
    restored = restoreJourney(stores.storage, definition, machine, { facts: journeyFactsFromStores(stores) });
  }
  const actor = createActor(machine, restored.actorOptions);

  const stopPersisting = persistJourney(stores.storage, definition, actor);
  const stopDrafts = clearDraftsOnStepSave(stores, actor);
  const stopForgetting = forgetPersonalDataOnceEnded(stores, actor);
  const stopAnalytics = connectJourneyAnalytics(actor, (event) => monitoring.analytics(event), {
    onError: (error) => console.warn('[journey] analytics sink failed', error),
  });
  const mirror = actor.subscribe((snapshot) => {
    stores.store.set(stores.journey.state, toJourneyStoreState(definition, snapshot));
  });

  actor.start();
  actor.send({ type: 'START' });
  // The step the address names, asked now rather than by the step page once it renders: a step
  // anyone may open (log-in, sign-up) is where the journey is from the start, so its screen is the
  // only one fetched. Asked later, the journey sat on its first step meanwhile and that step's
  // screen (plan selection: fifteen chunks) was fetched and waited for before the page could show.
  if (routeStep && pathname !== undefined) actor.send({ type: 'DEEP_LINK', route: pathname });
  // Where the journey resumes when the route is a step the customer may not open yet.
  const current = actor.getSnapshot().context.current;
  const resumed =
    current && current !== routeStep?.name
      ? loadStepScreen(screens, definition.id, current)?.catch(() => undefined)
      : undefined;
  await Promise.all([screen, resumed]);
  if (restored.notice) {
    // A save from another journey revision could not be migrated, or was junk: say so once.
    stores.store.set(stores.notifications.add, restoreNoticeInput(restored.notice));
    actor.send({ type: 'DISMISS_NOTICE' });
  }

  return {
    definition,
    actor,
    restore: restored.kind,
    source,
    screens,
    flaggedRevision: flaggedJourneyRevision(flags, journeyId),
    dispose: () => {
      mirror.unsubscribe();
      stopAnalytics();
      stopPersisting();
      stopDrafts();
      stopForgetting();
      actor.stop();
    },
  };
}
