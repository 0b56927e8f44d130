import { flowRouteTitle, JOURNEY_STEP_PATHS } from '@senda/core/navigation';
import type { RouteObject } from 'react-router-dom';

/**
 * The journey routes (core's JOURNEY_STEP_PATHS, from the flow manifests) all render JourneyStepPage under JourneyRoot;
 * which step a route is, and whether the customer may be there, is the journey's decision.
 */

export const journeyRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./journey-root')).JourneyRoot }),
  children: JOURNEY_STEP_PATHS.map((path) => ({
    path,
    handle: { titleId: flowRouteTitle(path) },
    lazy: async () => ({ Component: (await import('./journey-step-page')).JourneyStepPage }),
  })),
};
