import { setup } from 'xstate';
import type { JourneyOutcome } from '../../journey/index.ts';
import {
  type CollectInput,
  collectChild,
  type ServiceRequestCollector,
} from '../service-request-template/index.ts';

/** Renew now's one page: the plan and the amount, reviewed and sent (the template's `confirming`). */
export const RENEW_NOW_REVIEW_STEP = 'review';

/**
 * Nothing is collected before the review: the plan and the amount are the line's. The collect
 * child ends at once on the review step, so the template shows it for review (SUBMIT sends).
 */
const nothingToCollect = setup({
  types: { input: {} as CollectInput, output: {} as JourneyOutcome },
}).createMachine({
  id: 'renewNowCollect',
  initial: 'done',
  states: { done: { type: 'final' } },
  output: () => ({ kind: 'final', step: RENEW_NOW_REVIEW_STEP }),
});

export function reviewOnlyCollector(): ServiceRequestCollector {
  return {
    logic: collectChild(nothingToCollect),
    submitOn: [RENEW_NOW_REVIEW_STEP],
    journey: null,
    journeyMachine: null,
  };
}
