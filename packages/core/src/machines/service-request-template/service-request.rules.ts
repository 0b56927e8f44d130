import { FLOW_PARTS } from '../../flow-declarations/flow-parts.ts';
import type { SERVICE_REQUEST_TYPES, ServiceRequestStatus, ServiceRequestType } from '../../gateway/enums.ts';
import { errorMessageId, FALLBACK_ERROR_MESSAGE_ID } from '../../i18n/error-messages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { OrderLabel, OrderLabelTone } from '../../orders/order-labels.ts';
import { failureFields } from '../../purchase/field-message.ts';

/**
 * The step name a form flow's fields are kept under, beside a journey's step names. Here, beside
 * the rules every request page reads, not in the collector: the line page's action rules name it
 * (number change's), and the collector would bring the journey engine into the line page.
 */
export const FORM_STEP = 'form';

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

/** A port-in is followed like a service request; it has a kind of its own beside the spec's types. */
export type ServiceRequestKind = ServiceRequestType | 'PORT_IN';

const BUILT_IN_KIND_LABELS: Readonly<Record<(typeof SERVICE_REQUEST_TYPES)[number] | 'PORT_IN', MessageId>> =
  {
    SIM_REPLACEMENT: 'service_request.type.sim_replacement',
    PORT_OUT_REQUEST: 'service_request.type.port_out_request',
    NUMBER_CHANGE: 'service_request.type.number_change',
    NUMBER_RECOVERY: 'service_request.type.number_recovery',
    PORT_IN: 'service_request.type.port_in',
    RENEWAL: 'service_request.type.renewal',
    AUTO_RENEWAL: 'service_request.type.auto_renewal',
    CHANGE_CARD_DETAILS: 'service_request.type.change_card_details',
  };

/** Each kind's label: the built-in ones and each flow wing's request types (flows/<flow>/flow.ts). */
const KIND_LABELS: ReadonlyMap<string, MessageId> = new Map([
  ...Object.entries(BUILT_IN_KIND_LABELS),
  ...FLOW_PARTS.requestTypes,
]);

/** A kind no flow of this build declares is refused by the answer's schema; should one reach here it reads as a request. */
export const serviceRequestKindLabel = (kind: ServiceRequestKind): MessageId =>
  KIND_LABELS.get(kind) ?? 'service_request.type.unknown';

/**
 * Why a request failed, from the gateway's reason code; a code this build does not know reads as
 * the general "it could not be completed", never as the raw code.
 */
const REASON_LABELS: Readonly<Record<string, MessageId>> = {
  NUMBER_NOT_PORTABLE: 'service_request.reason.number_not_portable',
  DONOR_REJECTED: 'service_request.reason.donor_rejected',
  // Port-in re-initiation: why a transfer failed, in words.
  NIP_EXPIRED: 'service_request.reason.nip_expired',
  INVALID_NIP: 'service_request.reason.nip_invalid',
  NUMBER_NOT_FOUND: 'service_request.reason.number_not_found',
};

export const serviceRequestReasonLabel = (reason: string): MessageId =>
  REASON_LABELS[reason.trim().toUpperCase()] ?? 'service_request.reason.unknown';

/**
 * The message for a call that failed: the spec's sentence when the gateway's code has one, else the
 * flow's own (a generic "something went wrong" says less than "your plan switch was not sent").
 */
export function requestFailureMessageId(error: unknown, flowMessageId: string): string {
  const known = errorMessageId(failureFields(error));
  return known === FALLBACK_ERROR_MESSAGE_ID ? flowMessageId : known;
}
