import { PURCHASE_ROUTES } from './routes.ts';

/**
 * The routes that are journey steps: every purchase route of §2 except the two payment pages
 * that stand on their own, plus the delivery step (a step of its own, at /web/delivery, not in
 * the §2 list). The app mounts its journey routes on these, and the first requests start a
 * journey's settings early when the page is one of them.
 */
const NOT_STEPS: readonly string[] = [PURCHASE_ROUTES.paymentForm, PURCHASE_ROUTES.selectPaymentMethods];
export const JOURNEY_STEP_PATHS: readonly string[] = [
  ...Object.values(PURCHASE_ROUTES).filter((path) => !NOT_STEPS.includes(path)),
  '/web/delivery',
];

export const isJourneyStepPath = (pathname: string): boolean => JOURNEY_STEP_PATHS.includes(pathname);
