import { createServiceRequestMachine } from '../../machines/service-request-template/index.ts';
import { reviewOnlyCollector } from '../../machines/service-request-template/review-only.collect.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import type { BoosterRefusal } from './boosters.rules.ts';
import type { BoosterEligibleLine, SubmittedBooster } from './boosters.types.ts';

export const BOOSTERS_MESSAGES = {
  notEligible: 'boosters.refusal.no_boosters',
  submitFailed: 'boosters.submit_failed',
  failed: 'boosters.failed',
  cancelled: 'boosters.cancelled',
  followLater: 'boosters.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow pays the order its submit creates (the template's `pay` option). */
export const BOOSTERS_PAYMENT = { failed: 'boosters.payment_failed' } as const;

/**
 * A booster on the service-request template: the line's offer (eligibility: an active line whose
 * plan allows add-ons), the choice of one (the review: UPDATE_DATA with its sku, then SUBMIT, in
 * one tap), the submit (the gateway makes the request and its ON_APP_PURCHASES order), the payment
 * (saved card, new card, OXXO or SPEI: the payment-choice child) and the request followed until the
 * data is on the line. The subject is the line's account number; boosters.services.ts wires it.
 */
export function createBoostersMachine() {
  return createServiceRequestMachine<BoosterEligibleLine, SubmittedBooster, BoosterRefusal>({
    id: 'boosters',
    pay: BOOSTERS_PAYMENT,
    collect: reviewOnlyCollector(),
    messages: BOOSTERS_MESSAGES,
  });
}

export type BoostersFlow = ReturnType<typeof createBoostersMachine>;
export type BoostersMachine = BoostersFlow['machine'];
