import type { ComponentType, ReactNode } from 'react';
import type { AppServices } from '../../shared/app-services.types';

/**
 * A flow's screens as the journey runtime shows them: which screen renders which step of the
 * flow's own journey. The flow that runs a journey hands its map to the runtime (the purchase's is
 * features/purchase/purchase-screens.ts), so the runtime names no flow. Screens are looked up in
 * that flow's own map, never by a step name shared across journeys: plan switch's `order-summary`
 * is not the purchase's. The journey JSON decides the order and the conditions; a step a journey
 * file names without a screen in its flow's map is caught by `journey-steps.test.ts`.
 */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface FlowScreens {
  /** Screens by step name, for this flow's journey only. */
  steps: Readonly<Record<string, ScreenModule>>;
  /**
   * Steps whose screen uses a desktop's width; every other step keeps a reading column. Known
   * before the screen's code loads, so the page has its width from the first paint and nothing
   * moves when the screen arrives.
   */
  wide: ReadonlySet<string>;
  /**
   * What the flow shows beside some of its steps on a desktop (the purchase's order so far), and
   * on which steps: a frame the step's screen is drawn in, with its own styles, loaded with the
   * first such step (never with the first load); those steps take the desktop's width.
   */
  aside?: {
    steps: ReadonlySet<string>;
    load: () => Promise<{ default: ComponentType<{ children: ReactNode }> }>;
  };
  /**
   * The reads a step's screen starts from, by step name: run once the browser is idle on the step
   * before it, with its screen's chunk, so the step opens with what they say (and the journey's
   * moves carry the facts they give, such as whether a payment step follows) instead of reading
   * them on arrival and changing its count of steps under the customer's eyes.
   */
  prepare?: Readonly<Record<string, (services: AppServices) => Promise<void>>>;
}

/** The screen of a step, or undefined when the flow has none for it. */
export function stepScreen(screens: FlowScreens, stepName: string): ScreenModule | undefined {
  return Object.hasOwn(screens.steps, stepName) ? screens.steps[stepName] : undefined;
}

/** What a step's screen reads before it is shown, or undefined when its flow reads nothing ahead. */
export function stepPreparation(
  screens: FlowScreens,
  stepName: string,
): ((services: AppServices) => Promise<void>) | undefined {
  return screens.prepare && Object.hasOwn(screens.prepare, stepName) ? screens.prepare[stepName] : undefined;
}
