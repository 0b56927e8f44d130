import {
  type JourneyDefinition,
  JourneyDefinitionError,
  type JourneyIssue,
  loadJourney,
  normaliseRoute,
} from '../../journey/index.ts';
import { PURCHASE_RUN_VOCABULARY } from '../../purchase/purchase-step-data.schemas.ts';
import {
  type OtpRetriesExhausted,
  PURCHASE_JOURNEY_IDS,
  type PurchaseChannel,
  type PurchaseFacts,
  type PurchaseJourneyEvent,
  type VerifiedDestination,
} from './purchase.types.ts';

/**
 * The purchase machine is the compiled purchase journey (journeys/purchase.json, or
 * retail-purchase.json for the retail channel): its steps and their order come from the file.
 * What is added here is the wiring between the journey and the verification screens' machines
 * (otp-timer, post-verification), written against routes and exits declared in the file rather
 * than step names, so a product team may rename or reorder steps freely.
 */

export function purchaseJourneyId(channel: PurchaseChannel): string {
  return PURCHASE_JOURNEY_IDS[channel];
}

/** The routes the wiring below relies on; a purchase file without them cannot run the flow. */
const REQUIRED_ROUTES = ['/web/pre-checkout', '/web/signup', '/web/login'] as const;

function checkPurchaseJourney(journey: JourneyDefinition): JourneyIssue[] {
  const issues: JourneyIssue[] = REQUIRED_ROUTES.filter((route) => !journey.stepByRoute(route)).map(
    (route) => ({
      path: '$.onboarding.steps',
      message: `the purchase journey needs a step with route ${route}`,
    }),
  );
  const verify = journey.steps.filter((step) => step.route.startsWith('/web/verify-otp/'));
  if (verify.length === 0) {
    issues.push({ path: '$.onboarding.steps', message: 'the purchase journey needs its verify-otp steps' });
  }
  return issues;
}

const PURCHASE_IDS: ReadonlySet<string> = new Set(Object.values(PURCHASE_JOURNEY_IDS));

/**
 * A journey file as the app runs it: journeys:check's rules, read with the purchase's vocabulary
 * and its steps' data shapes, and for a purchase journey the routes and verification steps the
 * purchase wiring relies on. A file served by the gateway that
 * fails either is refused (JourneyDefinitionError), and the app falls back to its bundled copy.
 */
export function loadRunnableJourney(source: unknown): JourneyDefinition {
  const journey = loadJourney(source, PURCHASE_RUN_VOCABULARY);
  if (!PURCHASE_IDS.has(journey.id)) return journey;
  const issues = checkPurchaseJourney(journey);
  if (issues.length) throw new JourneyDefinitionError(journey.id, issues);
  return journey;
}

/** Rules that found pending carts for a signup (the spec's rule 2): the pending-orders steps apply. */
const CART_RULES = new Set(['signup-carts-connection-redirect', 'signup-carts-fallback']);

/**
 * The journey event for a post-verification destination: a step of the journey when the path is
 * one of its routes (pending orders, pre-checkout, the stored redirect into the journey), else
 * the exit declared for that route (manage order, order list), else the exit without a route (a
 * stored redirect elsewhere). The customer is logged in from here on.
 */
export function purchaseEventAfterVerification(
  journey: JourneyDefinition,
  destination: VerifiedDestination,
  facts: PurchaseFacts = {},
): PurchaseJourneyEvent {
  const route = normaliseRoute(destination.path);
  const verifiedFacts: PurchaseFacts = {
    isLoggedIn: true,
    ...(CART_RULES.has(destination.rule) ? { hasPendingCarts: true } : {}),
    ...facts,
  };
  const step = journey.stepByRoute(route);
  if (step) return { type: 'SET_STEP', step: step.name, facts: verifiedFacts };
  const exits = journey.file.onboarding.exits ?? [];
  const exit =
    exits.find((candidate) => candidate.route === route) ?? exits.find((candidate) => !candidate.route);
  if (exit) return { type: 'EXIT', exit: exit.name, path: destination.path };
  throw new JourneyDefinitionError(journey.id, [
    { path: '$.onboarding.exits', message: `no step or exit for ${route}; declare an exit without a route` },
  ]);
}

/** the spec's MAXIMUM_RETRY_LOGIN / SIGNUP: back to the log-in or sign-up step. */
export function purchaseEventAfterOtpRetries(
  journey: JourneyDefinition,
  outcome: OtpRetriesExhausted,
): Extract<PurchaseJourneyEvent, { type: 'SET_STEP' }> {
  const step = journey.stepByRoute(outcome.redirectTo) ?? journey.firstStep;
  return { type: 'SET_STEP', step: step.name };
}
