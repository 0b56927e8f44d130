import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PostalAddress } from '../../gateway/delivery/postal-address.schema.ts';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { MessageValues } from '../../i18n/message-values.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  type ServiceRequestPaymentDue,
  type ServiceRequestPhase,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import type { RescheduleDeliveryState } from '../../stores/reschedule-delivery.store.ts';
import type { RescheduleDeliveryMethod } from './gateway/index.ts';
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
   * The page's title, from what the screen is, never from the address: the result page's
   * "Delivery rescheduled" only once it is (core's rescheduleDeliveryTitleId).
   */
  titleId: MessageId;
  notice: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<RescheduleDeliveryCommand>;
  /**
   * The account's address approving a new door (the gateway asked for it): the app's flow shell
   * shows the shared step over the review while it is set; EDIT goes back to the review.
   */
  stepUp: ActorRefFrom<StepUpMachine> | null;
}

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'address',
    confirming: 'review',
    notEligible: 'refused',
    cancelled: 'left',
  },
  { pay: true },
);

/**
 * Each screen's title: what the customer does there, or where the new delivery stands. Checking the
 * link, a refused link, a booking still being made and leaving have the flow's neutral title, and so
 * has the address: the e-mail's link opens on it, and its HTML paints that title and the notice
 * under it before the link is checked; another title there would move the notice down once the app
 * drew it (the page's largest paint, drawn again). The form asks where, in its legend.
 */
const TITLE_BY_SCREEN: Readonly<Record<RescheduleDeliveryScreen, MessageId>> = {
  checking: 'reschedule_delivery.flow.title',
  'check-failed': 'reschedule_delivery.flow.title',
  refused: 'reschedule_delivery.flow.title',
  address: 'reschedule_delivery.flow.title',
  review: 'reschedule_delivery.review.title',
  sending: 'reschedule_delivery.review.title',
  'send-failed': 'reschedule_delivery.review.title',
  failed: 'reschedule_delivery.review.title',
  payment: 'reschedule_delivery.payment.title',
  'payment-failed': 'reschedule_delivery.payment.title',
  status: 'reschedule_delivery.booking.title',
  'follow-later': 'reschedule_delivery.booking.title',
  done: 'reschedule_delivery.success.title',
  left: 'reschedule_delivery.flow.title',
};

/** The result page's title, from the booking the gateway answers (undefined: not read yet). */
export function rescheduleResultTitleId(answer: { status: ServiceRequestStatus } | undefined): MessageId {
  if (!answer) return 'reschedule_delivery.flow.title';
  return answer.status === 'DONE' ? 'reschedule_delivery.success.title' : 'reschedule_delivery.booking.title';
}

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
 * What a reschedule screen shows, from the machine's snapshot and the choice kept in the spec
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
    titleId: failedPaid ? 'reschedule_delivery.failed_paid.title' : TITLE_BY_SCREEN[screen],
    notice: base.notice,
    busy: snapshot.hasTag('busy'),
    sends,
    stepUp: base.stepUp,
  };
}
