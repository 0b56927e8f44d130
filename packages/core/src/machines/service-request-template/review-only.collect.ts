import { setup } from 'xstate';
import type { JourneyOutcome } from '../../journey/index.ts';
import { collectChild } from './service-request-template.collect.ts';
import type { CollectInput, ServiceRequestCollector } from './service-request-template.types.ts';

/** A review-only flow's one page: what it is about to send, reviewed and sent (the template's `confirming`). */
export const REVIEW_STEP = 'review';

/**
 * Nothing is collected before the review: what is sent is the line's (renew now's plan and amount,
 * a booster, automatic renewal's terms). The collect
 * child ends at once on the review step, so the template shows it for review (SUBMIT sends).
 */
const nothingToCollect = setup({
  types: { input: {} as CollectInput, output: {} as JourneyOutcome },
}).createMachine({
  id: 'reviewOnlyCollect',
  initial: 'done',
  states: { done: { type: 'final' } },
  output: () => ({ kind: 'final', step: REVIEW_STEP }),
});

export function reviewOnlyCollector(): ServiceRequestCollector {
  return {
    logic: collectChild(nothingToCollect),
    submitOn: [REVIEW_STEP],
    journey: null,
    journeyMachine: null,
  };
}
