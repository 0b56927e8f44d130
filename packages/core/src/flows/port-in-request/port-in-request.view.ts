import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { portInTimeline } from '../../machines/request-status/request-status.services.ts';
import {
  type RequestTimelineView,
  requestTimelineView,
} from '../../machines/request-status/request-status.view.ts';
import {
  FORM_STEP,
  type ServiceRequestPhase,
  serviceRequestPhase,
  serviceRequestReasonLabel,
  serviceRequestStatusLabel,
  serviceRequestView,
} from '../../machines/service-request-template/index.ts';
import { screensByPhase } from '../../machines/service-request-template/service-request-template.screens.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import type { OrderLabel } from '../../orders/order-labels.ts';
import { digitsOf } from '../../purchase/field-message.ts';
import type { ActivePortInConfig } from './gateway/index.ts';
import {
  PORT_IN_REQUEST_MESSAGES,
  type PortInRequestMachine,
  portInRequestChoice,
} from './port-in-request.machine.ts';
import { nipRequestSmsLink, portInCancelRefusalMessageId } from './port-in-request.rules.ts';

/** What /manage/cancel-portin shows. */
export type PortInRequestScreen =
  | 'checking'
  | 'check-failed'
  /** The line's number was not transferred: nothing to cancel or start again. */
  | 'no-transfer'
  /** The latest transfer and its timeline; cancel while allowed, the form when it may start again. */
  | 'transfer'
  /** The corrected details shown before they are sent. */
  | 'review'
  | 'sending'
  | 'send-failed'
  /** Started again: PROCESSING, followed until DONE (within 24 hours; CHECK_AGAIN after the spec's window). */
  | 'following'
  | 'cancelling'
  /** Cancelled: the number stays with the donor, the line keeps its temporary number. */
  | 'cancelled'
  /** Started again and done: the number is the line's. */
  | 'done'
  /** Given up for a new number, which the line works on from now. */
  | 'new-number'
  /** Started again and refused again: why, and EDIT to correct it. */
  | 'failed';

export type PortInRequestCommand = 'NEXT' | 'SUBMIT' | 'EDIT' | 'RETRY' | 'CANCEL' | 'CHECK_AGAIN';

/** The re-initiation form's fields as typed. */
export interface PortInRequestForm {
  donorId: string;
  number: string;
  nip: string;
}

export interface PortInRequestView {
  screen: PortInRequestScreen;
  phase: ServiceRequestPhase;
  /** The latest transfer read when the page opened, as the status page shows it. */
  timeline: RequestTimelineView | null;
  /** The transfer is still running. */
  pending: boolean;
  /** Why it may not be cancelled, while it is still running and may not; null otherwise. */
  cancelRefusalId: MessageId | null;
  /** It failed or was rejected and may be started again. */
  reinitiable: boolean;
  /** Why the last attempt failed, in words. */
  failureReasonId: MessageId | null;
  config: ActivePortInConfig | null;
  /** `sms:051?body=NIP`, for phones. */
  nipSmsLink: string | null;
  /** The number the line works on meanwhile (and keeps if cancelled), formatted. */
  temporaryNumber: string | null;
  /** The number being transferred, formatted, and its donor's code. */
  number: string | null;
  donor: string | null;
  form: PortInRequestForm;
  /**
   * What the review sends: the transfer started again, or a new number instead (NEXT with the
   * form's `choice` NEW_NUMBER_CHOICE), which the account's address approves first.
   */
  choice: 'transfer' | 'new-number';
  /** The new number the line took instead of the transfer, formatted; null until it has one. */
  newNumber: string | null;
  requestId: string | null;
  /** The status last read of the transfer started again. */
  status: OrderLabel | null;
  messageId: MessageId | null;
  notice: MessageId | null;
  /** The cancel asked is on its way (from the transfer's page or from following one started again). */
  cancelling: boolean;
  busy: boolean;
  sends: ReadonlySet<PortInRequestCommand>;
  /** The account's address approving a new number (the flow shell shows the shared step over the review). */
  stepUp: ActorRefFrom<StepUpMachine> | null;
}

const SCREEN_BY_PHASE = screensByPhase(
  {
    collecting: 'transfer',
    confirming: 'review',
    notEligible: 'no-transfer',
    following: 'following',
    followLater: 'following',
    left: 'transfer',
  },
  { cancel: true },
);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What the page shows, read from the machine's snapshot. The screen switches on `screen` and
 * offers only the events in `sends`: the form's NEXT only when the transfer may start again.
 */
export function portInRequestView(snapshot: SnapshotFrom<PortInRequestMachine>): PortInRequestView {
  const base = serviceRequestView(snapshot);
  const choice = portInRequestChoice(base.data);
  // A transfer started again is cancelled from the page that follows it: that page stays.
  const screen =
    base.phase === 'cancelling' && base.requestId !== null
      ? 'following'
      : base.phase === 'succeeded' && choice === 'new-number'
        ? 'new-number'
        : SCREEN_BY_PHASE[base.phase];
  const eligible = base.eligibility;
  const latest = eligible?.latest ?? null;
  const pending = latest !== null && serviceRequestPhase(latest.status) === 'pending';
  const fields = base.data[FORM_STEP] ?? {};
  const form = {
    donorId: text(fields.donorId) || (latest?.donor ?? ''),
    number: text(fields.number) || (latest?.number ?? ''),
    nip: text(fields.nip),
  };
  const reinitiable = eligible?.reinitiable === true;
  const sends = new Set<PortInRequestCommand>();
  if (screen === 'transfer' && reinitiable) sends.add('NEXT');
  for (const command of ['SUBMIT', 'EDIT', 'RETRY', 'CANCEL', 'CHECK_AGAIN'] as const) {
    if (base.can[command]) sends.add(command);
  }
  const submitted = base.submitted;
  // After a reload past the submit neither the answer nor the first read is kept: the form is.
  const sent = base.requestId !== null;
  const given = submitted?.kind === 'new-number' ? submitted.number : null;
  const number =
    (submitted?.kind === 'transfer' ? submitted.number : null) ??
    (sent && choice === 'transfer' ? digitsOf(text(fields.number)) || null : null) ??
    latest?.number ??
    null;
  return {
    screen,
    phase: base.phase,
    timeline: latest ? requestTimelineView(portInTimeline(latest)) : null,
    pending,
    cancelRefusalId:
      pending && !base.can.CANCEL && eligible?.cancelRefusal
        ? portInCancelRefusalMessageId(eligible.cancelRefusal)
        : null,
    reinitiable,
    failureReasonId: eligible?.failureReason ? serviceRequestReasonLabel(eligible.failureReason) : null,
    config: eligible?.config ?? null,
    nipSmsLink: eligible?.config ? nipRequestSmsLink(eligible.config) : null,
    temporaryNumber: eligible?.temporaryNumber ? formatNationalNumber(eligible.temporaryNumber) : null,
    number: number ? formatNationalNumber(number) : null,
    donor:
      (submitted?.kind === 'transfer' ? submitted.donor : null) ??
      (sent && choice === 'transfer' ? text(fields.donorId) || null : null) ??
      latest?.donor ??
      null,
    form,
    choice,
    newNumber: given ? formatNationalNumber(given) : null,
    requestId: base.requestId,
    status: base.status ? serviceRequestStatusLabel(base.status) : null,
    messageId:
      screen === 'no-transfer'
        ? (base.messageId ?? PORT_IN_REQUEST_MESSAGES.notEligible)
        : screen === 'cancelled'
          ? PORT_IN_REQUEST_MESSAGES.cancelled
          : base.messageId,
    notice: base.notice,
    cancelling: base.phase === 'cancelling',
    busy: snapshot.hasTag('busy'),
    sends,
    stepUp: base.stepUp,
  };
}
