import type { SupportedLocale } from '@senda/core/config';
import type { JourneyStepData } from '@senda/core/journey';
import { journeySettingsQuery } from '@senda/core/queries';
import type { BrowserSandbox } from '@senda/sandbox/browser';
import type { JourneyRuntime } from '../features/journey/journey-runtime';
import { loadJourneyDefinition } from '../features/journey/journey-source';
import type { AppServices } from '../shared/app-services.types';
import { type MachineDirection, resetMachineRegistry } from './machine-registry';
import { type StoryJourneySpec, startStoryJourney } from './story-journey';
import { type JourneyStepTakeover, storyPageTakeover } from './story-page-takeover';
import { prepareSandbox, type SandboxSetup } from './story-sandbox';
import { createStoryServices, createStoryStorages, type StoryStorages } from './story-services';

/**
 * What a story declares under `parameters.senda`. `parameters.machineStates` (beside it) names
 * the machine states the story shows; the coverage test reads it and the story checks it.
 */
export interface SendaParameters {
  /** Render the whole app (shell, layouts, real routes) at this path, in a memory router. */
  route?: string;
  /** Put the purchase journey on a step (the route is the step's own). */
  journey?: StoryJourneySpec;
  sandbox?: SandboxSetup;
  /** Directions for the machines the screens start, by machine id. */
  machines?: Record<string, MachineDirection>;
  /**
   * Seed the sandbox and the stores before the story renders, as earlier steps would have; what
   * it returns as `journeyData` (a StorySetupResult) is what those steps kept, merged over
   * `journey.journeyData`.
   */
  setup?: (env: StoryEnv) => unknown;
}

export interface StorySetupResult {
  journeyData?: Record<string, JourneyStepData>;
  /** The path to open, when it depends on what the setup made (an order reference, a paylink id). */
  route?: string;
}

export interface StoryParameters {
  machineStates?: readonly string[];
  senda?: SendaParameters;
}

/** One story's world: its storage, services, sandbox and journey. Made fresh by the loader. */
export interface StoryEnv {
  /** The path the app opens at (a journey story: its step's route). */
  path: string;
  readonly storages: StoryStorages;
  readonly services: AppServices;
  readonly sandbox: BrowserSandbox;
  journey: JourneyRuntime | null;
  /**
   * Set when the story's journey step is not in the journey file (a product team removed it): the
   * story shows that instead of the screen, and claims nothing (customers never see the screen).
   */
  stepNotInJourney?: { journey: string; step: string };
  /**
   * Set when the page is taken over (the journey editor's walk): the story's step shown to the
   * takeover's customer (their world, their facts) instead of the story's own set-up, faults and
   * machine directions; the story's claims are then not its to keep.
   */
  takenOver?: JourneyStepTakeover;
  /** The services on screen now (a full navigation makes new ones over the same storage). */
  current: AppServices;
  /** Where the app is now (the memory router's location). */
  location: string;
  /** A full-page navigation; the preview turns it into a reload of the story's app. */
  navigateFully: (target: string) => void;
}

let previous: StoryEnv | undefined;
let loading: Promise<unknown> = Promise.resolve();

/**
 * One story's world, made by the preview's loader. Loads run one after another: Storybook may
 * start a story again before its first load is done (a globals change, a remount), and two loads
 * at once would reset the one sandbox under each other's set-up.
 */
export function loadStoryEnv(parameters: StoryParameters, locale: SupportedLocale): Promise<StoryEnv> {
  const next = loading.then(() => load(parameters, locale));
  loading = next.catch(() => undefined);
  return next;
}

async function load(parameters: StoryParameters, locale: SupportedLocale): Promise<StoryEnv> {
  previous?.journey?.dispose();
  const senda = parameters.senda ?? {};
  const takenOver = senda.journey ? storyPageTakeover()?.journeyStep(senda.journey.id) : undefined;
  resetMachineRegistry(takenOver ? undefined : senda.machines);
  const sandbox = await prepareSandbox(takenOver ? undefined : senda.sandbox);
  const path = senda.route ?? '/';
  const storages = createStoryStorages();
  const env: StoryEnv = {
    path,
    storages,
    sandbox,
    journey: null,
    location: path,
    navigateFully: (target) => globalThis.location.assign(target),
    // Filled in just below; the services need the env's callbacks.
    services: undefined as unknown as AppServices,
    current: undefined as unknown as AppServices,
    ...(takenOver ? { takenOver } : {}),
  };
  const services = createStoryServices({
    path,
    storages,
    currentPath: () => env.location,
    onFullNavigation: (target) => env.navigateFully(target),
  });
  Object.assign(env, { services, current: services });
  // The toolbar's locale, stored as the language page stores it: the `locale` key too, even when
  // the store already starts in it (en-US, DEFAULT_LOCALE). Without that key the app's boot, once the
  // global config is in, resolved the starting language again (browser, country default: es-MX) and
  // an en-US story showed Spanish.
  services.stores.store.set(services.stores.locale.setLocale, locale);
  const definition = senda.journey && (await journeyDefinition(services, senda.journey));
  if (senda.journey && !definition?.step(senda.journey.step)) {
    env.stepNotInJourney = { journey: senda.journey.id, step: senda.journey.step };
    previous = env;
    return env;
  }
  const seeded = (
    takenOver && definition && senda.journey
      ? await takenOver.setup(env, definition, senda.journey.step)
      : await senda.setup?.(env)
  ) as StorySetupResult | undefined;
  if (seeded?.route) Object.assign(env, { path: seeded.route, location: seeded.route });
  if (senda.journey) {
    const journeyData = { ...(takenOver ? {} : senda.journey.journeyData), ...seeded?.journeyData };
    // A takeover's customer is counted with the takeover's facts (the editor's: theirs from the
    // start, as a customer who walked here has reached the steps those facts lead through).
    const facts = takenOver && definition ? takenOver.facts(definition) : senda.journey.facts;
    env.journey = await startStoryJourney(services, { ...senda.journey, facts, journeyData });
    const route = env.journey.definition.step(senda.journey.step)?.route ?? '/';
    // Query parameters of `route` (a promo code, the channel) stay on the step's URL.
    const stepPath = `${route}${new URL(path, globalThis.location.origin).search}`;
    Object.assign(env, { path: stepPath, location: stepPath });
  }
  previous = env;
  return env;
}

/** The journey file the app would load (the gateway's settings), to ask for the story's step. */
async function journeyDefinition(services: AppServices, spec: StoryJourneySpec) {
  const { definition } = await loadJourneyDefinition(
    services.queryClient.fetchQuery(journeySettingsQuery(services.gateway, spec.id)),
    spec.id,
  );
  return definition;
}
