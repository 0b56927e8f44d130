import {
  createServiceRequestMachine,
  formCollector,
  journeyCollector,
} from '../../machines/service-request-template/index.ts';
import type { ServiceRequestMessages } from '../../machines/service-request-template/service-request-template.types.ts';
import type { NumberChangeRefusal } from './gateway/index.ts';
import type { NumberChangeEligibleLine, SubmittedNumberChangeRequest } from './number-change.types.ts';

export const NUMBER_CHANGE_MESSAGES = {
  notEligible: 'number_change.refusal.other',
  submitFailed: 'number_change.errors.submit_failed',
  failed: 'number_change.errors.failed',
  // A number change is not withdrawn from the flow: once confirmed it is carried out.
  cancelled: 'number_change.errors.failed',
  followLater: 'number_change.follow_later',
} as const satisfies ServiceRequestMessages;

/** The flow pays an order its submit creates (the template's `pay` option). */
export const NUMBER_CHANGE_PAYMENT = { failed: 'number_change.errors.payment_failed' } as const;

/** The final step of journeys/number-change.json: the details, confirmed with a one-time code. */
export const NUMBER_CHANGE_SUBMIT_STEPS = ['details'] as const;

/**
 * Number change (/manage/change-number; the spec's NUMBER_CHANGE, action CHANGE) on the service-request
 * template: the line's eligibility (with its reason when refused), the steps of
 * journeys/number-change.json (the number: category, search and lock, the purchase's new-number
 * machine; then the details), the details confirmed with a one-time code sent to the customer
 * (typed on the review and sent with the request), the payment when the number is premium (the
 * template's payment child), and the request followed until the line has its new number. The
 * subject is the line's account number; number-change.services.ts wires the actors.
 */
export function createNumberChangeMachine(journeySource: unknown) {
  return createServiceRequestMachine<
    NumberChangeEligibleLine,
    SubmittedNumberChangeRequest,
    NumberChangeRefusal
  >({
    id: 'numberChange',
    pay: NUMBER_CHANGE_PAYMENT,
    collect: journeyCollector(journeySource, { submitOn: NUMBER_CHANGE_SUBMIT_STEPS }),
    messages: NUMBER_CHANGE_MESSAGES,
  });
}

export const NUMBER_RECOVERY_MESSAGES = {
  ...NUMBER_CHANGE_MESSAGES,
  notEligible: 'number_change.refusal.no_recoverable_number',
  submitFailed: 'number_change.recovery.errors.submit_failed',
  failed: 'number_change.recovery.errors.failed',
} as const satisfies ServiceRequestMessages;

/**
 * Number recovery (/manage/recovery-number; NUMBER_RECOVERY, action RECOVERY): a previous
 * number (changed away, or lost when the line lapsed) chosen on one form and confirmed with a
 * one-time code, its fee paid when there is one (the payment child), then its status.
 */
export function createNumberRecoveryMachine() {
  return createServiceRequestMachine<
    NumberChangeEligibleLine,
    SubmittedNumberChangeRequest,
    NumberChangeRefusal
  >({
    id: 'numberRecovery',
    pay: NUMBER_CHANGE_PAYMENT,
    collect: formCollector(),
    messages: NUMBER_RECOVERY_MESSAGES,
  });
}

export type NumberChangeFlow = ReturnType<typeof createNumberChangeMachine>;
export type NumberChangeMachine = NumberChangeFlow['machine'];
