import type { Order } from '../../gateway/orders/order.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { invoiceOffer } from '../../invoices/cfdi-request.form.ts';
import { manageOrderPath } from '../../navigation/order-paths.ts';
import { cardBrandDisplayName } from '../payment/card-brand-names.ts';

/**
 * One payment in a line's order history (issue 49): what was bought, when it was paid (an instant,
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
  /** The CFDI: asked for (a link to the order's page, which has the form), issued, or neither. */
  invoice: { kind: 'request' | 'issued'; labelId: MessageId; path: string } | null;
}

export function orderReceiptView(order: Order): OrderReceiptView {
  const payment = order.payment;
  const offer = invoiceOffer(order);
  const path = manageOrderPath(order.order_ref);
  return {
    orderRef: order.order_ref,
    itemNames: order.items.map((item) => item.name),
    paidAt: order.paid_at ?? null,
    method: !payment
      ? null
      : payment.method === 'CARD'
        ? {
            id: 'order_receipt.method.card',
            values: { brand: cardBrandDisplayName(payment.brand) ?? payment.brand, last4: payment.last4 },
          }
        : {
            id: payment.method === 'OXXO' ? 'order_receipt.method.oxxo' : 'order_receipt.method.spei',
            values: {},
          },
    total: order.total.amount,
    tax: order.tax.amount,
    invoice:
      offer.kind === 'none'
        ? null
        : offer.kind === 'request'
          ? { kind: 'request', labelId: 'cfdi.open', path }
          : { kind: 'issued', labelId: 'order_receipt.invoice_issued', path },
  };
}
