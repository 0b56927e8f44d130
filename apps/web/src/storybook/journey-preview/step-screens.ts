import type { DeclaredStory } from '../coverage/story-claims';

/**
 * The machine state in which a service flow shows a step of its journey at rest (the
 * service-request template's): a collect step while collecting, the final step reviewed before
 * sending while confirming. A one-page flow's steps share their route (port-in re-initiation's
 * form and review): the state tells them apart.
 */
const restingState = (step: { final?: boolean | undefined }) => (step.final ? 'confirming' : 'collecting');

/**
 * A story whose flow rests on the step: one of its claims is the template at rest there. Its other
 * claims may be a child's (number change's review claims its code machine's state too); of
 * several, the one claiming least wins (see `rank`).
 */
const atRest = (story: DeclaredStory, step: { name: string; final?: boolean | undefined }) =>
  story.claims.some((claim) => {
    const state = claim.slice(claim.lastIndexOf('.') + 1);
    // A flow not on the template names its states after its steps (the line registry's curp, identity).
    return state === restingState(step) || state === step.name;
  });

/**
 * The story showing each step's screen, by step name: for the purchase journeys, the story that
 * puts the journey on the step (it claims `<journey>.<step>` first, as stepStory writes it); for a
 * service flow, a story opening the step's route with its flow at rest on that step (collecting,
 * or confirming on the final step, the review; off the template, in the state named after the
 * step). Of several, one claiming the step first, then one without a play function (a play acts
 * on the screen, and may move on from it), then the one claiming least (at rest on the step, not a
 * story that moves on from it), the first declared on a tie. A step with no such story is left out: the preview says so, and its story test fails.
 */
export function stepScreenStories(
  stories: readonly DeclaredStory[],
  journeyId: string,
  steps: readonly { name: string; route: string; final?: boolean | undefined }[],
): Map<string, string> {
  const screens = new Map<string, string>();
  // Lower is better: the step claimed first (a story at rest on it), no play, then fewer claims.
  const rank = (story: DeclaredStory, claim: string) =>
    (story.claims[0] === claim ? 0 : 1_000) + (story.plays ? 100 : 0) + story.claims.length;
  const best = (candidates: readonly DeclaredStory[], claim: string) =>
    candidates.reduce<DeclaredStory | undefined>(
      (chosen, story) => (!chosen || rank(story, claim) < rank(chosen, claim) ? story : chosen),
      undefined,
    );
  for (const step of steps) {
    const claim = `${journeyId}.${step.name}`;
    const claimed = stories.filter((story) => story.claims.includes(claim));
    const routed = stories.filter((story) => story.path === step.route && atRest(story, step));
    const story = best(claimed, claim) ?? best(routed, '');
    if (story) screens.set(step.name, story.id);
  }
  return screens;
}
