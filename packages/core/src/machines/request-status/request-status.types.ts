import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  NumberChangeDetails,
  PlanSwitchDetails,
  SimReplacementDetails,
} from '../../gateway/service-requests/service-request.schema.ts';
import type { ServiceRequestKind } from '../service-request-template/service-request.rules.ts';

/** Which request a status page follows: a line's transfer (by order) or a service request (by id). */
export type StatusTarget = { kind: 'port-in'; orderRef: string } | { kind: 'request'; requestId: string };

/**
 * One request read for its status page, whichever call answered it: a port-in
 * (latestPortInRequest) and every other request (getServiceRequestStatus) share the spec's statuses.
 */
export interface RequestTimeline {
  kind: ServiceRequestKind;
  requestId: string;
  status: ServiceRequestStatus;
  /** A reason code, on a refusal. */
  reason: string | null;
  createdAt: string;
  updatedAt: string;
  /** The statuses reached, oldest first. */
  history: ReadonlyArray<{ status: ServiceRequestStatus; at: string }>;
  /** The line's order, when the answer names it (for the way back to the line). */
  orderRef: string | null;
  /** A transfer's number and donor operator, and when the donor hands the number over. */
  transfer: { number: string; donor: string; scheduledSwitchAt: string | null } | null;
  /** A plan switch's plans, when it takes effect and the order that pays it. */
  planSwitch?: PlanSwitchDetails | null | undefined;
  /** A SIM replacement's reason, new SIM type and delivery. */
  simReplacement?: SimReplacementDetails | null | undefined;
  /** A number change's or recovery's numbers: the one left, the one taken. */
  numberChange?: NumberChangeDetails | null | undefined;
}

export interface ServiceRequestStatusPageInput {
  target: StatusTarget;
}

export interface ServiceRequestStatusContext {
  target: StatusTarget;
  timeline: RequestTimeline | null;
  /** Reads of the status in the current window (the spec: at most API_POLLING_ATTEMPTS in one go). */
  pollAttempts: number;
  /** Why the first read failed (a gateway error), for the page's message. */
  error: unknown;
}

export type ServiceRequestStatusEvent =
  /** The first read failed: read again. */
  | { type: 'RETRY' }
  /** The spec's window ran out with the request still moving: read again, for another window. */
  | { type: 'CHECK_AGAIN' };
