import {
  createServiceRequestMachine,
  journeyCollector,
} from '../../machines/service-request-template/index.ts';
import type {
  ServiceRequestMessages,
  ServiceRequestStepUp,
} from '../../machines/service-request-template/service-request-template.types.ts';
import type {
  RescheduleEligible,
  RescheduleLinkRefusal,
  SubmittedReschedule,
} from './reschedule-delivery.types.ts';

export const RESCHEDULE_DELIVERY_MESSAGES = {
  notEligible: 'reschedule_delivery.refused.invalid',
  submitFailed: 'reschedule_delivery.error.submit_failed',
  failed: 'reschedule_delivery.error.failed',
  cancelled: 'reschedule_delivery.left',
  followLater: 'reschedule_delivery.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow pays an order its submit creates (the template's `pay` option). */
export const RESCHEDULE_DELIVERY_PAYMENT = { failed: 'reschedule_delivery.error.payment_failed' } as const;

/**
 * The final step of journeys/reschedule-delivery.json: the review, where the new window or the
 * store is chosen (kept in the spec's reschedule store) and the redelivery is sent. The fee is not a
 * step: the template pays the order the submit created, on /reschedule/payment.
 */
/** The journey's exit before the review ("Not now"): nothing is sent, the link still works. */
export const RESCHEDULE_DELIVERY_EXIT = 'orders';

/**
 * Whom a reschedule is saved for: the link has no signed-in customer, so every reschedule is the
 * link's, and the link's code is the subject (a save resumes for the same code only).
 */
export const RESCHEDULE_LINK_CUSTOMER = 'reschedule-link';

export const RESCHEDULE_DELIVERY_SUBMIT_STEPS = ['review-detail'] as const;

/**
 * A doorstep redelivery to another door than the one the SIM was going to is approved by the
 * account's address (a code to it, or a log-in minutes old). Only the gateway knows that door, so
 * nothing is asked up front: the submit is answered 422120 STEP_UP_REQUIRED when the approval is
 * needed, and the template then runs the step-up and sends the submit again with its proof. The
 * proof is about no line.
 */
export const RESCHEDULE_DELIVERY_STEP_UP = {
  action: 'DELIVERY_ADDRESS_CHANGE',
  needed: () => false,
  accountNumber: () => undefined,
} as const satisfies ServiceRequestStepUp;

/**
 * Delivery rescheduling (the spec's reschedule validate by verification code, shipment reschedule v2,
 * payment by reschedule id) on the service-request template: the link's code is the subject and
 * its validation the eligibility (a wrong, used or expired code is a typed refusal), the journey's
 * steps collect where the SIM goes, the review sends the new delivery, a doorstep redelivery's fee
 * order is paid with the payment machine, and the reschedule is followed until it is booked.
 * Nothing can be cancelled: a reschedule not finished is simply left (the link stays valid).
 */
export function createRescheduleDeliveryMachine(journeySource: unknown) {
  return createServiceRequestMachine<RescheduleEligible, SubmittedReschedule, RescheduleLinkRefusal>({
    id: 'rescheduleDelivery',
    pay: RESCHEDULE_DELIVERY_PAYMENT,
    collect: journeyCollector(journeySource, { submitOn: RESCHEDULE_DELIVERY_SUBMIT_STEPS }),
    messages: RESCHEDULE_DELIVERY_MESSAGES,
    stepUp: RESCHEDULE_DELIVERY_STEP_UP,
  });
}

export type RescheduleDeliveryFlow = ReturnType<typeof createRescheduleDeliveryMachine>;
export type RescheduleDeliveryMachine = RescheduleDeliveryFlow['machine'];
