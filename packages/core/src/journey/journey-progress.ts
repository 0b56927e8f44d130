import type { JourneyDefinition } from './journey-definition.ts';
import type { JourneyContext } from './journey-machine.types.ts';
import { forwardCandidates, stepApplies } from './journey-navigation.ts';

type ProgressInput = Pick<JourneyContext, 'current' | 'facts' | 'chosen' | 'trail' | 'reached'>;

/**
 * "Step n of m" for the journey's pages: it counts what this customer walks. The count is the
 * journey's own path, walked from its first step with the same rule as NEXT, where a step counts
 * when it applies to the facts known now or when the customer already entered it in this run. So n
 * grows by one per page the customer sees, and m is those pages plus the ones still ahead of them:
 * sign-up and the code stay counted once the customer is logged in, going back does not shorten the
 * count, and a step the journey learns it will pass by (the payment-method step, once the summary
 * finds a new card is the only way to pay) leaves the count with it: the summary's "8 of 10" is
 * followed by "9 of 9", not by "10 of 10" over a page never shown. Final steps (success, failed)
 * are not counted.
 */
export function journeyProgress(
  journey: JourneyDefinition,
  context: ProgressInput,
  auth: AuthLeadsTo = {},
): { current: number; total: number } | undefined {
  const { current } = context;
  if (current === null || journey.step(current)?.final) return undefined;
  if (enteredOnItsOwn(journey, context)) return undefined;
  if (isAuthOnly(journey, current) && !leadsIntoJourney(journey, auth)) return undefined;
  const path = progressPath(journey, context);
  const at = path.indexOf(current);
  if (at >= 0) return { current: at + 1, total: path.length };
  // A step the path does not pass (reached by a jump the facts no longer lead through): count the
  // walked trail and the path ahead of it.
  const behind = context.trail.filter((name) => !journey.step(name)?.final).length;
  const ahead = pathFrom(journey, current, context).length - 1;
  return { current: behind + 1, total: behind + 1 + ahead };
}

/** The counted steps from the first one, in the order the customer meets them. */
function progressPath(journey: JourneyDefinition, context: ProgressInput): string[] {
  return pathFrom(journey, journey.firstStep.name, context);
}

function pathFrom(journey: JourneyDefinition, start: string, context: ProgressInput): string[] {
  const counts = (name: string) => {
    if (journey.step(name)?.final) return false;
    if (stepApplies(journey, name, context.facts, context.chosen)) return true;
    // Entered before, and not the member of its group the customer turned away from (sign-up
    // after switching to log in).
    const choice = context.chosen[journey.groupOf(name)];
    return context.reached.includes(name) && (choice === undefined || choice === name);
  };
  const path = [start];
  let step: string | undefined = start;
  while (step !== undefined && path.length <= journey.steps.length) {
    step = forwardCandidates(journey, step).find(counts);
    if (step !== undefined) path.push(step);
  }
  return path;
}

/**
 * Log-in or sign-up opened on its own (from the header, after a logout, from a link): every step
 * reached is one only a logged-out visitor is shown (its `when` has `loggedOut`), so no purchase is
 * under way. Such a page is not "Step 3 of 10" of a purchase, and has no Back into one never begun;
 * the browser's own back still works.
 */
export function enteredOnItsOwn(
  journey: JourneyDefinition,
  context: Pick<JourneyContext, 'current' | 'reached'>,
): boolean {
  const authOnly = (name: string) => isAuthOnly(journey, name);
  return context.current !== null && authOnly(context.current) && context.reached.every(authOnly);
}

/**
 * Whether the step shows "Step n of m" to a visitor who opens it from outside with nothing in
 * progress (what a prerendered page's HTML is written for). Only the first step and the entry steps
 * are opened so; an entry log-in or sign-up then leads into no purchase and counts no step. Any
 * other step is reached from inside the journey, where it keeps its count.
 */
export function countedWhenOpenedCold(journey: JourneyDefinition, stepName: string): boolean {
  return !(journey.step(stepName)?.entry === true && isAuthOnly(journey, stepName));
}

const isAuthOnly = (journey: JourneyDefinition, name: string) =>
  journey.step(name)?.when?.includes('loggedOut') === true;

/**
 * Where the log-in (or sign-up) on screen leads once the code is right (core's
 * verificationRedirectPath: the page's `redirect`, else the purchase's next page when a plan is
 * chosen). Undefined: not said (the count is kept, as before anything asked).
 */
export interface AuthLeadsTo {
  afterAuth?: string | null;
}

/**
 * A log-in is a step of this journey only when it leads back into it: one asked for by a
 * servicing page (`redirect` to /manage/…) or with no plan chosen is its own page, even while a
 * purchase begun earlier is remembered, and "Step 4 of 10" there would count a purchase it is not in.
 */
function leadsIntoJourney(journey: JourneyDefinition, { afterAuth }: AuthLeadsTo): boolean {
  if (afterAuth === undefined) return true;
  if (afterAuth === null) return false;
  const pathname = afterAuth.split(/[?#]/)[0] ?? '';
  return journey.stepByRoute(pathname) !== undefined;
}
