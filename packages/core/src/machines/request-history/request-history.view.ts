import type { SimType } from '../../gateway/enums.ts';
import type { Line } from '../../gateway/lines/index.ts';
import type { PlanSwitchTiming } from '../../gateway/service-requests/plan-switch-timing.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ROUTES } from '../../navigation/routes.ts';
import type { OrderLabel } from '../../orders/order-labels.ts';
import { type LineSummaryView, lineSummaryView } from '../customer-lines/customer-lines.view.ts';
import { type LineAction, lineActions } from '../line-home/line-home.rules.ts';
import type { RequestTimeline } from '../request-status/request-status.types.ts';
import {
  type ServiceRequestKind,
  type ServiceRequestStatusPhase,
  serviceRequestKindLabel,
  serviceRequestPhase,
  serviceRequestStatusLabel,
} from '../service-request-template/service-request.rules.ts';
import { SIM_REPLACEMENT_REASON_LABELS } from './sim-replacement-reasons.ts';

export interface RequestRowView {
  requestId: string;
  kind: ServiceRequestKind;
  kindLabelId: MessageId;
  status: OrderLabel;
  outcome: ServiceRequestStatusPhase;
  createdAt: string;
  updatedAt: string;
  /**
   * The request's status page; null for an earlier transfer of the line (the status page follows
   * the latest one): its timeline is in the row.
   */
  path: string | null;
  /** The statuses reached, oldest first (the row's timeline). */
  history: ReadonlyArray<{ status: OrderLabel; at: string }>;
  /**
   * A plan switch: from which plan to which, and when it takes or took effect (`whenId`, with
   * `effectiveAt` as its {date}): null once it was cancelled or failed, since it never will.
   */
  planSwitch: {
    from: string;
    to: string;
    effectiveAt: string;
    timing: PlanSwitchTiming;
    whenId: MessageId | null;
  } | null;
  /** A SIM replacement: why (its label) and the new SIM's type. */
  simReplacement: { reasonId: MessageId; simType: SimType } | null;
  /** A number change or recovery: the number left and the number taken. */
  numberChange: { from: string; to: string } | null;
}

/**
 * When a plan switch takes effect, as its row says it: a pending one when it is paid or at the
 * renewal, a done one on the day it took effect, a cancelled or failed one not at all.
 */
export function planSwitchWhen(phase: ServiceRequestStatusPhase, timing: PlanSwitchTiming): MessageId | null {
  if (phase === 'succeeded') return 'plan_switch.row.applied';
  if (phase !== 'pending') return null;
  return timing === 'IMMEDIATE' ? 'plan_switch.row.immediate' : 'plan_switch.row.at_renewal';
}

/** Where a request's status is followed: the transfer by its order, any other by its id. */
export function requestStatusPath(request: RequestTimeline, orderRef: string): string {
  return request.kind === 'PORT_IN'
    ? managePath(MANAGE_ROUTES.serviceRequestStatus, orderRef)
    : managePath(MANAGE_ROUTES.serviceRequestStatus, orderRef, { requestId: request.requestId });
}

export function requestRowView(
  request: RequestTimeline,
  orderRef: string,
  /** The line's current transfer: an earlier one has no status page of its own. */
  currentTransferId?: string,
): RequestRowView {
  const earlierTransfer =
    request.kind === 'PORT_IN' && currentTransferId !== undefined && request.requestId !== currentTransferId;
  return {
    requestId: request.requestId,
    kind: request.kind,
    kindLabelId: serviceRequestKindLabel(request.kind),
    status: serviceRequestStatusLabel(request.status),
    outcome: serviceRequestPhase(request.status),
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    path: earlierTransfer ? null : requestStatusPath(request, orderRef),
    history: request.history.map((step) => ({ status: serviceRequestStatusLabel(step.status), at: step.at })),
    planSwitch: request.planSwitch
      ? {
          from: request.planSwitch.fromPlan.name,
          to: request.planSwitch.toPlan.name,
          effectiveAt: request.planSwitch.effectiveAt,
          timing: request.planSwitch.timing,
          whenId: planSwitchWhen(serviceRequestPhase(request.status), request.planSwitch.timing),
        }
      : null,
    simReplacement: request.simReplacement
      ? {
          reasonId: SIM_REPLACEMENT_REASON_LABELS[request.simReplacement.reason],
          simType: request.simReplacement.simType,
        }
      : null,
    numberChange: request.numberChange
      ? { from: request.numberChange.fromNumber, to: request.numberChange.toNumber }
      : null,
  };
}

/** /manage/past-service-requests and /manage/past-port-out-service-request: a line's history. */
export interface RequestHistoryView {
  line: LineSummaryView;
  rows: RequestRowView[];
}

/** How many finished requests the hub shows under the ones in progress (the rest: the history). */
export const HUB_RECENT_REQUESTS = 3;

const isPending = (request: RequestTimeline) => serviceRequestPhase(request.status) === 'pending';
const newestFirst = (a: RequestTimeline, b: RequestTimeline) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The customer's requests as they want them: those still in progress, then the rest, newest first. */
export function requestsInProgressFirst(requests: readonly RequestTimeline[]): RequestTimeline[] {
  return [
    ...requests.filter(isPending).sort(newestFirst),
    ...requests.filter((r) => !isPending(r)).sort(newestFirst),
  ];
}

export function requestHistoryView(line: Line, requests: readonly RequestTimeline[]): RequestHistoryView {
  return {
    line: lineSummaryView(line),
    rows: requestsInProgressFirst(requests).map((request) =>
      requestRowView(request, line.orderRef, line.portIn?.requestId),
    ),
  };
}

/**
 * /manage/service-request: what the customer may start on this line (each only when the line
 * allows it), the requests still moving, and the way to the history.
 */
export interface ServiceRequestHubView {
  line: LineSummaryView;
  /**
   * What the line may start now: not the hub itself, nor following the transfer (that one is in
   * progress, listed with the open requests).
   */
  start: LineAction[];
  /** The requests still in progress, newest first: what the customer most often came to check. */
  open: RequestRowView[];
  /** The latest finished requests (HUB_RECENT_REQUESTS at most), newest first; the rest in the history. */
  recent: RequestRowView[];
  pastPath: string;
  pastPortOutPath: string;
}

export function serviceRequestHubView(
  line: Line,
  requests: readonly RequestTimeline[],
): ServiceRequestHubView {
  return {
    line: lineSummaryView(line),
    start: lineActions(line).filter(
      (action) => action.id !== 'serviceRequests' && action.id !== 'portInStatus',
    ),
    open: requests
      .filter(isPending)
      .sort(newestFirst)
      .map((request) => requestRowView(request, line.orderRef, line.portIn?.requestId)),
    recent: requests
      .filter((request) => !isPending(request))
      .sort(newestFirst)
      .slice(0, HUB_RECENT_REQUESTS)
      .map((request) => requestRowView(request, line.orderRef, line.portIn?.requestId)),
    pastPath: managePath(MANAGE_ROUTES.pastServiceRequests, line.orderRef),
    pastPortOutPath: managePath(MANAGE_ROUTES.pastPortOutServiceRequest, line.orderRef),
  };
}
