import type { Order, OrderPayment } from '../../gateway/orders/order.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { invoiceOffer } from '../../invoices/cfdi-request.form.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { MANAGE_ORDER_ROUTE } from '../../navigation/routes.ts';
import { cardBrandDisplayName } from '../payment/card-brand-names.ts';

/**
 * One payment in a line's order history: what was bought, when it was paid (an instant,
 * shown in Mexico City time), how (the card's brand and last four, or OXXO / SPEI), the total with
 * the IVA inside it, and its invoice: the order page's own offer (`invoiceOffer`), reached there.
 */
export interface OrderReceiptView {
  orderRef: string;
  /** The items' names, as the gateway wrote them in the customer's language. */
  itemNames: string[];
  paidAt: string | null;
  method: { id: MessageId; values: Record<string, string> } | null;
  /** MXN, IVA included. */
  total: number;
  tax: number;
  /** The money given back (a line cancelled with its order refunded): amount, when, to what. */
  refund: { amount: number; at: string; method: { id: MessageId; values: Record<string, string> } } | null;
  /** The CFDI: asked for (a link to the order's page, which has the form), issued, or neither. */
  invoice: { kind: 'request' | 'issued'; labelId: MessageId; path: string } | null;
}

/** The order page's query parameter that opens its CFDI request at once (a payment's "Invoice"). */
const INVOICE_REQUEST_PARAM = 'cfdi';

/**
 * Where a payment's "Invoice this purchase" leads: its order's page with the CFDI request open,
 * so the tap opens the form (even for the order whose page the list is on), never a page where
 * the same offer has to be found and tapped again.
 */
export const invoiceRequestPath = (orderRef: string): string =>
  managePath(MANAGE_ORDER_ROUTE, orderRef, { [INVOICE_REQUEST_PARAM]: 'request' });

/** Whether the order page was opened to request its CFDI (invoiceRequestPath). */
export const invoiceRequestedIn = (search: string): boolean =>
  new URLSearchParams(search).get(INVOICE_REQUEST_PARAM) === 'request';

/**
 * Whether a line's page shows its own order's CFDI section. A line that lists its payments
 * offers each one's invoice in that list, its purchase included, so the page shows the section
 * only when one of those links opened it (asked for, or to see the one issued): one "Invoice
 * this purchase" per payment, never the purchase's twice. A line with no list shows it as before.
 */
export const lineInvoiceSectionShown = (
  line: { orderHistory: readonly unknown[] },
  search: string,
): boolean => line.orderHistory.length === 0 || invoiceRequestedIn(search);

/** How money moved: the card's brand and last four, or OXXO / SPEI. */
function methodText(payment: OrderPayment): { id: MessageId; values: Record<string, string> } {
  return payment.method === 'CARD'
    ? {
        id: 'order_receipt.method.card',
        values: { brand: cardBrandDisplayName(payment.brand) ?? payment.brand, last4: payment.last4 },
      }
    : {
        id: payment.method === 'OXXO' ? 'order_receipt.method.oxxo' : 'order_receipt.method.spei',
        values: {},
      };
}

export function orderReceiptView(order: Order): OrderReceiptView {
  const payment = order.payment;
  const offer = invoiceOffer(order);
  const refund = order.refund;
  return {
    orderRef: order.order_ref,
    itemNames: order.items.map((item) => item.name),
    paidAt: order.paid_at ?? null,
    method: payment ? methodText(payment) : null,
    total: order.total.amount,
    tax: order.tax.amount,
    refund: refund
      ? { amount: refund.amount.amount, at: refund.refunded_at, method: methodText(refund.method) }
      : null,
    invoice:
      offer.kind === 'none'
        ? null
        : offer.kind === 'request'
          ? { kind: 'request', labelId: 'cfdi.open', path: invoiceRequestPath(order.order_ref) }
          : {
              kind: 'issued',
              labelId: 'order_receipt.invoice_issued',
              path: invoiceRequestPath(order.order_ref),
            },
  };
}
