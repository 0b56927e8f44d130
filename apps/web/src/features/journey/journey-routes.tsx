import { JOURNEY_STEP_PATHS, journeyStepTitle } from '@senda/core/navigation';
import type { RouteObject } from 'react-router-dom';
import { type LazyModule, LazyRoute, lazyModule, type RouteHandle } from '../../shared/lazy-route';

const journeyStepPage = lazyModule(async () => (await import('./journey-step-page')).JourneyStepPage);

/**
 * The journey routes (core's JOURNEY_STEP_PATHS, from the journey runtime's manifests) all render
 * JourneyStepPage under the layout `root` the flow running the journey gives (a JourneyRoot with
 * its journey and screens); which step a route is, and whether the customer may be there, is the
 * journey's decision.
 */
export const journeyRoutes = (root: LazyModule): RouteObject => ({
  element: <LazyRoute module={root} />,
  handle: { module: root } satisfies RouteHandle,
  children: JOURNEY_STEP_PATHS.map((path) => ({
    path,
    element: <LazyRoute module={journeyStepPage} />,
    handle: { titleId: journeyStepTitle(path), module: journeyStepPage } satisfies RouteHandle,
  })),
});
