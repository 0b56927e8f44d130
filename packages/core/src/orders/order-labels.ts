import type { OrderStatus } from '../gateway/enums.ts';
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
