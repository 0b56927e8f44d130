import type { AutoRenewalSpecification } from '../../gateway/auto-renewal/index.ts';
import {
  createServiceRequestMachine,
  type ServiceRequestMessages,
  type SubmittedServiceRequest,
} from '../../machines/service-request-template/index.ts';
import { reviewOnlyCollector } from '../../machines/service-request-template/review-only.collect.ts';
import { autoRenewalTermsCollector } from './auto-renewal.collect.ts';
import type { AutoRenewalFlowRefusal } from './auto-renewal.rules.ts';
import type { AutoRenewalOnDetails } from './auto-renewal.types.ts';

export const AUTO_RENEWAL_ON_MESSAGES = {
  notEligible: 'auto_renewal.refusal.other',
  submitFailed: 'auto_renewal.errors.submit_failed',
  failed: 'auto_renewal.errors.failed',
  cancelled: 'auto_renewal.errors.failed',
  followLater: 'auto_renewal.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow pays an order its submit creates (the template's `pay` option). */
export const AUTO_RENEWAL_ON_PAYMENT = { failed: 'auto_renewal.errors.payment_failed' } as const;

export const AUTO_RENEWAL_OFF_MESSAGES = {
  ...AUTO_RENEWAL_ON_MESSAGES,
  submitFailed: 'auto_renewal.errors.off_failed',
} as const satisfies ServiceRequestMessages;

/**
 * Turning automatic renewal on on the service-request template: eligibility (the line's
 * specifications: not on already, a period to renew), the form (a saved or new card, and the
 * customer's own tick of the consent box), the review of what was agreed (amount, frequency, next
 * date, first payment), the submit (payment_request by subscription), the first payment when the
 * specifications ask for one (by card only: the card that pays renews the line), and the request
 * followed until auto-renewal is on. Nothing is cancelled: an unpaid first payment just waits.
 */
export function createAutoRenewalOnMachine() {
  return createServiceRequestMachine<AutoRenewalOnDetails, SubmittedServiceRequest, AutoRenewalFlowRefusal>({
    id: 'autoRenewalOn',
    pay: AUTO_RENEWAL_ON_PAYMENT,
    collect: autoRenewalTermsCollector(),
    messages: AUTO_RENEWAL_ON_MESSAGES,
  });
}

/**
 * Turning it off (LFPC: free and immediate): eligibility (it is on), what happens on the renewal
 * date shown for review, and cancel by subscription, done at once. Renew now stays the way to pay.
 */
export function createAutoRenewalOffMachine() {
  return createServiceRequestMachine<
    AutoRenewalSpecification,
    SubmittedServiceRequest,
    AutoRenewalFlowRefusal
  >({
    id: 'autoRenewalOff',
    collect: reviewOnlyCollector(),
    messages: AUTO_RENEWAL_OFF_MESSAGES,
  });
}

export type AutoRenewalOnFlow = ReturnType<typeof createAutoRenewalOnMachine>;
export type AutoRenewalOnMachine = AutoRenewalOnFlow['machine'];
export type AutoRenewalOffFlow = ReturnType<typeof createAutoRenewalOffMachine>;
export type AutoRenewalOffMachine = AutoRenewalOffFlow['machine'];
