import type { SnapshotFrom } from 'xstate';
import type { PostalAddress } from '../../gateway/delivery/postal-address.schema.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { RescheduleDeliveryMethod } from '../../gateway/reschedule/index.ts';
import type { MessageValues } from '../../i18n/message-values.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { RescheduleDeliveryState } from '../../stores/reschedule-delivery.store.ts';
import {
  type ServiceRequestPaymentDue,
  type ServiceRequestPhase,
  serviceRequestView,
} from '../service-request-template/index.ts';
import {
  RESCHEDULE_DELIVERY_MESSAGES,
  type RescheduleDeliveryMachine,
} from './reschedule-delivery.machine.ts';
import {
  redeliveryFeeDue,
  rescheduleAddress,
  rescheduleChoice,
  sameAsBilling,
} from './reschedule-delivery.rules.ts';
import type {
  RescheduleChoice,
  RescheduleEligible,
  RescheduleLinkRefusal,
  SubmittedReschedule,
} from './reschedule-delivery.types.ts';

/** The screen the flow shows: a journey step's, the payment page's, or the outcome's. */
export type RescheduleDeliveryScreen =
  | 'checking'
  | 'check-failed'
  /** The link cannot be used: wrong, used or expired (`refusal`). */
  | 'refused'
  /** journeys/reschedule-delivery.json's address step. */
  | 'address'
  /** The review: the window or store is chosen here, then sent. */
  | 'review'
  | 'sending'
  | 'send-failed'
  | 'payment'
  | 'payment-failed'
  | 'status'
  | 'follow-later'
  | 'done'
  | 'failed'
  | 'left';

export type RescheduleDeliveryCommand =
  /** The address step's "Not now": the journey's `orders` exit, nothing sent. */
  'EXIT' | 'NEXT' | 'BACK' | 'SUBMIT' | 'EDIT' | 'RETRY' | 'CHECK_AGAIN' | 'PAYMENT';

export interface RescheduleDeliveryView {
  screen: RescheduleDeliveryScreen;
  phase: ServiceRequestPhase;
  /** The failed delivery the link opened, once validated. */
  details: RescheduleEligible | null;
  /** Where a doorstep redelivery goes (same-as-billing applied). */
  address: PostalAddress | null;
  sameAsBilling: boolean;
  /** The method chosen on the review, and whether it costs a fee. */
  method: RescheduleDeliveryMethod | null;
  feeDue: boolean;
  /** The complete choice (method with its window or store), or null: SUBMIT waits for it. */
  choice: RescheduleChoice | null;
  payment: ServiceRequestPaymentDue | null;
  /** The new delivery as the gateway booked it (its window, or the store), once sent. */
  delivery: SubmittedReschedule['delivery'];
  requestId: string | null;
  status: ServiceRequestStatus | null;
  refusal: RescheduleLinkRefusal | null;
  /** The link is another customer's than the one signed in here: logging out lets it be opened. */
  offersLogOut: boolean;
  messageId: MessageId | null;
  /** The values the message names (the minutes to wait past the wrong-code limit). */
  messageValues: MessageValues | null;
  /**
   * The page's own title when the route's would be untrue (the review's "Choose the new delivery"
   * once the booking failed after its fee was paid, nothing left to choose); null: the route's.
   */
  titleId: MessageId | null;
  notice: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<RescheduleDeliveryCommand>;
}

const SCREEN_BY_PHASE: Readonly<
  Record<Exclude<ServiceRequestPhase, 'collecting'>, RescheduleDeliveryScreen>
> = {
  checking: 'checking',
  checkFailed: 'check-failed',
  notEligible: 'refused',
  confirming: 'review',
  submitting: 'sending',
  submitFailed: 'send-failed',
  paying: 'payment',
  paymentFailed: 'payment-failed',
  following: 'status',
  followLater: 'follow-later',
  cancelling: 'status',
  succeeded: 'done',
  failed: 'failed',
  cancelled: 'left',
  left: 'left',
};

type Choice = Pick<
  RescheduleDeliveryState,
  'selectedDeliveryMethod' | 'selectedDeliverySlot' | 'selectedSelfPickUpAddress'
>;

const NO_CHOICE: Choice = {
  selectedDeliveryMethod: null,
  selectedDeliverySlot: null,
  selectedSelfPickUpAddress: null,
};

/**
 * What a reschedule screen shows, from the machine's snapshot and the choice kept in the §3
 * reschedule store (the review's window or store). Screens switch on `screen` and offer only
 * what `sends` lists; SUBMIT is offered only once the choice is complete.
 */
export function rescheduleDeliveryView(
  snapshot: SnapshotFrom<RescheduleDeliveryMachine>,
  kept: Choice = NO_CHOICE,
): RescheduleDeliveryView {
  const base = serviceRequestView(snapshot);
  const screen: RescheduleDeliveryScreen =
    base.phase === 'collecting'
      ? base.step === 'review-detail'
        ? 'review'
        : 'address'
      : SCREEN_BY_PHASE[base.phase];
  const details = base.eligibility;
  const method = kept.selectedDeliveryMethod?.type ?? null;
  const choice = details ? rescheduleChoice(base.data, details, kept) : null;
  const sends = new Set<RescheduleDeliveryCommand>();
  if (screen === 'address' && base.phase === 'collecting') {
    sends.add('NEXT');
    sends.add('EXIT');
  }
  if (screen === 'payment') sends.add('PAYMENT');
  for (const command of ['SUBMIT', 'EDIT', 'RETRY', 'CHECK_AGAIN'] as const) {
    if (base.can[command] && (command !== 'SUBMIT' || choice !== null)) sends.add(command);
  }
  // Failed after its fee was paid, nothing is offered again: no retry promised, nothing to choose.
  const failedPaid = screen === 'failed' && !sends.has('RETRY') && !sends.has('EDIT');
  return {
    screen,
    phase: base.phase,
    details,
    address: details ? rescheduleAddress(base.data, details) : null,
    sameAsBilling: sameAsBilling(base.data),
    method,
    feeDue: details ? redeliveryFeeDue(details, method) : false,
    choice,
    payment: base.payment,
    delivery: base.submitted?.delivery ?? null,
    requestId: base.requestId,
    status: base.status,
    refusal: base.refusal,
    offersLogOut: screen === 'refused' && base.refusal === 'OTHER_CUSTOMER',
    messageId:
      screen === 'refused'
        ? (base.messageId ?? RESCHEDULE_DELIVERY_MESSAGES.notEligible)
        : failedPaid
          ? 'reschedule_delivery.error.failed_paid'
          : base.messageId,
    messageValues: base.messageValues,
    titleId: failedPaid ? 'reschedule_delivery.failed_paid.title' : null,
    notice: base.notice,
    busy: snapshot.hasTag('busy'),
    sends,
  };
}
