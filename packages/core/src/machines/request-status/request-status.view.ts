import type { SnapshotFrom } from 'xstate';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import { formatRequestReference } from '../../i18n/format-request-reference.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { loadErrorMessageId } from '../../orders/load-error.ts';
import type { OrderLabel } from '../../orders/order-labels.ts';
import {
  portInStatusLabel,
  type ServiceRequestStatusPhase,
  serviceRequestKindLabel,
  serviceRequestPhase,
  serviceRequestReasonLabel,
  serviceRequestStatusLabel,
} from '../service-request-template/service-request.rules.ts';
import type { ServiceRequestStatusMachine } from './request-status.machine.ts';
import type { RequestTimeline } from './request-status.types.ts';

export type ServiceRequestStatusPagePhase =
  | 'loading'
  | 'loadFailed'
  | 'notFound'
  /** Still moving: read again every second. */
  | 'following'
  /** Still moving after the spec's window: CHECK_AGAIN. */
  | 'followLater'
  /** A final status: done, failed, refused or cancelled. */
  | 'settled';

export interface TimelineStep {
  status: OrderLabel;
  at: string;
  current: boolean;
}

export interface RequestTimelineView {
  kindLabelId: MessageId;
  /** The request's id as the customer's reference (formatted), never the gateway's raw id. */
  reference: string;
  status: OrderLabel;
  outcome: ServiceRequestStatusPhase;
  /** Why it failed, on a refusal; null otherwise. */
  reasonId: MessageId | null;
  /** What the current status means, in one sentence. */
  explanationId: MessageId;
  createdAt: string;
  updatedAt: string;
  orderRef: string | null;
  transfer: RequestTimeline['transfer'];
  /** The statuses reached, newest first: the last one is where the request stands. */
  steps: TimelineStep[];
}

export interface ServiceRequestStatusView {
  phase: ServiceRequestStatusPagePhase;
  timeline: RequestTimelineView | null;
  /** Why the first read failed: a message id, or null. */
  errorMessageId: MessageId | null;
  can: { RETRY: boolean; CHECK_AGAIN: boolean };
}

const EXPLANATIONS: Readonly<Record<ServiceRequestStatusPhase, MessageId>> = {
  pending: 'service_request.outcome.pending',
  succeeded: 'service_request.outcome.succeeded',
  failed: 'service_request.outcome.failed',
  cancelled: 'service_request.outcome.cancelled',
};

export function requestTimelineView(timeline: RequestTimeline): RequestTimelineView {
  const outcome = serviceRequestPhase(timeline.status);
  const lastIndex = timeline.history.length - 1;
  const transfer = timeline.kind === 'PORT_IN';
  const label = transfer ? portInStatusLabel : serviceRequestStatusLabel;
  // WAITING says what starts the request: a transfer waits for its new SIM to work, any other
  // request (a renewal, a plan change, a new SIM or number) for the customer's payment.
  const waiting = timeline.status === 'WAITING';
  return {
    kindLabelId: serviceRequestKindLabel(timeline.kind),
    reference: formatRequestReference(timeline.requestId),
    status: label(timeline.status),
    outcome,
    reasonId: outcome === 'failed' ? serviceRequestReasonLabel(timeline.reason ?? '') : null,
    explanationId: waiting
      ? transfer
        ? 'service_request.outcome.port_in_waiting'
        : 'service_request.outcome.awaiting_payment'
      : EXPLANATIONS[outcome],
    createdAt: timeline.createdAt,
    updatedAt: timeline.updatedAt,
    orderRef: timeline.orderRef,
    // The number as Mexicans write it (55 1234 5678, 222 295 6076).
    transfer: timeline.transfer
      ? { ...timeline.transfer, number: formatNationalNumber(timeline.transfer.number) }
      : null,
    steps: timeline.history
      .map((change, index) => ({
        status: label(change.status),
        at: change.at,
        current: index === lastIndex,
      }))
      .reverse(),
  };
}

const PHASES: ReadonlyArray<[string, ServiceRequestStatusPagePhase]> = [
  ['loading', 'loading'],
  ['loadFailed', 'loadFailed'],
  ['notFound', 'notFound'],
  ['followLater', 'followLater'],
  ['settled', 'settled'],
];

export function serviceRequestStatusView(
  snapshot: SnapshotFrom<ServiceRequestStatusMachine>,
): ServiceRequestStatusView {
  const phase = PHASES.find(([state]) => snapshot.matches(state as never))?.[1] ?? 'following';
  const { context } = snapshot;
  return {
    phase,
    timeline: context.timeline ? requestTimelineView(context.timeline) : null,
    errorMessageId: phase === 'loadFailed' ? loadErrorMessageId(context.error) : null,
    can: {
      RETRY: snapshot.can({ type: 'RETRY' }),
      CHECK_AGAIN: snapshot.can({ type: 'CHECK_AGAIN' }),
    },
  };
}
