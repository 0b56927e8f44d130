import type { JourneyDefinition } from './journey-definition.ts';
import { backTarget, forwardTarget, type JourneyPosition } from './journey-navigation.ts';

/**
 * the spec's persisted journey state names the current step index and the steps around it: next,
 * next-next, previous, previous-previous, and the third step each way (the two further steps the
 * eSIM screens look at). Forward neighbours are where NEXT would lead with the facts known now;
 * backward neighbours are where BACK would lead.
 */
export interface JourneyNeighbours {
  /** Index of the current step in the file's step list; -1 before start or after an unknown step. */
  currentStepIndex: number;
  currentStep: string | null;
  nextStep: string | null;
  nextNextStep: string | null;
  thirdForwardStep: string | null;
  previousStep: string | null;
  previousPreviousStep: string | null;
  thirdBackStep: string | null;
}

export const EMPTY_NEIGHBOURS: Readonly<JourneyNeighbours> = Object.freeze({
  currentStepIndex: -1,
  currentStep: null,
  nextStep: null,
  nextNextStep: null,
  thirdForwardStep: null,
  previousStep: null,
  previousPreviousStep: null,
  thirdBackStep: null,
});

export function journeyNeighbours(
  journey: JourneyDefinition,
  current: string | null,
  position: JourneyPosition,
): JourneyNeighbours {
  if (current === null || journey.step(current) === undefined) return { ...EMPTY_NEIGHBOURS };
  const forward: (string | null)[] = [];
  let cursor: string | null = current;
  for (let i = 0; i < 3; i++) {
    cursor = cursor === null ? null : forwardTarget(journey, cursor, position.facts, position.chosen);
    forward.push(cursor);
  }
  const backward: (string | null)[] = [];
  let trail: readonly string[] = position.trail;
  for (let i = 0; i < 3; i++) {
    const back = backTarget(journey, trail, position.facts);
    backward.push(back?.target ?? null);
    trail = back?.trail ?? [];
  }
  return {
    currentStepIndex: journey.indexOf(current),
    currentStep: current,
    nextStep: forward[0] ?? null,
    nextNextStep: forward[1] ?? null,
    thirdForwardStep: forward[2] ?? null,
    previousStep: backward[0] ?? null,
    previousPreviousStep: backward[1] ?? null,
    thirdBackStep: backward[2] ?? null,
  };
}
