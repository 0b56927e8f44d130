import type { OrderStatus, ServiceRequestStatus } from '../gateway/enums.ts';
import type { MessageId } from '../i18n/messages/index.ts';

/** How a label is coloured; the app maps these onto its badge tones. */
export type OrderLabelTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface OrderLabel {
  messageId: MessageId;
  tone: OrderLabelTone;
}

/**
 * What the customer reads for a server order state. CAN, OFL and TSU are final; the others
 * are the pending states known today. A state this build does not know reads "in progress"
 * (it is not final by the spec's definition), never as a raw code.
 */
const STATE_LABELS: Readonly<Record<string, OrderLabel>> = {
  PEN: { messageId: 'orders.state.pen', tone: 'info' },
  PAY: { messageId: 'orders.state.pay', tone: 'warning' },
  PRO: { messageId: 'orders.state.pro', tone: 'info' },
  SHP: { messageId: 'orders.state.shp', tone: 'info' },
  TSU: { messageId: 'orders.state.tsu', tone: 'success' },
  CAN: { messageId: 'orders.state.can', tone: 'neutral' },
  OFL: { messageId: 'orders.state.ofl', tone: 'danger' },
};
const UNKNOWN_STATE_LABEL: OrderLabel = { messageId: 'orders.state.unknown', tone: 'info' };

export function orderStateLabel(state: string): OrderLabel {
  return STATE_LABELS[state.trim().toUpperCase()] ?? UNKNOWN_STATE_LABEL;
}

const STATUS_LABELS: Readonly<Record<OrderStatus, MessageId>> = {
  INITIATED: 'orders.status.initiated',
  CREATED: 'orders.status.created',
  PLACED: 'orders.status.placed',
  FAILED: 'orders.status.failed',
  CANCELLED: 'orders.status.cancelled',
  APPROVED: 'orders.status.approved',
  COMPLETED: 'orders.status.completed',
};

/** The app's order status, when the answer carries one. */
export const orderStatusLabel = (status: OrderStatus): MessageId => STATUS_LABELS[status];

const TYPE_LABELS: Readonly<Record<string, MessageId>> = {
  SIM_ONLY: 'orders.type.sim_only',
  SERVICE_ORDER: 'orders.type.service_order',
  ON_APP_PURCHASES: 'orders.type.on_app_purchases',
  NUMBER_CHANGE: 'orders.type.number_change',
};

/** the spec's order flow types; an unknown one reads as a plain "order". */
export const orderTypeLabel = (orderType: string): MessageId =>
  TYPE_LABELS[orderType.trim().toUpperCase()] ?? 'orders.type.other';

/** Newest first; an order list is read from the top. Does not touch its input. */
export function ordersNewestFirst<T extends { created_at: string }>(orders: readonly T[]): T[] {
  const time = (order: T) => {
    const ms = Date.parse(order.created_at);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return [...orders].sort((a, b) => time(b) - time(a));
}

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

const REQUEST_STATUS_LABELS: Readonly<Record<ServiceRequestStatus, MessageId>> = {
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
  return { messageId: REQUEST_STATUS_LABELS[status], tone: TONE_OF_PHASE[serviceRequestPhase(status)] };
}

/**
 * A transfer's status as the customer reads it: WAITING is a transfer held until the new SIM
 * works (activated or installed), so it says so; the others read as any request's.
 */
export function portInStatusLabel(status: ServiceRequestStatus): OrderLabel {
  if (status === 'WAITING') return { messageId: 'service_request.status.port_in_waiting', tone: 'info' };
  return serviceRequestStatusLabel(status);
}
