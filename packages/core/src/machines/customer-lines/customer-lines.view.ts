import type { Line } from '../../gateway/lines/index.ts';
import type { OrderSummary } from '../../gateway/orders/order-summary.schema.ts';
import { formatNationalNumber } from '../../i18n/format-national-number.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { manageOrderPath } from '../../navigation/order-paths.ts';
import type { OrderLabel } from '../../orders/order-labels.ts';
import { ordersNewestFirst } from '../../orders/order-labels.ts';
import type { CustomerLinesData } from '../../queries/customer-lines.read.ts';
import { lineStatusExplanation } from '../line-home/line-home.rules.ts';

export interface LineSummaryView {
  orderRef: string;
  /** The number as Mexicans write it (55 1234 5678). */
  msisdn: string;
  planName: string;
  simTypeId: MessageId;
  status: OrderLabel;
  /** The line's home. */
  path: string;
}

export interface CustomerLinesView {
  lines: LineSummaryView[];
  /** Several lines: the page asks the customer to pick one (the spec's multi-line selection). */
  pickLine: boolean;
  /** Every order, newest first: a pending one has no line yet, a paid one opens its line. */
  orders: OrderSummary[];
  empty: boolean;
}

export function lineSummaryView(line: Line): LineSummaryView {
  const status = lineStatusExplanation(line);
  return {
    orderRef: line.orderRef,
    msisdn: formatNationalNumber(line.msisdn),
    planName: line.plan.name,
    simTypeId: line.sim.type === 'esim' ? 'orders.sim_type.esim' : 'orders.sim_type.physical_sim',
    status: { messageId: status.labelId, tone: status.tone },
    path: manageOrderPath(line.orderRef),
  };
}

export function customerLinesView(data: CustomerLinesData): CustomerLinesView {
  return {
    lines: data.lines.map(lineSummaryView),
    pickLine: data.lines.length > 1,
    orders: ordersNewestFirst(data.orders),
    empty: data.lines.length === 0 && data.orders.length === 0,
  };
}
