import { createServiceRequestMachine } from '../../machines/service-request-template/index.ts';
import { reviewOnlyCollector } from '../../machines/service-request-template/review-only.collect.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import type { RenewNowRefusal } from './renew-now.rules.ts';
import type { RenewNowEligibleLine, SubmittedRenewalRequest } from './renew-now.types.ts';

export const RENEW_NOW_MESSAGES = {
  notEligible: 'renewal.refusal.other',
  submitFailed: 'renewal.submit_failed',
  failed: 'renewal.failed',
  cancelled: 'renewal.cancelled',
  followLater: 'renewal.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow pays an order its submit creates (the template's `pay` option). */
export const RENEW_NOW_PAYMENT = { failed: 'renewal.payment_failed' } as const;

/**
 * Renew now on the service-request template: the line's eligibility (Grace, Suspend,
 * or Active in its last days), the review (the plan and what one period costs), the submit (the
 * gateway makes the renewal and its order, or answers the one already waiting), the payment
 * (saved card, new card, OXXO or SPEI: the payment-choice child), and the request followed until
 * the line is renewed. Nothing is cancelled: an unpaid renewal just waits, and Renew now answers
 * it again. The subject is the line's simNumber; renew-now.services.ts wires the actors.
 */
export function createRenewNowMachine() {
  return createServiceRequestMachine<RenewNowEligibleLine, SubmittedRenewalRequest, RenewNowRefusal>({
    id: 'renewNow',
    pay: RENEW_NOW_PAYMENT,
    collect: reviewOnlyCollector(),
    messages: RENEW_NOW_MESSAGES,
  });
}

export type RenewNowFlow = ReturnType<typeof createRenewNowMachine>;
export type RenewNowMachine = RenewNowFlow['machine'];
