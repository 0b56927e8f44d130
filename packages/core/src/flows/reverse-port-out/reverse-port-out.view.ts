import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import { formatRequestReference } from '../../i18n/format-request-reference.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  FORM_STEP,
  type ServiceRequestPhase,
  serviceRequestStatusLabel,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import type { OrderLabel } from '../../orders/order-labels.ts';
import type { ReversePortOutRefusal } from './gateway/index.ts';
import { REVERSE_PORT_OUT_MESSAGES, type ReversePortOutMachine } from './reverse-port-out.machine.ts';
import { refusalOffersPortOutHistory } from './reverse-port-out.rules.ts';

export type ReversePortOutScreen =
  | 'checking'
  | 'check-failed'
  /** Why not (the window closed, a request already open, the number never left). */
  | 'not-eligible'
  /** The number taken, by whom, the window; the customer says they did not ask for it. */
  | 'request'
  | 'sending'
  | 'send-failed'
  /** Asked: PROCESSING until the number is back (the success page). */
  | 'requested'
  /** The number is back. */
  | 'done'
  | 'failed';

export type ReversePortOutCommand = 'REQUEST' | 'RETRY' | 'EDIT' | 'CHECK_AGAIN';

export interface ReversePortOutView {
  screen: ReversePortOutScreen;
  phase: ServiceRequestPhase;
  /** The number taken, formatted, and the operator that took it. */
  number: string | null;
  recipient: string | null;
  portedOutAt: string | null;
  /**
   * The transfer has not completed (`portedOutAt` is when it would): asking stops it and the
   * number stays, so the page says so instead of "it was moved" and "it comes back".
   */
  underWay: boolean;
  windowEndsAt: string | null;
  windowDays: number | null;
  completionHours: number | null;
  /** Ticked: the customer did not ask for the port-out. */
  notRequestedByMe: boolean;
  requestId: string | null;
  /** The request as the customer's reference (formatted), what the page shows. */
  reference: string | null;
  status: OrderLabel | null;
  expectedBy: string | null;
  refusal: ReversePortOutRefusal | null;
  offersPortOutHistory: boolean;
  messageId: MessageId | null;
  notice: MessageId | null;
  busy: boolean;
  sends: ReadonlySet<ReversePortOutCommand>;
  /**
   * The account's address approving the submit: the app's flow shell shows the shared
   * step over the review while it is set; EDIT goes back to the review.
   */
  stepUp: ActorRefFrom<StepUpMachine> | null;
}

const SCREEN_BY_PHASE = screensByPhase({
  collecting: 'request',
  // The form's NEXT and SUBMIT go together (REQUEST): the form is its own review, and a save made
  // between the two shows the form again, where REQUEST sends it.
  confirming: 'request',
  following: 'requested',
  followLater: 'requested',
  cancelled: 'failed',
  left: 'request',
});

export function reversePortOutView(snapshot: SnapshotFrom<ReversePortOutMachine>): ReversePortOutView {
  const base = serviceRequestView(snapshot);
  const screen = SCREEN_BY_PHASE[base.phase];
  const eligible = base.eligibility;
  const submitted = base.submitted;
  const sends = new Set<ReversePortOutCommand>();
  if (screen === 'request') sends.add('REQUEST');
  for (const command of ['RETRY', 'EDIT', 'CHECK_AGAIN'] as const) if (base.can[command]) sends.add(command);
  const number = submitted?.number ?? eligible?.number ?? null;
  return {
    screen,
    phase: base.phase,
    number: number ? formatNationalNumber(number) : null,
    recipient: submitted?.recipient ?? eligible?.recipient ?? null,
    portedOutAt: eligible?.portedOutAt ?? null,
    underWay: eligible?.underWay === true,
    windowEndsAt: eligible?.windowEndsAt ?? null,
    windowDays: eligible?.windowDays ?? null,
    completionHours: eligible?.completionHours ?? null,
    notRequestedByMe: base.data[FORM_STEP]?.notRequestedByMe === true,
    requestId: base.requestId,
    reference: base.requestId ? formatRequestReference(base.requestId) : null,
    status: base.status ? serviceRequestStatusLabel(base.status) : null,
    expectedBy: submitted?.expectedBy ?? null,
    refusal: base.refusal,
    offersPortOutHistory: screen === 'not-eligible' && refusalOffersPortOutHistory(base.refusal),
    messageId:
      screen === 'not-eligible' ? (base.messageId ?? REVERSE_PORT_OUT_MESSAGES.notEligible) : base.messageId,
    notice: base.notice,
    busy: snapshot.hasTag('busy'),
    sends,
    stepUp: base.stepUp,
  };
}
