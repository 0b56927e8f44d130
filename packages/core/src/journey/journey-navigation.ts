import { conditionsHold } from './journey-conditions.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import type { JourneyFactValues } from './journey-vocabulary.ts';

/**
 * The spec's journey-step semantics as pure functions. The compiled machine's guards call these, the
 * neighbours read them and the tests pin them down, so there is one definition of "forward".
 */

/** Where the journey stands, apart from the current step (which is the machine's state). */
export interface JourneyPosition {
  /** Steps behind the current one, oldest first: BACK walks this, not the list order. */
  readonly trail: readonly string[];
  /** Every step entered in this run: deep links may only return to one of these. */
  readonly reached: readonly string[];
  /** The member last entered in each alternatives group (sign-up or log in). */
  readonly chosen: Readonly<Record<string, string>>;
  readonly facts: JourneyFactValues;
}

export function conditionsOf(journey: JourneyDefinition, name: string, facts: JourneyFactValues): boolean {
  const step = journey.step(name);
  return step !== undefined && conditionsHold(step.when, facts, journey.vocabulary);
}

/**
 * A step applies when its conditions hold and no other member of its alternatives group was the
 * customer's choice (having switched to log in, coming forward again lands on log in).
 */
export function stepApplies(
  journey: JourneyDefinition,
  name: string,
  facts: JourneyFactValues,
  chosen: Readonly<Record<string, string>>,
): boolean {
  if (!conditionsOf(journey, name, facts)) return false;
  const group = journey.groupOf(name);
  const choice = chosen[group];
  if (group === name && choice === undefined) return true;
  return choice === undefined || choice === name || !conditionsOf(journey, choice, facts);
}

/**
 * The steps NEXT may land on from `from`, in the order they are tried: the following steps (or
 * those from the step's `next` jump on), without the members of `from`'s own alternatives group.
 */
export function forwardCandidates(journey: JourneyDefinition, from: string): string[] {
  const step = journey.step(from);
  if (!step || step.final) return [];
  const start = step.next !== undefined ? journey.indexOf(step.next) : journey.indexOf(from) + 1;
  const group = journey.groupOf(from);
  return journey.steps
    .slice(start)
    .map((candidate) => candidate.name)
    .filter((name) => journey.groupOf(name) !== group);
}

/** Forward by one from the current step, skipping steps whose conditions do not hold. */
export function forwardTarget(
  journey: JourneyDefinition,
  from: string,
  facts: JourneyFactValues,
  chosen: Readonly<Record<string, string>>,
): string | null {
  for (const name of forwardCandidates(journey, from)) {
    if (stepApplies(journey, name, facts, chosen)) return name;
  }
  return null;
}

/**
 * BACK returns to the latest step behind the current one that still applies; steps that no longer
 * apply (log in, once logged in) are dropped from the trail on the way.
 */
export function backTarget(
  journey: JourneyDefinition,
  trail: readonly string[],
  facts: JourneyFactValues,
): { target: string; trail: string[] } | null {
  for (let i = trail.length - 1; i >= 0; i--) {
    const name = trail[i] as string;
    if (conditionsOf(journey, name, facts)) return { target: name, trail: trail.slice(0, i) };
  }
  return null;
}

/**
 * The trail after jumping to `to` (SET_STEP, DEEP_LINK). A jump to a step behind the customer
 * cuts the trail there. A jump ahead takes the steps the facts lead through on the way to `to`,
 * so BACK from there walks the journey as if it had been followed; when `to` is off that path
 * (a branch the facts do not lead to), the current step is simply kept behind it.
 */
export function trailAfterJump(
  journey: JourneyDefinition,
  position: JourneyPosition,
  current: string | null,
  to: string,
): string[] {
  if (current === to) return [...position.trail];
  const behind = position.trail.lastIndexOf(to);
  if (behind >= 0) return position.trail.slice(0, behind);
  const planned = plannedPath(journey, position.facts, position.chosen);
  const at = planned.indexOf(to);
  if (at >= 0) return planned.slice(0, at);
  return current === null ? [...position.trail] : [...position.trail, current];
}

/**
 * A deep link may open a step only if it was reached in this run and still applies, or if the
 * journey file marks it as an entry (log in) and its conditions hold.
 */
export function deepLinkAllowed(
  journey: JourneyDefinition,
  name: string,
  position: JourneyPosition,
): boolean {
  const step = journey.step(name);
  if (step === undefined || step.final) return false;
  if (position.reached.includes(name)) return stepApplies(journey, name, position.facts, position.chosen);
  return step.entry === true && conditionsOf(journey, name, position.facts);
}

/** The furthest (in file order) reached step that still applies: where a refused deep link resumes. */
export function resumeTarget(journey: JourneyDefinition, position: JourneyPosition): string | null {
  let best: string | null = null;
  let bestIndex = -1;
  for (const name of position.reached) {
    const index = journey.indexOf(name);
    if (index > bestIndex && deepLinkAllowed(journey, name, position)) {
      best = name;
      bestIndex = index;
    }
  }
  return best;
}

/**
 * The steps the customer would walk from the first step with these facts if nothing changed: used
 * to decide whether a saved journey can resume where it was after the file changed.
 */
export function plannedPath(
  journey: JourneyDefinition,
  facts: JourneyFactValues,
  chosen: Readonly<Record<string, string>> = {},
): string[] {
  const path = [journey.firstStep.name];
  let current: string | null = journey.firstStep.name;
  while (current !== null && path.length <= journey.steps.length) {
    current = forwardTarget(journey, current, facts, chosen);
    if (current !== null) path.push(current);
  }
  return path;
}
