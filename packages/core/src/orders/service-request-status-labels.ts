import type { ServiceRequestStatus } from '../gateway/enums.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { OrderLabel, OrderLabelTone } from './order-labels.ts';

/** Where a request stands, read from its the spec's status: still moving, or settled one way or another. */
export type ServiceRequestStatusPhase = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/**
 * the spec's lists the statuses without saying which are final. A real operator's reading: ACTIVE and
 * DONE are the request carried out; FAILED, PORT_IN_FAILED and REJECTED are refusals; CANCELED
 * is withdrawn; everything else (received, processing, waiting for the donor) is still moving.
 */
const PHASE_OF_STATUS: Readonly<Record<ServiceRequestStatus, ServiceRequestStatusPhase>> = {
  PROCESSING: 'pending',
  IN_PROGRESS: 'pending',
  SUBMITTED: 'pending',
  WAITING: 'pending',
  DONOR_SWITCH: 'pending',
  DONOR_SWITCH_SCHEDULED: 'pending',
  ACTIVE: 'succeeded',
  DONE: 'succeeded',
  FAILED: 'failed',
  PORT_IN_FAILED: 'failed',
  REJECTED: 'failed',
  CANCELED: 'cancelled',
};

export function serviceRequestPhase(status: ServiceRequestStatus): ServiceRequestStatusPhase {
  return PHASE_OF_STATUS[status];
}

const TONE_OF_PHASE: Readonly<Record<ServiceRequestStatusPhase, OrderLabelTone>> = {
  pending: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

const STATUS_LABELS: Readonly<Record<ServiceRequestStatus, MessageId>> = {
  PROCESSING: 'service_request.status.processing',
  IN_PROGRESS: 'service_request.status.in_progress',
  ACTIVE: 'service_request.status.active',
  WAITING: 'service_request.status.waiting',
  DONOR_SWITCH: 'service_request.status.donor_switch',
  DONOR_SWITCH_SCHEDULED: 'service_request.status.donor_switch_scheduled',
  SUBMITTED: 'service_request.status.submitted',
  FAILED: 'service_request.status.failed',
  CANCELED: 'service_request.status.canceled',
  DONE: 'service_request.status.done',
  PORT_IN_FAILED: 'service_request.status.port_in_failed',
  REJECTED: 'service_request.status.rejected',
};

/** What the customer reads for a the spec's status (a port-in's or any other request's), and its colour. */
export function serviceRequestStatusLabel(status: ServiceRequestStatus): OrderLabel {
  return { messageId: STATUS_LABELS[status], tone: TONE_OF_PHASE[serviceRequestPhase(status)] };
}

/**
 * A transfer's status as the customer reads it: WAITING is a transfer held until the new SIM
 * works (activated or installed), so it says so; the others read as any request's.
 */
export function portInStatusLabel(status: ServiceRequestStatus): OrderLabel {
  if (status === 'WAITING') return { messageId: 'service_request.status.port_in_waiting', tone: 'info' };
  return serviceRequestStatusLabel(status);
}
