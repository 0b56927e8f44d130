import { JOURNEY_STEP_PATHS, journeyStepTitle } from '@senda/core/navigation';
import type { RouteObject } from 'react-router-dom';
import { LazyRoute, lazyModule, type RouteHandle } from '../../shared/lazy-route';

/**
 * The journey routes (core's JOURNEY_STEP_PATHS, from the journey runtime's manifests) all render
 * JourneyStepPage under JourneyRoot;
 * which step a route is, and whether the customer may be there, is the journey's decision.
 */

const journeyRoot = lazyModule(async () => (await import('./journey-root')).JourneyRoot);
const journeyStepPage = lazyModule(async () => (await import('./journey-step-page')).JourneyStepPage);

export const journeyRoutes: RouteObject = {
  element: <LazyRoute module={journeyRoot} />,
  handle: { module: journeyRoot } satisfies RouteHandle,
  children: JOURNEY_STEP_PATHS.map((path) => ({
    path,
    element: <LazyRoute module={journeyStepPage} />,
    handle: { titleId: journeyStepTitle(path), module: journeyStepPage } satisfies RouteHandle,
  })),
};
