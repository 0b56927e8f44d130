import { PURCHASE_ROUTES } from '@senda/core';
import type { RouteObject } from 'react-router-dom';

/**
 * The journey routes: every purchase route of §2 that is a journey step, plus the delivery step
 * (a step of its own, at /web/delivery, not in the §2 list). They all render JourneyStepPage
 * under JourneyRoot; which step a route is, and whether the customer may be there, is the
 * journey's decision.
 */
const NOT_STEPS: readonly string[] = [PURCHASE_ROUTES.paymentForm, PURCHASE_ROUTES.selectPaymentMethods];
export const JOURNEY_STEP_PATHS = [
  ...Object.values(PURCHASE_ROUTES).filter((path) => !NOT_STEPS.includes(path)),
  '/web/delivery',
];

export const journeyRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./journey-root')).JourneyRoot }),
  children: JOURNEY_STEP_PATHS.map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./journey-step-page')).JourneyStepPage }),
  })),
};
